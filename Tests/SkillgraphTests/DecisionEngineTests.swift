import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

@Suite("The decision engine walks trees with answers and facts")
struct DecisionEngineTests {
  static let root = PackageFolders.root
  static let graph = Result {
    try CorpusLoader(folders: [root.appendingPathComponent("Content").path]).load()
  }

  /// The engine, the shipped main tree, and the ID of its first question.
  private func shippedMainTree() throws -> (DecisionEngine, DecisionTree, String) {
    let engine = try engine()
    let tree = try engine.tree(withID: nil)
    return (engine, tree, try #require(tree.root.questionID))
  }

  private func engine() throws -> DecisionEngine {
    DecisionEngine(
      graph: try Self.graph.get(),
      catalog: try? TemplateCatalog(folder: Self.root.appendingPathComponent("Templates").path))
  }

  @Test(
    "every outcome of every shipped tree is reached in two calls; the first lists the questions")
  func twoCalls() throws {
    let engine = try engine()
    for tree in try Self.graph.get().decisionTrees {
      let first = try engine.decide(tree: tree, answers: [:], facts: DecisionFacts([:]))
      let listed = Set((first.remaining ?? []).map(\.id))
      #expect(first.question.map { listed.contains($0.id) } ?? true, "\(tree.id)")
      for (answers, outcome) in allPaths(tree.root) {
        #expect(Set(answers.keys).isSubset(of: listed), "\(tree.id) → \(outcome.id)")
        let second = try engine.decide(tree: tree, answers: answers, facts: DecisionFacts([:]))
        #expect(second.status == .outcome, "\(tree.id) → \(outcome.id)")
        #expect(second.outcome?.id == outcome.id, "\(tree.id) → \(outcome.id)")
      }
    }
  }

  /// Every path from the root to an outcome, as answers.
  private func allPaths(_ node: DecisionNode, answers: [String: String] = [:]) -> [(
    [String: String], DecisionOutcome
  )] {
    switch node {
    case .outcome(let outcome): return [(answers, outcome)]
    case .question(let question):
      return question.options.flatMap { option -> [([String: String], DecisionOutcome)] in
        guard let next = option.next else { return [] }
        return allPaths(next, answers: answers.merging([question.id: option.id]) { $1 })
      }
    }
  }

  @Test("without a tree ID the main tree is the shipped background-processing tree")
  func mainTree() throws {
    #expect(try engine().tree(withID: nil).id == "background-processing/tree-1")
  }

  @Test(
    "every outcome of the shipped tree is reached by its answers and links a pattern and a template"
  )
  func everyOutcome() throws {
    let engine = try engine()
    let tree = try engine.tree(withID: nil)
    let paths = allPaths(tree.root)
    #expect(paths.count >= 10)
    for (answers, expected) in paths {
      let answer = try engine.decide(tree: tree, answers: answers, facts: try DecisionFacts([:]))
      #expect(answer.status == .outcome)
      let outcome = try #require(answer.outcome)
      #expect(outcome.id == expected.id)
      #expect(outcome.pattern != nil, "\(outcome.title) links no pattern")
      // NB: Patterns 1-7 have code templates; the other background modes (8 and up) route to
      // their framework's documentation instead.
      if expected.patternNumbers.allSatisfy({ $0 <= 7 }) {
        #expect(outcome.template != nil, "\(outcome.title) has no template")
      } else {
        #expect(!outcome.checklist.isEmpty, "\(outcome.title) has no checklist")
      }
      #expect(answer.path.count == answers.count)
      #expect(!outcome.why.isEmpty)
    }
  }

  /// The scenarios an expert would settle, phrased as answers to the top question plus facts.
  @Test(
    "scenarios end at the task type an expert would choose",
    arguments: [
      (
        "user taps Export on iOS 17", "finish-something-the-user-explicitly", ["ios": "17"],
        "BGContinuedProcessingTask when #available(iOS 26, *), else beginBackgroundTask"
      ),
      (
        "user taps Export on iOS 26", "finish-something-the-user-explicitly", ["ios": "26"],
        "BGContinuedProcessingTask"
      ),
      ("nightly cleanup", "deferrable-maintenance-database-cleanup", [:], "BGProcessingTask"),
      ("server wants to wake the app", "triggered-by-a-change-of-data-on-the", [:], "Silent push"),
      (
        "2 GB video upload", "large-download-or-upload", ["upload-photos-video-backups": "yes"],
        "Background URLSession upload task from a file"
      ),
      (
        "feed refresh that takes 10 minutes", "keep-content-fresh-throughout-the-day",
        ["duration": "10m"], "BGProcessingTask"
      ),
      (
        "save a draft as the app closes", "short-critical-work-at-the-moment-the",
        ["duration": "5s"], "beginBackgroundTask"
      ),
      // Between the guards: 45 s is not "≤ 30 seconds"; iOS 25.5 is in "iOS 13-25".
      (
        "feed refresh that takes 45 seconds", "keep-content-fresh-throughout-the-day",
        ["duration": "45s"], "BGProcessingTask"
      ),
      (
        "closing work that takes 45 seconds", "short-critical-work-at-the-moment-the",
        ["duration": "45s"], "Checkpointed BGProcessingTask"
      ),
      (
        "user taps Export on iOS 25.5", "finish-something-the-user-explicitly", ["ios": "25.5"],
        "BGContinuedProcessingTask when #available(iOS 26, *)"
      ),
    ])
  func scenarios(name: String, kind: String, facts: [String: String], expected: String) throws {
    let (engine, tree, question) = try shippedMainTree()
    let answer = try engine.decide(
      tree: tree, answers: [question: kind], facts: try DecisionFacts(facts))
    #expect(answer.status == .outcome, "\(name): stopped at \(answer.question?.text ?? "")")
    #expect(
      answer.outcome?.taskType.hasPrefix(expected) == true,
      "\(name): got \(answer.outcome?.taskType ?? "nothing")")
    for step in answer.path.dropFirst() {
      #expect(
        step.settledBy.hasPrefix("fact:"),
        "\(name): '\(step.question.text)' was not settled by a fact")
    }
  }

  @Test(
    "a SwiftUI app on iOS 15.8 gets BGAppRefreshTask, which iOS 15 has, not the iOS 16 modifier")
  func minorVersionInRange() throws {
    let (engine, tree, question) = try shippedMainTree()
    let answer = try engine.decide(
      tree: tree,
      answers: [
        question: "keep-content-fresh-throughout-the-day",
        "how-long-does-the-work-need-to-run": "runtime-30-seconds",
        "is-the-app-built-on-the-swiftui-app-life": "yes",
      ], facts: try DecisionFacts(["ios": "15.8"]))
    #expect(answer.outcome?.taskType.hasPrefix("BGAppRefreshTask") == true)
    #expect(answer.path.last?.settledBy == "fact:ios")
  }

  @Test("not sure returns every outcome below the question, separated by it")
  func notSure() throws {
    let (engine, tree, question) = try shippedMainTree()
    let answer = try engine.decide(
      tree: tree,
      answers: [
        question: "keep-content-fresh-throughout-the-day",
        "how-long-does-the-work-need-to-run": "not-sure",
      ], facts: try DecisionFacts([:]))
    #expect(answer.status == .candidates)
    #expect(answer.separatedBy?.id == "how-long-does-the-work-need-to-run")
    let taskTypes = Set(answer.candidates?.map(\.taskType) ?? [])
    #expect(taskTypes.isSuperset(of: ["BGAppRefreshTask", "BGProcessingTask with constraints"]))
  }

  @Test("not sure at the first question of each shipped tree lists each recommendation once")
  func notSureListsOnce() throws {
    let engine = try engine()
    for tree in try Self.graph.get().decisionTrees {
      guard let first = tree.root.questionID else { continue }
      let answer = try engine.decide(
        tree: tree, answers: [first: DecisionEngine.notSureOption], facts: DecisionFacts([:]))
      let texts = (answer.candidates ?? []).map { $0.title.lowercased() }
      #expect(Set(texts).count == texts.count, "\(tree.id): \(texts)")
    }
  }

  @Test("none of these says where the content sends the reader")
  func noneOfTheseAdvice() throws {
    let (engine, tree, question) = try shippedMainTree()
    let answer = try engine.decide(
      tree: tree, answers: [question: DecisionEngine.noneOption], facts: DecisionFacts([:]))
    #expect(answer.status == .candidates)
    #expect(answer.candidates?.isEmpty == true)
    #expect(answer.advice?.contains("Other Background Modes") == true, "\(answer.advice ?? "")")
  }

  @Test("an upload outcome gets the upload template, a download outcome the download one")
  func templateByOutcome() throws {
    let (engine, tree, question) = try shippedMainTree()
    guard case .question(let root) = tree.root else {
      Issue.record("the main tree starts with a question")
      return
    }
    let transfers = try #require(
      root.options.first { $0.text.lowercased().contains("download") })
    guard case .question(let kind) = try #require(transfers.next) else {
      Issue.record("the transfer branch asks download or upload")
      return
    }
    var templates: [String: String] = [:]
    // NB: the automatic-downloads option routes to a pattern without a template of its own.
    for option in kind.options
    where option.text.hasPrefix("Download") || option.text.hasPrefix("Upload") {
      let answer = try engine.decide(
        tree: tree, answers: [question: transfers.id, kind.id: option.id],
        facts: DecisionFacts([:]))
      templates[option.text.lowercased().hasPrefix("upload") ? "upload" : "download"] =
        answer.outcome?.template
    }
    #expect(
      templates == ["download": "background-urlsession", "upload": "background-urlsession-upload"])
  }

  @Test("an outcome's keyword matches at the start of a word only")
  func wholeWords() {
    #expect(DecisionEngine.mentions("Call beginBackgroundTask early", "beginbackgroundtask"))
    #expect(!DecisionEngine.mentions("Call beginBackgroundTask early", "backgroundtask"))
    #expect(DecisionEngine.mentions("the .backgroundTask(.appRefresh) modifier", "backgroundtask"))
    #expect(DecisionEngine.mentions("submit a BGAppRefreshTaskRequest", "bgapprefreshtask"))
  }

  @Test("unknown questions, options and facts are errors that list the valid ones")
  func errors() throws {
    let (engine, tree, question) = try shippedMainTree()
    #expect(throws: DecisionError.self) {
      try engine.decide(tree: tree, answers: ["nope": "x"], facts: try DecisionFacts([:]))
    }
    do {
      _ = try engine.decide(tree: tree, answers: [question: "bogus"], facts: try DecisionFacts([:]))
      Issue.record("an unknown option was accepted")
    } catch {
      #expect(error.description.contains("large-download-or-upload"))
    }
    #expect(throws: DecisionError.self) { try DecisionFacts(["ios": "seventeen"]) }
    #expect(throws: DecisionError.self) { try DecisionFacts(["duration": "-5s"]) }
    #expect(throws: DecisionError.self) {
      try engine.decide(tree: tree, answers: [:], facts: try DecisionFacts(["colour": "blue"]))
    }
  }

  @Test("a BGAppRefreshTask outcome warns with the polling scenario's reality and push-back")
  func pollingScenario() throws {
    let (engine, tree, question) = try shippedMainTree()
    let answer = try engine.decide(
      tree: tree,
      answers: [
        question: "keep-content-fresh-throughout-the-day",
        "is-the-app-built-on-the-swiftui-app-life": "no",
      ],
      facts: try DecisionFacts(["duration": "20s"]))
    let warning = try #require(answer.outcome?.warnings.first { $0.title.contains("30 seconds") })
    #expect(warning.reality?.isEmpty == false)
    #expect(warning.pushBack?.isEmpty == false)
  }
}

