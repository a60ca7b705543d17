internal import ArgumentParser
import Skillgraph

/// `skillgraph query TEXT`: the sections and entities that answer a question, ranked, from the
/// persisted search index.
struct QueryCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Find the sections and entities that answer a question, with their source.",
    discussion: """
      The index lives in the user's cache folder ($XDG_CACHE_HOME/skillgraph, else \
      ~/.cache/skillgraph; or at --index) and is updated automatically for the files that \
      changed. Exit codes: 0 results, 2 nothing found, 64 usage error, 74 the content or the \
      index cannot be read or written.
      """)
  static let jsonName = "query"

  @OptionGroup var content: ContentOptions

  @Argument(help: "The question, in your own words (quote it, or give several words).")
  var words: [String] = []

  @Option(
    help: ArgumentHelp("The index file (default: in the user's cache folder).", valueName: "path"))
  var index: String?

  // NB: `.unconditional` reads `--limit -1` as the value -1 (refused as at most 0 by the
  // request's check), not as a flag with its value missing.
  @Option(parsing: .unconditional, help: "At most this many results.")
  var limit = SearchRequest.defaultLimit

  @Option(help: "Only entities of this kind: \(QueryCommand.searchableKinds).")
  var kind: String?

  @Option(help: ArgumentHelp("Only entities of this skill.", valueName: "id"))
  var skill: String?

  @Option(
    name: .customLong("fact"),
    help: ArgumentHelp(
      "A fact such as ios=17: results that need a newer iOS are marked.", valueName: "name=value"))
  var facts: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A token budget for the whole answer: each result shows the passages that match, all of them in the terminal (default: \(SearchRequest.defaultMaxTokens) with --json; the terminal otherwise shows a few lines of each result).",
      valueName: "n"))
  var maxTokens: Int?

  @Flag(
    help: "Show every result whole, with no token budget (as --max-tokens 0), in the terminal too."
  )
  var full = false

  @Option(help: .hidden)
  var ranking: String = SearchRequest.Ranking.graph.rawValue

  static let searchableKinds = SearchRequest.searchableKinds.joined(separator: ", ")

  /// The arguments as parsed.
  var arguments: QueryArguments {
    QueryArguments(
      folders: content.folders, json: content.json, words: words, index: index, limit: limit,
      kind: kind, skill: skill, facts: facts, maxTokens: maxTokens, full: full,
      ranking: ranking)
  }

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    try arguments.execute(console: console)
  }
}
