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

  /// The first protocol version with `resource_link` content.
  static let firstVersion = "2025-06-18"

  /// `result` as a client of protocol `version` reads it: without its links before
  /// ``firstVersion``, whose clients do not know the content type.
  static func fitting(_ result: CallTool.Result, version: String?) -> CallTool.Result {
    // NB: versions are dates written YYYY-MM-DD, so they sort as text.
    guard let version, version < firstVersion else { return result }
    let content = result.content.filter {
      if case .resourceLink = $0 { return false }
      return true
    }
    return CallTool.Result(
      content: content, structuredContent: result.structuredContent, isError: result.isError,
      _meta: result._meta)
  }

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
