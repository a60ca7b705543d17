import Foundation
import Skillgraph
import Testing

/// `diagnose`: symptoms, checks, and the fix with the section that explains it.
@Suite("diagnose command")
struct DiagnoseCommandTests {
  @Test("--json reaches the fix in decide's shape, with the linked section resolved")
  func json() throws {
    let result = skillgraph(
      "diagnose", "--content", shippedContent, "--symptom", "task-never-runs", "--answer",
      "testing-in-the-simulator=yes", "--json")
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    #expect(data["status"] as? String == "outcome")
    #expect(
      (data["tree"] as? [String: Any])?["id"] as? String == "background-processing-diag/tree-1")
    let section = try #require((data["sections"] as? [[String: Any]])?.first)
    #expect(section["link"] as? String == "#testing-with-lldb")
    #expect(section["targetID"] as? String == "background-processing-diag#testing-with-lldb")
    #expect(section["title"] as? String == "Testing with LLDB")
    #expect((section["markdown"] as? String)?.hasPrefix("## Testing with LLDB") == true)
    #expect(firstUnsortedKeys(in: result.output) == nil)
  }

  @Test("--json with checks left asks the next one, like decide")
  func nextCheck() throws {
    let result = skillgraph(
      "diagnose", "--content", shippedContent, "--symptom", "background-processing-diag/tree-2",
      "--json")
    let data = try result.data()
    #expect(data["status"] as? String == "question")
    let question = try #require(data["question"] as? [String: Any])
    #expect(question["kind"] as? String == "yesNo")
  }

  @Test(
    "a symptom is named by tree ID, section anchor or title",
    arguments: ["background-processing-diag/tree-5", "download-lost", "Download lost?"])
  func symptomNames(name: String) throws {
    let result = skillgraph("diagnose", "--content", shippedContent, "--symptom", name, "--json")
    #expect(result.status == 0)
    #expect(
      (try result.data()["tree"] as? [String: Any])?["id"] as? String
        == "background-processing-diag/tree-5")
  }

  @Test("no symptom with --json is a usage error listing them; an unknown one exits 2")
  func symptomErrors() {
    let missing = skillgraph("diagnose", "--content", shippedContent, "--json")
    #expect(missing.status == 64)
    #expect(missing.output.contains("background-processing-diag/tree-1 (Task never runs?)"))
    let unknown = skillgraph("diagnose", "--content", shippedContent, "--symptom", "nope")
    #expect(unknown.status == 2)
  }

  @Test("through a pipe: the symptom menu, the checks, then the fix and its section on stdout")
  func pipe() async throws {
    let run = try await runThroughPipe(
      ["diagnose", "--content", shippedContent], input: "2\nno\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("Which symptom?"))
    #expect(run.errors.contains("> 1. Task never runs?"))
    #expect(run.errors.contains("Expiration handler set as the first statement of the handler?"))
    #expect(run.output.contains("Recommendation: Install it before any work starts"))
    #expect(run.output.contains("Explained in"))
    #expect(run.output.contains("Expiration and Completion Checks"))
    #expect(run.output.contains("background-processing-diag#expiration-and-completion-checks"))
  }

  @Test("every fix of the shipped diagnostic trees links sections that resolve")
  func everyFixResolves() throws {
    let graph = try CorpusLoader(folders: [shippedContent]).load()
    let engine = DecisionEngine(graph: graph)
    let trees = graph.decisionTrees.filter {
      graph.skill(withID: $0.skillID)?.type == .diagnostic
    }
    #expect(trees.count == 6)
    for tree in trees {
      var pending: [[String: String]] = [[:]]
      while let answers = pending.popLast() {
        let decision = try engine.decide(tree: tree, answers: answers, facts: DecisionFacts([:]))
        if let question = decision.question {
          for option in question.options.dropLast(2) {
            pending.append(answers.merging([question.id: option.id]) { _, new in new })
          }
          continue
        }
        let outcome = try #require(decision.outcome)
        let links = engine.links(of: outcome, in: tree)
        #expect(!links.isEmpty, "\(outcome.title)")
        #expect(links.allSatisfy { $0.kind == .section }, "\(outcome.title): \(links)")
      }
    }
  }
}

/// `diagnose` with the symptom in the developer's own words.
@Suite("diagnose in words")
struct DiagnoseInWordsTests {
  func diagnose(_ words: String) -> CLIResult {
    skillgraph(
      "diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--",
      words)
  }

  @Test(
    "words describing a symptom open its tree",
    arguments: [
      ("my refresh task never runs", "background-processing-diag/tree-1"),
      ("the background download is lost and restarts", "background-processing-diag/tree-5"),
      // NB: a title's code word ("0x8badf00d" is a way a task terminates early) or a title's
      // generic words ("never gets called") against what the rest of the description and the
      // best ten results say together.
      (
        "watchdog 0x8badf00d while our app moves to the background, the main thread is flushing"
          + " logs in applicationDidEnterBackground", "background-processing-diag/tree-6"
      ),
      (
        "the background URLSession download completes while suspended but my completion handler"
          + " never gets called and the UI shows it still downloading",
        "background-processing-diag/tree-5"
      ),
    ])
  func routes(words: String, tree: String) throws {
    let result = diagnose(words)
    #expect(result.status == 0, "\(result.errors)")
    #expect((try result.data()["tree"] as? [String: Any])?["id"] as? String == tree)
  }

  @Test("words the content does not cover say so and exit 2")
  func notCovered() {
    let result = diagnose("my Kotlin coroutine crashes on Android")
    #expect(result.status == 2)
    #expect(result.output.contains("the content does not seem to cover it"))
  }
}
