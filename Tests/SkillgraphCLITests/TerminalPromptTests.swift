import Foundation
import Skillgraph
import SkillgraphTestSupport
import Testing

/// The prompts and messages of the command line on a real pseudo-terminal: yes/no prompts, yes/no
/// menus, narrow terminals, and the messages that point at what was meant.
@Suite("prompts and messages on a terminal")
struct TerminalPromptTests {
  let diagnoseArguments = [
    "diagnose", "--content", shippedContent, "--symptom", "task-never-runs",
  ]

  /// What the session wrote after the last `marker`.
  func text(after marker: String, in output: String) -> String {
    let output = output.replacingOccurrences(of: "\r\n", with: "\n")
    guard let range = output.range(of: marker, options: .backwards) else { return "" }
    return String(output[range.upperBound...])
  }

  @Test("a yes/no prompt takes y, n or Enter; other keys ask again and nothing leaks onward")
  func yesNoPrompt() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send("3"), .expect("Render the template"), .send("xyz\r"),
        .expect("Type y or n"), .expect("[Y/n]"), .send("yzz\r"), .expect("bundleID ["),
        .send("\u{3}"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 130)
    #expect(session.restored)
    // NB: the keys typed after `y` were dropped: the bundle ID prompt received none of them.
    let bundlePrompt = text(after: "bundleID [", in: session.output)
    #expect(!bundlePrompt.contains("z"), "\(bundlePrompt)")
    #expect(!bundlePrompt.contains("is not a reverse-DNS"))
  }

  @Test("y and n answer a YES/NO question at once; YES is always option 1")
  func yesNoMenu() async throws {
    let session = try await runInTerminal(
      diagnoseArguments,
      steps: [
        .expect("Testing in the Simulator?"), .expect("q quit"), .send("n"), .expect("→ NO"),
        .expect("same spelling and case?"), .expect("q quit"), .send("y"), .expect("→ YES"),
        .expect("q quit"), .send("q"),
      ], environment: ["NO_COLOR": "1"])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(!session.output.contains("no option starts with"))
    let firsts = session.output.matches(of: /([>\s]) 1\. (YES|NO)\b/).map { String($0.2) }
    #expect(firsts.count >= 3)
    #expect(firsts.allSatisfy { $0 == "YES" }, "\(firsts)")
  }

  @Test("at 40 columns the options and the key help wrap whole, nothing is cut")
  func narrowTerminal() async throws {
    let session = try await runInTerminal(
      askArguments(), steps: [.expect("q quit"), .send("q")],
      environment: ["NO_COLOR": "1"], columns: 40)
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(!session.output.contains("…"))
    #expect(session.output.contains("button tap)?"))
    #expect(session.output.contains("↑↓ Enter"))
    let menu = text(after: "not on screen?", in: session.output)
    let menuLines = menu.split(whereSeparator: \.isNewline).map {
      $0.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").replacingOccurrences(of: "\r", with: "")
    }.prefix { !$0.hasPrefix("→") }
    #expect(!menuLines.isEmpty)
    for line in menuLines { #expect(line.count <= 40, "\(line)") }
  }

  @Test("at 40 columns the question and the answer echoed wrap at words too")
  func narrowTerminalQuestionAndAnswer() async throws {
    let session = try await runInTerminal(
      askArguments(), steps: [.expect("q quit"), .send("1"), .expect("q quit"), .send("q")],
      environment: ["NO_COLOR": "1"], columns: 40)
    #expect(session.failure == nil, "\(session.output)")
    let lines = session.output.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
      .replacingOccurrences(of: "\r", with: "\n").split(whereSeparator: \.isNewline)
    let said = lines.filter {
      $0.hasPrefix("What does the app need") || $0.hasPrefix("→ Finish something")
        || $0.hasPrefix("Answer with a number") || $0.hasPrefix("Stopped before")
    }
    #expect(said.count == 4, "\(lines)")
    for line in said { #expect(line.count <= 40, "\(line)") }
  }

  @Test("diagnose with --answer says the path once; the alternatives name their question")
  func diagnosePathOnce() async throws {
    let session = try await runInTerminal(
      diagnoseArguments + ["--answer", "testing-in-the-simulator=no"],
      steps: [.expect("same spelling and case?"), .expect("q quit"), .send("n")],
      environment: ["NO_COLOR": "1"])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.output.components(separatedBy: "Testing in the Simulator? NO").count == 2)
    #expect(session.output.contains("Recommendation:"))
    #expect(session.output.contains("to “Identifier in BGTaskSchedulerPermittedIdentifiers"))
    #expect(!session.output.contains("(if you answer: YES)"))
  }

  @Test("ask's Why says what the content says about the choice, not the answers again")
  func whyFromContent() async throws {
    let session = try await runInTerminal(
      askArguments("--fact", "ios=17"),
      steps: [.expect("q quit"), .send("1"), .expect("Render the template"), .send("n")],
      environment: ["NO_COLOR": "1"])
    #expect(session.failure == nil, "\(session.output)")
    let why = text(after: "\nWhy", in: session.output).components(separatedBy: "\nPattern")[0]
    #expect(why.contains("Use when:"))
    #expect(!why.contains("What does the app need to do while it is not on screen?"))
    #expect(!why.contains("Which iOS version"))
  }

  @Test("ask --help lists no --json; ask --json still points at decide --json")
  func askHelp() async throws {
    let help = try await runInTerminal(askArguments("--help"), steps: [])
    #expect(help.status == 0)
    #expect(help.output.contains("--content"))
    #expect(!help.output.contains("  --json"))
    #expect(!help.output.contains("[--json]"))
    let json = try await runInTerminal(askArguments("--json"), steps: [])
    #expect(json.status == 64)
    #expect(json.output.contains("decide --json"))
  }

  @Test("a mistyped command is named with the command it is closest to")
  func commandSuggestion() async throws {
    let session = try await runInTerminal(["qeury", "foo"], steps: [])
    #expect(session.status == 64)
    #expect(session.output.contains("unknown command 'qeury'; did you mean 'query'?"))
  }

  @Test("show of a pattern that does not exist lists the skill's patterns")
  func showListsPatterns() async throws {
    let session = try await runInTerminal(
      ["show", "--content", shippedContent, "background-processing/pattern-99"], steps: [])
    #expect(session.status == 2)
    #expect(session.output.contains("background-processing/pattern-1 (BGAppRefreshTask"))
    #expect(session.output.contains("background-processing/pattern-7"))
    #expect(!session.output.contains("did you mean background-processing?"))
  }

  @Test("render names only the variable that was set wrong, not the defaults made from it")
  func renderOwnProblem() async throws {
    let session = try await runInTerminal(
      [
        "render", "--templates", shippedTemplates, "bg-app-refresh-uikit", "--var",
        "bundleID=com..bad",
      ], steps: [])
    #expect(session.status == 64)
    #expect(session.output.contains("variable 'bundleID'"))
    #expect(!session.output.contains("refreshTaskIdentifier"))
  }

  @Test("a fact no option covers is named with the range the tree is written for")
  func uncoveredFact() async throws {
    let session = try await runInTerminal(
      ["decide", "--content", shippedContent, "--fact", "ios=12"], steps: [],
      environment: ["NO_COLOR": "1"])
    #expect(session.status == 0)
    #expect(session.output.contains("warning: no path of the tree"))
    #expect(session.output.contains("ios=12"))
    #expect(session.output.contains("iOS 13-25"))
    let covered = try await runInTerminal(
      ["decide", "--content", shippedContent, "--fact", "ios=17"], steps: [])
    #expect(!covered.output.contains("warning:"))
  }

  @Test("query -- -minus searches for the text; query -minus says to put -- first")
  func dashLedQuery() async throws {
    let plain = try await runInTerminal(
      ["query", "--content", shippedContent, "--", "-minus"], steps: [])
    #expect(plain.status != 64, "\(plain.output)")
    #expect(!plain.output.contains("Unknown option"))
    let dashed = try await runInTerminal(
      ["query", "--content", shippedContent, "-minus"], steps: [])
    #expect(dashed.status == 64)
    #expect(dashed.output.contains("put -- before the question: skillgraph query -- -minus"))
  }

  @Test("old 40-character IDs still answer: a unique beginning of an ID stands for it")
  func abbreviatedIDs() async throws {
    let session = try await runInTerminal(
      [
        "decide", "--content", shippedContent, "--answer",
        "what-does-the-app-need-to-do-while-it-is=finish-something-the-user-explicitly",
        "--fact", "ios=17",
      ], steps: [])
    #expect(session.status == 0, "\(session.output)")
    #expect(session.output.contains("Recommendation: BGContinuedProcessingTask when #available"))
  }
}

