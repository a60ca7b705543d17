import Foundation
import Skillgraph

/// What `skillgraph query` was asked, however it was parsed.
struct QueryArguments: Equatable {
  var folders: [String] = []
  var json = false
  var words: [String] = []
  var index: String?
  var limit = 5
  var kind: String?
  var skill: String?
  var facts: [String] = []
  var maxTokens: Int?
  var full = false
  var ranking = SearchRequest.Ranking.graph.rawValue

  /// Searches and prints the answer; returns the exit status.
  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let request = try makeRequest()
    let searchIndex = SearchIndex(folders: ContentOptions.resolved(folders), indexPath: index)
    let response: SearchResponse
    do {
      response = try searchIndex.search(request, keepingConnection: KeptUntilExit.keep)
    } catch {
      throw .io(error.description)
    }
    if response.results.isEmpty, let skill = request.skillID {
      let known: [String]
      do { known = try searchIndex.skillIDs() } catch { throw .io(error.description) }
      if !known.contains(skill) {
        throw .notFound(
          "no skill has the ID '\(skill)'; skills: \(known.joined(separator: ", "))")
      }
    }
    if response.results.isEmpty, response.budget.resultsLeftOut > 0 {
      throw .notFound(
        "no answer to '\(request.text)' fits in --max-tokens \(request.maxTokens), not even one result's fields; raise the budget"
      )
    }
    guard !response.results.isEmpty else {
      throw .notFound("nothing in the content matches '\(request.text)'")
    }
    if json {
      console.write(JSONEnvelope(command: QueryCommand.jsonName, data: response).encoded())
    } else {
      QueryPrinter(console: console).print(response)
    }
    return ExitStatus.success
  }

  /// `text` without the white space (and line breaks) at either end, as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims it on Linux: by Unicode scalar,
  /// the White_Space scalars and U+200B ZERO WIDTH SPACE.
  // NB: Foundation's goes through NSString and CharacterSet, 0.3 ms at every query's start.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    func isKept(_ scalar: Unicode.Scalar) -> Bool {
      !scalar.properties.isWhitespace && scalar != "\u{200B}"
    }
    guard let first = scalars.firstIndex(where: isKept), let last = scalars.lastIndex(where: isKept)
    else { return "" }
    return String(scalars[first...last])
  }

  /// The answer's token budget: `--max-tokens`, else the default for `--json` (agents pay for
  /// tokens) and whole results for the terminal (which shows a few lines of each); 0 with
  /// `--full`.
  var budget: Int {
    if full { return 0 }
    return maxTokens ?? (json ? SearchRequest.defaultMaxTokens : 0)
  }

  private func makeRequest() throws(CommandFailure) -> SearchRequest {
    let text = Self.trimmed(words.joined(separator: " "))
    guard !text.isEmpty else { throw .usage("give a question: skillgraph query \"TEXT\"") }
    guard limit > 0 else { throw .usage("--limit must be at least 1") }
    if let maxTokens, maxTokens < 0 { throw .usage("--max-tokens must be 0 (whole) or more") }
    if full, let maxTokens, maxTokens > 0 {
      throw .usage("--full shows whole results; leave out --max-tokens \(maxTokens)")
    }
    var chosenKind: EntityKind?
    if let kind {
      let wanted = kind.lowercased().replacingOccurrences(of: "-", with: "")
      guard let found = EntityKind.allCases.first(where: { $0.rawValue.lowercased() == wanted })
      else { throw .usage("unknown kind '\(kind)'; kinds: \(QueryCommand.searchableKinds)") }
      chosenKind = found
    }
    guard let chosenRanking = SearchRequest.Ranking(rawValue: ranking) else {
      throw .usage("unknown ranking '\(ranking)'")
    }
    let pairs = try NameValuePairs.parse(facts)
    let iosVersion: Double?
    do {
      iosVersion = try DecisionFacts(pairs).iosVersion
    } catch {
      throw .usage(error.description)
    }
    return SearchRequest(
      text: text, limit: limit, kind: chosenKind, skillID: skill, iosVersion: iosVersion,
      maxTokens: budget, ranking: chosenRanking)
  }
}
