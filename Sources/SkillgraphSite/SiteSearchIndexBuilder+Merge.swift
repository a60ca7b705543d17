import SkillgraphSupport

extension SiteSearchIndexBuilder {
  /// Adds a group of sections after those already added: its documents and excerpts as the
  /// files' JSON, its words into their shards.
  package mutating func add(_ group: Group) {
    for (position, document) in group.documents.enumerated() {
      if count + position > 0 { documents.append(UInt8(ascii: ",")) }
      documents.append(UInt8(ascii: "["))
      for (position, field) in document.enumerated() {
        if position > 0 { documents.append(UInt8(ascii: ",")) }
        Self.appendJSONString(field, to: &documents)
      }
      documents.append(UInt8(ascii: "]"))
    }
    for (position, excerpt) in group.excerpts.enumerated() {
      let section = count + position
      if section % Self.excerptsPerFile > 0 { excerpts.append(UInt8(ascii: ",")) }
      Self.appendJSONString(excerpt, to: &excerpts)
      if (section + 1) % Self.excerptsPerFile == 0 {
        fullExcerptFiles.append(excerptFile(section / Self.excerptsPerFile))
        excerpts = []
      }
    }
    var global = Array(repeating: Int32(-1), count: group.words.count)
    let offset = Int32(count)
    for shard in 0..<Self.shardCount where !group.shardWords[shard].isEmpty {
      for local in group.shardWords[shard] {
        global[Int(local)] = shards[shard].number(of: group.words.word(local))
      }
      for hit in group.titleHits[shard] {
        shards[shard].addTitle(global[Int(hit.word)], section: hit.section + offset)
      }
      for hit in group.bodyHits[shard] {
        shards[shard].addBody(global[Int(hit.word)], section: hit.section + offset)
      }
    }
    count += group.documents.count
  }

  /// The entries of `docs.js` added since the last call, for writing out at once.
  package mutating func takeDocuments() -> [UInt8] {
    defer { documents = [] }
    return documents
  }

  /// The excerpt files filled since the last call, for writing out at once.
  package mutating func takeFullExcerptFiles() -> [(path: String, contents: [UInt8])] {
    defer { fullExcerptFiles = [] }
    return fullExcerptFiles
  }

  /// The files of the index not taken yet, path → contents, in a stable order.
  package func files() -> [(path: String, contents: String)] {
    let made = SiteMemory()
    add(to: SiteOutput(destination: made))
    let files = Dictionary(uniqueKeysWithValues: made.sorted.map { ($0.path, $0.contents) })
    return paths().map { ($0, String(decoding: files[$0]!, as: UTF8.self)) }
  }

  /// Adds the files of the index not taken yet to `output`, each as soon as it is made;
  /// `docs.js` too unless its entries were taken (`takeDocuments()`).
  package func add(to output: SiteOutput, documents: Bool = true) {
    let paths = paths().filter { documents || $0 != "search/docs.js" }
    // NB: the documents, every shard and the excerpt files are made each on its own thread.
    _ = parallelMap(paths.count) { task in
      output.add(paths[task], bytes: script(at: paths[task]))
    }
  }

  /// The index's paths: the documents, the shards that have words, the excerpt files left.
  private func paths() -> [String] {
    let shards = (0..<Self.shardCount).filter { self.shards[$0].words.count > 0 }
    let last =
      count % Self.excerptsPerFile > 0 ? ["search/x-\(count / Self.excerptsPerFile).js"] : []
    return ["search/docs.js"] + shards.map { "search/t-\(Self.shardNames[$0]).js" }
      + fullExcerptFiles.map(\.path) + last
  }

  private func script(at path: String) -> [UInt8] {
    if path == "search/docs.js" {
      return Array("SG_SEARCH.docs([".utf8) + documents + Array("]);\n".utf8)
    }
    if let full = fullExcerptFiles.first(where: { $0.path == path }) { return full.contents }
    if path.hasPrefix("search/x-") { return excerptFile(count / Self.excerptsPerFile).contents }
    let name = path.dropFirst("search/t-".count).dropLast(".js".count)
    return shardScript(Self.shardNames.firstIndex(of: String(name))!)
  }

  private func excerptFile(_ number: Int) -> (path: String, contents: [UInt8]) {
    (
      "search/x-\(number).js",
      Array("SG_SEARCH.text(\(number),[".utf8) + excerpts + Array("]);\n".utf8)
    )
  }

  /// One shard: its words, sorted, each with the delta-coded sections that have it in the
  /// title and in the text.
  private func shardScript(_ shard: Int) -> [UInt8] {
    let postings = shards[shard]
    let words = postings.words
    let sorted = (0..<Int32(words.count)).sorted {
      words.word($0).lexicographicallyPrecedes(words.word($1))
    }
    var out: [UInt8] = Array("SG_SEARCH.shard(\"\(Self.shardNames[shard])\",{".utf8)
    for (position, number) in sorted.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      // NB: words are letters and digits only, so quoting them is valid JSON.
      out.append(UInt8(ascii: "\""))
      out += words.word(number)
      out += "\":[[".utf8
      Postings.appendDecimal(postings.titles[Int(number)], to: &out)
      out += "],[".utf8
      Postings.appendDecimal(postings.bodies[Int(number)], to: &out)
      out += "]]".utf8
    }
    out += "});\n".utf8
    return out
  }
}