/// The IDs of questions and options: readable, never cut inside a word.
@Suite("decision IDs")
struct DecisionIDTests {
  /// Every word of `id` is a whole word of `text`, in order from the start (a repeat's `-1` and
  /// an aside in parentheses aside).
  static func isWholeWords(_ id: String, of text: String) -> Bool {
    let words = text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
      .map(String.init)
    var parts = id.split(separator: "-").map(String.init)
    if parts.count > 1, Int(parts.last!) != nil,
      words.count < parts.count || words[parts.count - 1] != parts.last!
    {
      parts.removeLast()
    }
    return parts.count <= words.count && Array(words.prefix(parts.count)) == parts
  }

  @Test(
    "no question or option ID is cut inside a word",
    arguments: [shippedContent, "../shared/corpus/axiom/skills"])
  func wholeWords(folder: String) throws {
    let path = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
      .appendingPathComponent(folder).standardized.path
    let resolved = folder == shippedContent ? shippedContent : path
    guard SharedCorpus.isPresent(resolved) else { return }
    let graph = try CorpusLoader(folders: [resolved]).load()
    var checked = 0
    for tree in graph.decisionTrees {
      tree.root.forEachNode { node in
        guard case .question(let question) = node else { return }
        #expect(question.id.count <= 64)
        #expect(
          Self.isWholeWords(question.id, of: question.text) || question.id.hasPrefix("question"),
          "\(question.id) ← \(question.text)")
        for option in question.options where !["yes", "no"].contains(option.id) {
          #expect(
            Self.isWholeWords(option.id, of: option.text) || option.id.hasPrefix("option"),
            "\(option.id) ← \(option.text)")
        }
        checked += 1
      }
    }
    #expect(checked > 0)
  }
}
