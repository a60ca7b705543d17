import MCP
import Skillgraph

/// Limits on tool arguments, checked before a tool runs.
///
/// A search query is a question in words. A longer text costs the ranking time in proportion to
/// its words and comes back echoed in the answer, so a query over ``queryCharacters`` is refused
/// with a tool error (`isError`, code `usage`) before the search starts.
enum ArgumentLimits {
  /// The longest `query` a tool takes, in characters.
  static let queryCharacters = 1_000

  /// The error result for a call whose arguments are over a limit, or nil when they are within.
  static func refusal(_ parameters: CallTool.Parameters) -> CallTool.Result? {
    guard case .string(let query)? = parameters.arguments?["query"] else { return nil }
    // NB: counting stops just past the limit, so a huge query costs no more than a short one.
    guard query.prefix(queryCharacters + 1).count > queryCharacters else { return nil }
    let message =
      "\(parameters.name): the query is longer than \(queryCharacters) characters; "
      + "ask in a sentence or a few words, and narrow with the other arguments"
    return ToolResult.make(.failure(.invalidArgument("query", reason: message)))
  }
}
