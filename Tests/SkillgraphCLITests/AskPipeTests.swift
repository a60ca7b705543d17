import Foundation
import Testing

/// The main tree's first question.
let firstQuestion = "what-does-the-app-need-to-do-while-it-is-not-on-screen"

/// `ask` arguments on the shipped content and templates.
func askArguments(_ extra: String...) -> [String] {
  ["ask", "--content", shippedContent, "--templates", shippedTemplates] + extra
}

/// `diagnose` of the shipped content with `words`, on the query tests' index.
func diagnoseArguments(_ words: String) -> [String] {
  ["diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, words]
}

/// `ask` driven through a pipe: one line per answer, menus on stderr, the answer on stdout.
@Suite("ask through a pipe")
struct AskPipeTests {
  @Test("numbers walk to an outcome: the recommendation on stdout, the menus on stderr")
  func fullPath() async throws {
    let run = try await runThroughPipe(askArguments(), input: "1\n2\nn\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "Recommendation: BGContinuedProcessingTask when #available(iOS 26, *), else beginBackgroundTask"
      ))
    for heading in ["Why", "Alternatives", "Watch out"] { #expect(run.output.contains(heading)) }
    #expect(!run.output.contains("> 1."))
    #expect(run.errors.contains("> 1. Finish something the user explicitly started"))
    #expect(run.errors.contains("Which iOS version is the oldest you support?"))
    #expect(run.errors.contains("Render the template bg-continued-processing"))
    #expect(!hasColorCodes(run.output + run.errors))
  }

  @Test("a symptom described goes to the symptom tree diagnose chooses")
  func symptomDescribed() async throws {
    let run = try await runThroughPipe(
      askArguments(
        "My processing task com.example.reindex sometimes gets cut off halfway through, and "
          + "afterwards it seems never to run again. How should my handler deal with being "
          + "stopped early?"), input: "q\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains("Decision: Task terminates early? (background-processing-diag/tree-2)"),
      "\(run.errors.prefix(300))")
  }

  @Test("a description answers the questions it settles, each shown with its words")
  func description() async throws {
    let run = try await runThroughPipe(
      askArguments("user taps export, 5 minutes of work, app supports iOS 16"), input: "n\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "Recommendation: BGContinuedProcessingTask when #available(iOS 26, *), else beginBackgroundTask"
      ))
    #expect(run.errors.contains("(from your words “"))
    #expect(!run.errors.contains("> 1. Finish something the user explicitly started"))
  }

  @Test("a description chooses the tree it names; one that fits none offers the trees")
  func descriptionChoosesTree() async throws {
    let lost = try await runThroughPipe(
      askArguments("the background download is lost and restarts"), input: "q\n")
    #expect(lost.errors.contains("Decision: Download lost? (background-processing-diag/tree-5)"))
    let offTopic = try await runThroughPipe(askArguments("center a view in SwiftUI"), input: "q\n")
    #expect(offTopic.status == 0, "\(offTopic.errors)")
    #expect(offTopic.errors.contains("no decision tree fits 'center a view in SwiftUI'"))
    #expect(!offTopic.errors.contains("; trees:"))
    #expect(
      offTopic.errors.contains(
        "> 1. What does the app need to do while it is not on screen?  (background-processing)"))
  }

  @Test("an option's first letters or its ID answer as its number does")
  func lettersAndIDs() async throws {
    let letters = try await runThroughPipe(askArguments(), input: "larg\nupl\nn\n")
    #expect(
      letters.output.contains(
        "Recommendation: Background URLSession upload task from a file (Pattern 6)"))
    let id = try await runThroughPipe(
      askArguments(), input: "large-download-or-upload\ndownload-episodes-maps-video\nn\n")
    #expect(id.output.contains("Recommendation: Background URLSession download task"))
    let ambiguous = try await runThroughPipe(askArguments(), input: "ios\nq\n")
    #expect(ambiguous.errors.contains("'ios' is not an option"))
  }

  @Test("b re-asks the previous question with its answer highlighted; at the first it says so")
  func back() async throws {
    let run = try await runThroughPipe(askArguments(), input: "b\n2\nb\n\nb\nb\n4\n1\nn\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("Nothing to go back to"))
    let afterBack = try #require(run.errors.range(of: "← back to: What does the app need"))
      .upperBound
    #expect(run.errors[afterBack...].contains("> 2. Keep content fresh throughout the day?"))
    #expect(run.output.contains("Recommendation: Background URLSession download task"))
    #expect(!run.output.contains("Keep content fresh throughout the day? Runtime"))
  }

  @Test("u lists the candidates; one can be chosen, or q prints them all")
  func notSure() async throws {
    let chosen = try await runThroughPipe(askArguments(), input: "u\n2\nn\n")
    #expect(chosen.status == 0)
    #expect(chosen.errors.contains("outcomes remain"))
    #expect(chosen.output.contains("else beginBackgroundTask + save progress (Pattern 4)"))
    let all = try await runThroughPipe(askArguments(), input: "u\nq\n")
    #expect(all.status == 0)
    #expect(all.output.contains("Candidates"))
    #expect(all.output.contains("Background URLSession upload task from a file (Pattern 6)"))
    let none = try await runThroughPipe(askArguments(), input: "8\nq\n")
    #expect(none.output.contains("No recommendation"))
  }

  @Test("the candidates' menu shows a link's label, not its Markdown")
  func candidatesWithoutMarkdown() async throws {
    let run = try await runThroughPipe(
      diagnoseArguments("my refresh task never runs"), input: "u\nq\n")
    #expect(run.status == 0, "\(run.errors)")
    let menu = try #require(run.errors.range(of: "Choose one to see it in full:"))
    let lines = run.errors[menu.upperBound...].split(separator: "\n").prefix(3)
    #expect(lines.contains { $0.hasSuffix("trigger the launch with LLDB (Testing)") }, "\(lines)")
    #expect(!run.errors[menu.upperBound...].contains("](#"), "\(run.errors)")
  }

  @Test("? prints the source lines behind the question and asks it again")
  func explain() async throws {
    let run = try await runThroughPipe(askArguments(), input: "2\n?\nq\n")
    #expect(run.status == 0)
    #expect(run.errors.contains("Content/background-processing.md:160-166"))
    #expect(run.errors.contains("│ │  ├─ Runtime ≤ 30 seconds? → Is the app built on the SwiftUI"))
    #expect(run.errors.contains("Decision Tree"))
    #expect(!run.errors.contains("│ ├─ Large download or upload?"))
  }

  @Test("q stops with exit 0, nothing on stdout, and the decide command for the same point")
  func quit() async throws {
    let run = try await runThroughPipe(askArguments(), input: "1\nq\n")
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("Stopped before a recommendation"))
    #expect(
      run.errors.contains("--answer \(firstQuestion)=finish-something-the-user-explicitly-started"))
  }

  @Test("the input closing mid-session exits 3 with a clear message")
  func closedInput() async throws {
    let run = try await runThroughPipe(askArguments(), input: "1\n")
    #expect(run.status == 3)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.contains(
        "input closed before the question was answered: “Which iOS version is the oldest"))
    let empty = try await runThroughPipe(askArguments(), input: "")
    #expect(empty.status == 3)
  }

  @Test("--json is refused with a pointer to decide --json")
  func json() throws {
    let result = skillgraph(arguments: askArguments("--json"))
    #expect(result.status == 64)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect((error["message"] as? String)?.contains("decide --json") == true)
  }
}

@Suite("ask --follow-links")
struct AskFollowLinksTests {
  @Test("an outcome that links one skill goes on with that skill's questions, and says so")
  func followsLinks() async throws {
    let folder = try DecideFollowLinksTests.cyclingSuite()
    defer { folder.remove() }
    let transcript = folder.path + "/session.md"
    let run = try await runThroughPipe(
      [
        "ask", "--content", folder.path, "--tree", "relay/tree-1", "--follow-links",
        "--transcript", transcript,
      ], input: "1\n1\n2\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("Pong or stop?"))
    #expect(run.errors.contains("leads on to “Pong"))
    #expect(run.output.contains("Recommendation: Done"))
    let saved = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(saved.contains("--content \(folder.path) --tree relay/tree-1 --follow-links"))
  }

  @Test("without the flag the walk ends at the router's outcome")
  func staysWithoutFlag() async throws {
    let folder = try DecideFollowLinksTests.cyclingSuite()
    defer { folder.remove() }
    let run = try await runThroughPipe(
      ["ask", "--content", folder.path, "--tree", "relay/tree-1"], input: "1\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("Ping or stop?"))
    #expect(run.output.contains("Recommendation:"))
  }
}
