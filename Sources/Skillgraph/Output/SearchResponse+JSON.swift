extension SearchResponse {
  /// Writes the response as `JSONEncoder` encodes it (sorted keys, nil members left out).
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("index")
      index.write(to: &json)
      json.key("query")
      json.string(query)
      json.key("results")
      json.array { json in
        for result in results { result.write(to: &json) }
      }
      json.key("terms")
      json.array { json in
        for term in terms { json.string(term) }
      }
      json.key("totalTokens")
      json.number(totalTokens)
      json.key("truncated")
      json.bool(truncated)
    }
  }
}

extension SearchResult {
  /// Writes the result as `JSONEncoder` encodes it (sorted keys, nil members left out).
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("headingPath")
      json.array { json in
        for heading in headingPath { json.string(heading) }
      }
      json.key("id")
      json.string(id)
      json.key("kind")
      json.string(kind.rawValue)
      json.member("minimumOS", ifPresent: minimumOS)
      json.key("score")
      json.number(score)
      json.key("skill")
      json.object { json in
        json.key("id")
        json.string(skill.id)
        json.key("title")
        json.string(skill.title)
        json.key("version")
        json.string(skill.version)
      }
      json.key("source")
      json.object { json in
        json.key("endLine")
        json.number(source.endLine)
        json.key("path")
        json.string(source.path)
        json.key("startLine")
        json.number(source.startLine)
      }
      json.key("text")
      json.string(text)
      json.key("title")
      json.string(title)
      json.key("tokens")
      json.number(tokens)
      json.member("truncated", ifPresent: truncated)
      json.member("unavailable", ifPresent: unavailable)
      json.member("unavailableReason", ifPresent: unavailableReason)
    }
  }
}

extension IndexStatus {
  /// Writes the status as `JSONEncoder` encodes it (sorted keys).
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("added")
      json.number(added)
      json.key("changed")
      json.number(changed)
      json.key("parsed")
      json.number(parsed)
      json.key("path")
      json.string(path)
      json.key("rebuilt")
      json.bool(rebuilt)
      json.key("removed")
      json.number(removed)
    }
  }
}

extension JSONEnvelope where Payload == SearchResponse {
  /// Encodes the envelope of a search as compact JSON with sorted keys, byte for byte as the
  /// generic `encoded()` does, without `JSONEncoder` (such an envelope never holds an error).
  public func encoded() -> String {
    // NB: `query --json` runs at every question an agent asks; JSONEncoder's dynamic casts and
    // first lookups of generic types cost about 2 ms of its start-up.
    let texts = data?.results.reduce(0) { $0 + $1.text.utf8.count } ?? 0
    var json = JSONWriter(capacity: 1024 + texts + texts / 8)
    json.object { json in
      json.key("command")
      json.string(command)
      if let data {
        json.key("data")
        data.write(to: &json)
      }
      json.key("schemaVersion")
      json.number(schemaVersion)
    }
    return json.text
  }
}
