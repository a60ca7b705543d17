import MCP

/// What a client of an earlier protocol revision reads: only the fields and content types its
/// revision defines. The 2025-06-18 revision added structured tool output (`structuredContent`
/// and a tool's `outputSchema`), a tool's `title` and icons, and `resource_link` content; the
/// 2025-03-26 revision added tool annotations. The answer itself is the result's text either
/// way.
enum EarlierRevisions {
  /// The first revision with structured tool output, tool titles and `resource_link` content.
  static let structuredOutput = "2025-06-18"
  /// The first revision with tool annotations.
  static let toolAnnotations = "2025-03-26"

  /// `result` as a client of revision `version` reads it (nil: not negotiated yet, the latest).
  static func fitting(_ result: CallTool.Result, version: String?) -> CallTool.Result {
    // NB: versions are dates written YYYY-MM-DD, so they sort as text.
    guard let version, version < structuredOutput else { return result }
    let content = result.content.filter {
      if case .resourceLink = $0 { return false }
      return true
    }
    return CallTool.Result(
      content: content, structuredContent: nil, isError: result.isError, _meta: result._meta)
  }

  /// `tools` as a client of revision `version` lists them.
  static func fitting(_ tools: [Tool], version: String?) -> [Tool] {
    guard let version, version < structuredOutput else { return tools }
    return tools.map { tool in
      Tool(
        name: tool.name, description: tool.description, inputSchema: tool.inputSchema,
        annotations: version < toolAnnotations ? nil : tool.annotations, _meta: tool._meta)
    }
  }
}
