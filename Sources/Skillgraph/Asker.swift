/// Who asks: the defaults of a request depend on it. An agent pays for tokens: a search answers
/// it within a budget and the MCP catalog a page at a time, unless it asks otherwise; a
/// person's terminal shows a few lines of each result and the whole catalog.
public enum Asker: Sendable, Hashable {
  /// A person at a terminal; also a script reading `catalog --json`, which reads it whole.
  case person
  /// An agent: an MCP client, or `query --json`.
  case agent
}
