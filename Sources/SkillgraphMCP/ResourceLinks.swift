import MCP

/// The `resource_link` content items of a tool result: the entities an answer names, as the
/// resources this server serves (`skillgraph://entity/ID`), so that a client can open or attach
/// one without another tool call.
///
/// Few and small: the first results of a search, the entity `read` answered, the pattern of a
/// recommendation; an ID and a title each, about 30 tokens.
enum ResourceLinks {
  /// The most links one result carries.
  static let most = 3

  /// The links for the answer `value` of `tool`.
  static func links(tool: String, answer value: Value) -> [Tool.Content] {
    guard let answer = value.objectValue else { return [] }
    var named: [(id: String, title: String?)] = []
    switch tool {
    case "search":
      for result in answer["results"]?.arrayValue ?? [] {
        guard let entry = result.objectValue, let id = entry["id"]?.stringValue else { continue }
        named.append((id, entry["title"]?.stringValue))
      }
    case "read":
      if let id = answer["id"]?.stringValue { named.append((id, answer["title"]?.stringValue)) }
    case "decide":
      let outcome = answer["outcome"]?.objectValue
      if let pattern = outcome?["pattern"]?.objectValue, let id = pattern["id"]?.stringValue {
        named.append((id, pattern["title"]?.stringValue))
      }
    default:
      break
    }
    var seen: Set<String> = []
    return named.filter { seen.insert($0.id).inserted }.prefix(most).map { entry in
      .resourceLink(
        uri: ResourceShelf.uri(ofEntity: entry.id), name: entry.id, title: entry.title,
        mimeType: "text/markdown")
    }
  }
}
