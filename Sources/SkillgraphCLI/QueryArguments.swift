import Skillgraph

/// What `skillgraph query` was asked, however it was parsed.
struct QueryArguments: Equatable {
  var folders: [String] = []
  var json = false
  var words: [String] = []
  var index: String?
  var limit = SearchRequest.defaultLimit
  var kind: String?
  var skill: String?
  var facts: [String] = []
  var maxTokens: Int?
  var full = false
  var ranking = SearchRequest.Ranking.graph.rawValue

  /// Searches and prints the answer; returns the exit status.
  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let request = try makeRequest()
    var service = SkillgraphService(
      settings: SkillgraphService.Settings(folders: folders, index: index),
      keep: KeptUntilExit.keep, note: { console.warn($0) })
    service.indexProgress = console.indexProgress
    let response = try service.search(request, listingSkills: false).response
    // NB: a skill dropped for an ID already taken is never searched: say so, on stderr.
    for file in response.notSearched ?? [] {
      console.warn(
        "warning: \(file.path) is not searched: its skill ID '\(file.id)' is "
          + "already \(file.keptPath)'s (skillgraph check)")
    }
    guard !response.results.isEmpty else {
      throw .nothingMatches(request.text)
    }
    if json {
      console.write(JSONEnvelope(command: QueryCommand.jsonName, data: response).encoded())
    } else {
      // NB: a budget asked for (`--full`, `--max-tokens`) asks to read what it pays for.
      QueryPrinter(console: console, showsWholeText: full || maxTokens != nil).print(response)
    }
    return ExitStatus.success
  }

  /// The answer's token budget: `--max-tokens`, else the default for `--json` (agents pay for
  /// tokens) and whole results for the terminal (which shows a few lines of each); 0 with
  /// `--full`.
  var budget: Int {
    if full { return 0 }
    return maxTokens ?? SearchRequest.budget(for: json ? .agent : .person)
  }

  private func makeRequest() throws(SkillgraphError) -> SearchRequest {
    let text = SearchRequest.trimmed(words.joined(separator: " "))
    guard !text.isEmpty else {
      throw .invalidArgument("TEXT", reason: "give a question: skillgraph query \"TEXT\"")
    }
    guard limit > 0 else { throw .invalidArgument("--limit", reason: "--limit must be at least 1") }
    if let maxTokens, maxTokens < 0 {
      throw .invalidArgument("--max-tokens", reason: "--max-tokens must be 0 (whole) or more")
    }
    if full, let maxTokens, maxTokens > 0 {
      throw .invalidArgument(
        "--full", reason: "--full shows whole results; leave out --max-tokens \(maxTokens)")
    }
    // NB: the service reads the kind, the ranking and the facts; in this order, so that the
    // first of several mistakes is the one reported.
    let chosenKind = try kind.map { name throws(SkillgraphError) in
      try SearchRequest.kind(named: name)
    }
    let chosenRanking = try SearchRequest.ranking(named: ranking)
    let pairs = try NameValuePairs.parse(facts)
    return SearchRequest(
      text: text, limit: limit, kind: chosenKind, skillID: skill,
      iosVersion: try SearchRequest.iosVersion(in: pairs), maxTokens: budget,
      ranking: chosenRanking)
  }
}
