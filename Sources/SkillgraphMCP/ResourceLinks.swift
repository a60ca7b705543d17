import MCP

/// The `resource_link` content items of a tool result: the entities an answer names, as the
/// resources this server serves (`skillgraph://entity/ID`), so that a client can open or attach
/// one without another tool call.
///
/// Few and small: the first two results of a search, the entity `read` answered, the pattern of
/// a recommendation; its URI, its ID as the name and the MIME type, about 35 tokens each (the
/// title is in the answer's text already).
enum ResourceLinks {
  /// The most links one result carries.
  static let most = 2

  /// The links for the answer `value` of `tool`.
  static func links(tool: String, answer value: Value) -> [Tool.Content] {
    guard let answer = value.objectValue else { return [] }
    var named: [String] = []
    switch tool {
    case "search":
      for result in answer["results"]?.arrayValue ?? [] {
        if let id = result.objectValue?["id"]?.stringValue { named.append(id) }
      }
    case "read":
      if let id = answer["id"]?.stringValue { named.append(id) }
    case "decide":
      let pattern = answer["outcome"]?.objectValue?["pattern"]?.objectValue
      if let id = pattern?["id"]?.stringValue { named.append(id) }
    default:
      break
    }
    var seen: Set<String> = []
    return named.filter { seen.insert($0).inserted }.prefix(most).map { id in
      .resourceLink(uri: ResourceShelf.uri(ofEntity: id), name: id, mimeType: "text/markdown")
    }
  }
}
