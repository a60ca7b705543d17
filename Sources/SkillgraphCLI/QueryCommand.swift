internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph query TEXT`: the sections and entities that answer a question, ranked, from the
/// persisted search index.
struct QueryCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Find the sections and entities that answer a question, with their source.",
    discussion: """
      The index lives in .skillgraph/ inside the content folder (or at --index) and is updated \
      automatically for the files that changed. Exit codes: 0 results, 2 nothing found, 64 usage \
      error, 74 the content or the index cannot be read or written.
      """)
  static let jsonName = "query"

  @OptionGroup var content: ContentOptions

  @Argument(help: "The question, in your own words (quote it, or give several words).")
  var words: [String] = []

  @Option(
    help: ArgumentHelp("The index file (default: .skillgraph/ in the content).", valueName: "path"))
  var index: String?

  @Option(help: "At most this many results.")
  var limit = 5

  @Option(help: "Only entities of this kind: \(QueryCommand.searchableKinds).")
  var kind: String?

  @Option(help: ArgumentHelp("Only entities of this skill.", valueName: "id"))
  var skill: String?

  @Option(
    name: .customLong("fact"),
    help: ArgumentHelp(
      "A fact such as ios=17: results that need a newer iOS are marked.", valueName: "name=value"))
  var facts: [String] = []

  @Option(help: ArgumentHelp("Cap the total tokens of the results' text.", valueName: "n"))
  var maxTokens: Int?

  @Option(help: .hidden)
  var ranking: String = SearchRequest.Ranking.graph.rawValue

  static let searchableKinds = EntityKind.allCases.filter {
    ![.skill, .resource, .codeBlock].contains($0)
  }.map(\.rawValue).joined(separator: ", ")

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let request = try makeRequest()
    let response: SearchResponse
    do {
      response = try SearchIndex(folders: content.resolvedFolders, indexPath: index).search(request)
    } catch {
      throw .io(error.description)
    }
    if response.results.isEmpty, response.truncated, let budget = request.maxTokens {
      throw .notFound(
        "no answer to '\(request.text)' fits in --max-tokens \(budget), not even shortened at a paragraph boundary; raise the budget"
      )
    }
    guard !response.results.isEmpty else {
      throw .notFound("nothing in the content matches '\(request.text)'")
    }
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: response).encoded())
    } else {
      QueryPrinter(console: console).print(response)
    }
    return ExitStatus.success
  }

  private func makeRequest() throws(CommandFailure) -> SearchRequest {
    let text = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { throw .usage("give a question: skillgraph query \"TEXT\"") }
    guard limit > 0 else { throw .usage("--limit must be at least 1") }
    if let maxTokens, maxTokens < 1 { throw .usage("--max-tokens must be at least 1") }
    var chosenKind: EntityKind?
    if let kind {
      let wanted = kind.lowercased().replacingOccurrences(of: "-", with: "")
      guard let found = EntityKind.allCases.first(where: { $0.rawValue.lowercased() == wanted })
      else { throw .usage("unknown kind '\(kind)'; kinds: \(Self.searchableKinds)") }
      chosenKind = found
    }
    guard let chosenRanking = SearchRequest.Ranking(rawValue: ranking) else {
      throw .usage("unknown ranking '\(ranking)'")
    }
    let iosVersion: Double?
    do {
      iosVersion = try DecisionFacts(try NameValuePairs.parse(facts)).iosVersion
    } catch let error as DecisionError {
      throw .usage(error.description)
    } catch {
      throw .usage(String(describing: error))
    }
    return SearchRequest(
      text: text, limit: limit, kind: chosenKind, skillID: skill, iosVersion: iosVersion,
      maxTokens: maxTokens, ranking: chosenRanking)
  }
}