extension DecisionNode {
  /// The ID of the question at this node.
  var questionID: String? {
    if case .question(let question) = self { return question.id }
    return nil
  }
}

@Suite(
  "The decision engine walks the Axiom collection's trees in all four styles",
  .needsSharedCorpus(SharedCorpus.axiomSkills))
struct AxiomDecisionTests {
  static let graph = Result {
    try CorpusLoader(folders: [SharedCorpus.axiomSkills]).load()
  }

  /// Every answer path of a tree (bounded), ending at an outcome.
  private func paths(_ node: DecisionNode, answers: [String: String] = [:], limit: Int = 200)
    -> [[String: String]]
  {
    guard case .question(let question) = node else { return [answers] }
    var result: [[String: String]] = []
    for option in question.options where result.count < limit {
      let next = answers.merging([question.id: option.id]) { $1 }
      if let child = option.next {
        result += paths(child, answers: next, limit: limit - result.count)
      } else {
        result.append(next)
      }
    }
    return result
  }

  @Test(
    "every outcome of the first tree of each style is reached",
    arguments: DecisionTree.Style.allCases)
  func everyOutcome(style: DecisionTree.Style) throws {
    let graph = try Self.graph.get()
    let engine = DecisionEngine(graph: graph)
    let tree = try #require(
      graph.decisionTrees.first { $0.style == style && $0.root.outcomes.count >= 2 })
    let all = paths(tree.root)
    #expect(!all.isEmpty)
    for answers in all {
      let answer = try engine.decide(tree: tree, answers: answers, facts: try DecisionFacts([:]))
      #expect(answer.status == .outcome, "\(tree.id) stopped with \(answer.status) for \(answers)")
      #expect(answer.outcome?.title.isEmpty == false || answer.outcome?.taskType.isEmpty == false)
    }
  }
}
