import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// What the index answers is what the graph holds: every result's ID is an entity of the graph,
/// with the same lines and the same Markdown (so `show ID` returns it whole).
@Suite("Search index: results agree with the graph")
struct SearchConsistencyTests {
  static let questions = [
    "view not updating", "No such module", "retain cycle in a closure", "actor isolation error",
    "StoreKit transaction finish", "VoiceOver label", "location authorization denied",
    "checklist", "pressure scenario deadline", "decision tree",
    "guardrail violation in a Foundation Models session", "convert a model to Core ML",
  ]

  @Test(
    "on an Axiom router, each result is a graph entity with the same text and lines",
    .needsSharedCorpus(SharedCorpus.axiomSkills))
  func axiomResultsAreEntities() throws {
    let folder = AxiomSample.folder
    let graph = try CorpusLoader(folders: [folder]).load()
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let index = SearchIndex(folders: [folder], indexPath: temporary.file("axiom.sqlite"))
    var kinds = Set<String>()
    for question in Self.questions {
      for result in try index.search(SearchRequest(text: question, limit: 5, maxTokens: 0)).results
      {
        let entity = try #require(graph.entity(withID: result.id), "no entity \(result.id)")
        #expect(entity.source.startLine == result.source.startLine, "\(result.id)")
        #expect(entity.source.endLine == result.source.endLine, "\(result.id)")
        #expect(graph.markdown(of: entity) == result.text, "\(result.id)")
        #expect(entity.kind == result.kind, "\(result.id)")
        kinds.insert("\(result.kind)")
      }
    }
    #expect(kinds.count >= 3, "results of several kinds are compared: \(kinds.sorted())")
  }
}
