import Testing

@testable import Skillgraph

@Suite("Decisions on an Agent Skills export recommend what they recommend on the collection")
struct AgentSkillsDecisionTests {
  /// What a recommendation says, its IDs without a reference file's part.
  static func summary(_ recommendation: Recommendation?) -> [String] {
    guard let recommendation else { return ["no recommendation"] }
    return [
      recommendation.title, recommendation.taskType,
      recommendation.pattern.map { "\(GraphRecords.canonicalID($0.id)) \($0.title)" } ?? "-",
      recommendation.template ?? "-",
    ] + recommendation.why + recommendation.checklist
      + recommendation.alternatives.map { "\($0.outcome.text) via \($0.via.answer.text)" }
      + recommendation.warnings.map { "\(GraphRecords.canonicalID($0.id)) \($0.title)" }
  }

  @Test(
    "the shipped main tree's outcome, with its pattern, template, checklist and warnings",
    arguments: [
      ["what-does-the-app-need-to-do-while-it-is": "finish-something-the-user-explicitly"],
      ["what-does-the-app-need-to-do-while-it-is": "keep-content-fresh-throughout-the-day"],
    ])
  func sameRecommendation(answers: [String: String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let content = [ShippedContentTests.folder]
    let templates = AgentSkillsRoundTripTests.shippedTemplates
    let (out, _) = try writeExport(content: content, templates: templates, into: folder)
    let facts = try DecisionFacts(["ios": "17", "duration": "45s"])
    var summaries: [[String]] = []
    for (graphFolder, templateFolder) in [
      (ShippedContentTests.folder, templates),
      ("\(out)/skills", "\(out)/skills/background-processing/assets/templates"),
    ] {
      let graph = try CorpusLoader(folders: [graphFolder]).load()
      let engine = DecisionEngine(
        graph: graph, catalog: try TemplateCatalog(folder: templateFolder))
      let tree = try engine.tree(withID: "background-processing/tree-1")
      summaries.append(
        Self.summary(try engine.decide(tree: tree, answers: answers, facts: facts).outcome))
    }
    #expect(summaries[0].count > 4)
    #expect(summaries[1] == summaries[0])
  }
}
