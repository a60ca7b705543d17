import Foundation
import Skillgraph
import Testing

/// The shipped `Templates/` folder of this package.
let shippedTemplates = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
  .appendingPathComponent("Templates").path

@Suite("render and decide commands")
struct RenderAndDecideCommandTests {
  @Test("render --list --json lists every template with its typed variables")
  func listsTemplates() throws {
    let result = skillgraph("render", "--list", "--templates", shippedTemplates, "--json")
    #expect(result.status == 0)
    let templates = try #require(try result.data()["templates"] as? [[String: Any]])
    #expect(templates.count == 9)
    #expect(templates.contains { $0["id"] as? String == "background-urlsession-upload" })
    func identifiers(_ id: String) throws -> [[String: Any]] {
      let template = try #require(templates.first { $0["id"] as? String == id })
      let variables = try #require(template["variables"] as? [[String: Any]])
      return variables.filter { $0["type"] as? String == "taskIdentifier" }
    }
    // NB: Apple requires the bundle identifier as the prefix of continued processing tasks
    // only; a refresh task's identifier is any reverse-DNS name.
    #expect(
      try identifiers("bg-continued-processing").map { $0["prefixedBy"] as? String }
        == ["bundleID"])
    #expect(
      try identifiers("bg-app-refresh-uikit").map { $0["prefixedBy"] as? String } == [nil])
  }

  @Test("render prints the files with the user's identifiers, escaped for Swift and XML")
  func rendersWithValues() throws {
    let result = skillgraph(
      "render", "bg-continued-processing", "--templates", shippedTemplates, "--var",
      "bundleID=org.acme.notes",
      "--var", #"jobTitle=Export "Q3" \ draft"#, "--json")
    #expect(result.status == 0, "\(result.errors)")
    let files = try #require(try result.data()["files"] as? [[String: Any]])
    let swift = files.compactMap { $0["contents"] as? String }.joined()
    #expect(swift.contains(#""Export \"Q3\" \\ draft""#))
    #expect(swift.contains("org.acme.notes.export"))
    #expect(firstUnsortedKeys(in: result.output) == nil)
  }

  @Test("invalid values exit 64, name each variable and rule, and write nothing")
  func invalidValues() throws {
    let folder = try ContentFolder([:])
    defer { folder.remove() }
    let result = skillgraph(
      "render", "bg-continued-processing", "--templates", shippedTemplates, "--output",
      folder.path, "--var", "jobIdentifierPrefix=com.other.export", "--json")
    #expect(result.status == 64)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "invalid-value")
    let message = try #require(error["message"] as? String)
    #expect(
      message.contains("jobIdentifierPrefix")
        && message.contains("must start with 'com.example.app.'"), "\(message)")
    let refresh = skillgraph(
      "render", "bg-app-refresh-uikit", "--templates", shippedTemplates, "--var",
      "refreshTaskIdentifier=com.other.refresh", "--var", "refreshInterval=-5m", "--json")
    let refreshMessage = try #require(
      (try refresh.json()["error"] as? [String: Any])?["message"] as? String)
    #expect(!refreshMessage.contains("refreshTaskIdentifier"), "\(refreshMessage)")
    #expect(refreshMessage.contains("refreshInterval") && refreshMessage.contains("negative"))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    #expect(written.isEmpty)
  }

  @Test("an unknown template exits 2 and a malformed --var exits 64")
  func unknownTemplate() {
    #expect(skillgraph("render", "nope", "--templates", shippedTemplates).status == 2)
    #expect(
      skillgraph("render", "silent-push", "--templates", shippedTemplates, "--var", "novalue")
        .status == 64)
  }

  @Test("an empty --output is a usage error (64), not the root folder")
  func emptyOutput() {
    let result = skillgraph(
      "render", "bg-app-refresh-uikit", "--templates", shippedTemplates, "--output", "")
    #expect(result.status == 64)
    #expect(result.errors.contains("--output must name a folder"))
    #expect(!FileManager.default.fileExists(atPath: "/AppDelegate.swift"))
  }

  @Test("decide --json asks the first question of the main tree with none and not-sure options")
  func decideAsks() throws {
    let result = skillgraph("decide", "--content", shippedContent, "--json")
    #expect(result.status == 0)
    let data = try result.data()
    #expect(data["status"] as? String == "question")
    let question = try #require(data["question"] as? [String: Any])
    let options = try #require(question["options"] as? [[String: Any]]).compactMap {
      $0["id"] as? String
    }
    #expect(options.suffix(2) == ["none", "not-sure"])
    #expect((data["tree"] as? [String: Any])?["id"] as? String == "background-processing/tree-1")
  }

  /// `decide --json` for work the user started, on iOS 26, with one `--template-var`.
  func decideUserStartedWork(templateVariable: String) -> CLIResult {
    skillgraph(
      "decide", "--content", shippedContent, "--templates", shippedTemplates, "--json",
      "--answer", "what-does-the-app-need-to-do-while-it-is=finish-something-the-user-explicitly",
      "--fact", "ios=26", "--template-var", templateVariable)
  }

  @Test("decide --json settles guards from facts and renders the template with --template-var")
  func decideWithFacts() throws {
    let result = decideUserStartedWork(templateVariable: "bundleID=org.acme.notes")
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    #expect(data["status"] as? String == "outcome")
    let path = try #require(data["path"] as? [[String: Any]])
    #expect(path.last?["settledBy"] as? String == "fact:ios")
    let outcome = try #require(data["outcome"] as? [String: Any])
    #expect(outcome["taskType"] as? String == "BGContinuedProcessingTask")
    #expect(outcome["template"] as? String == "bg-continued-processing")
    let rendered = try #require(data["rendered"] as? [String: Any])
    #expect((rendered["files"] as? [[String: Any]])?.isEmpty == false)
  }

  @Test("decide reports a malformed answer and an unknown fact with exit 64")
  func decideErrors() throws {
    #expect(skillgraph("decide", "--content", shippedContent, "--answer", "oops").status == 64)
    let result = skillgraph(
      "decide", "--content", shippedContent, "--fact", "colour=blue", "--json")
    #expect(result.status == 64)
    #expect((try result.json()["error"] as? [String: Any])?["message"] as? String != nil)
  }

  @Test("decide's --template-var without '=' is a usage error that reads as a sentence")
  func decideTemplateVariableWithoutValue() throws {
    let result = decideUserStartedWork(templateVariable: "bundleID")
    #expect(result.status == 64)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["message"] as? String == "'bundleID' is not NAME=VALUE")
  }
}

@Suite("decide --json through every outcome of the shipped tree")
struct DecideEveryOutcomeTests {
  /// The answers of every path to an outcome, as `--answer` arguments.
  static func answerPaths(_ node: DecisionNode, _ answers: [String] = []) -> [([String], String)] {
    switch node {
    case .outcome(let outcome): return [(answers, outcome.id)]
    case .question(let question):
      return question.options.flatMap { option -> [([String], String)] in
        guard let next = option.next else { return [] }
        return answerPaths(next, answers + ["--answer", "\(question.id)=\(option.id)"])
      }
    }
  }

  @Test("each path answers status outcome with that outcome, its pattern and its template")
  func everyOutcome() throws {
    let graph = try CorpusLoader(folders: [shippedContent]).load()
    let tree = try #require(graph.decisionTrees.first { $0.id == "background-processing/tree-1" })
    let paths = Self.answerPaths(tree.root)
    #expect(paths.count == tree.root.outcomes.count)
    for (answers, outcomeID) in paths {
      let result = skillgraph(
        arguments: [
          "decide", "--content", shippedContent, "--templates", shippedTemplates, "--json",
        ]
          + answers)
      #expect(result.status == 0, "\(answers): \(result.errors)")
      let data = try result.data()
      #expect(data["status"] as? String == "outcome")
      let outcome = try #require(data["outcome"] as? [String: Any])
      #expect(outcome["id"] as? String == outcomeID)
      #expect(outcome["pattern"] is [String: Any], "\(outcomeID) has no pattern")
      // NB: the other background modes (Pattern 8 and up) have no code template.
      let numbers = (outcome["pattern"] as? [String: Any])?["id"] as? String ?? ""
      guard let number = Int(numbers.split(separator: "-").last ?? ""), number <= 7 else {
        continue
      }
      #expect(outcome["template"] is String, "\(outcomeID) has no template")
    }
  }
}

@Suite("decide --follow-links walks on into linked skills and stops at a cycle")
struct DecideFollowLinksTests {
  /// A suite whose router sends to `ping`, whose tree sends to `pong`, whose tree sends back.
  static func cyclingSuite() throws -> ContentFolder {
    try ContentFolder([
      "relay/SKILL.md": """
      ---
      name: relay
      description: Use when testing links.
      ---
      # Relay

      ## Decision Tree

      1. Want ping? → skills/ping.md
      2. Want something else? → skills/other.md
      """,
      "relay/skills/ping.md": """
      # Ping

      ## Decision Tree

      ```
      Ping or stop?
      ├─ Go on? → skills/pong.md
      └─ Stop? → Done
      ```
      """,
      "relay/skills/pong.md": """
      # Pong

      ## Decision Tree

      ```
      Pong or stop?
      ├─ Back? → skills/ping.md
      └─ Stop? → Done
      ```
      """,
      "relay/skills/other.md": "# Other\n\nNothing here.\n",
    ])
  }

  @Test("answers for the linked trees carry the walk through two hops to an outcome")
  func followsLinks() throws {
    let folder = try Self.cyclingSuite()
    defer { folder.remove() }
    let result = skillgraph(
      "decide", "--content", folder.path, "--tree", "relay/tree-1", "--follow-links", "--json",
      "--answer", "which-of-these-applies=want-ping", "--answer", "ping-or-stop=go-on",
      "--answer", "pong-or-stop=stop")
    #expect(result.status == 0, "\(result.output) \(result.errors)")
    let data = try result.data()
    #expect(data["status"] as? String == "outcome")
    let path = try #require(data["path"] as? [[String: Any]])
    #expect(
      path.compactMap { $0["settledBy"] as? String } == [
        "answer", "link", "answer", "link", "answer",
      ])
  }

  @Test("a cycle through skills/x.md links exits 1 with the trees of the cycle")
  func reportsCycle() throws {
    let folder = try Self.cyclingSuite()
    defer { folder.remove() }
    let result = skillgraph(
      "decide", "--content", folder.path, "--tree", "relay/tree-1", "--follow-links", "--json",
      "--answer", "which-of-these-applies=want-ping", "--answer", "ping-or-stop=go-on",
      "--answer", "pong-or-stop=back")
    #expect(result.status == 1)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "cycle")
    #expect(
      (error["message"] as? String)?.contains(
        "relay--ping/tree-1 → relay--pong/tree-1 → relay--ping/tree-1") == true)
  }
}

/// `decide --situation`: the tree chosen for a situation in words.
@Suite("decide with a situation")
struct DecideSituationTests {
  func decide(_ situation: String) -> CLIResult {
    skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--json",
      "--situation", situation)
  }

  @Test("a situation the content covers opens a tree and lists the questions to answer")
  func covered() throws {
    let result = decide("user-started video export that must go on in the background")
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    #expect((data["tree"] as? [String: Any])?["id"] as? String == "background-processing/tree-1")
    #expect((data["path"] as? [[String: Any]])?.first?["settledBy"] as? String == "situation")
    #expect(((data["remaining"] as? [Any])?.count ?? 0) >= 1)
  }

  @Test("a situation the content does not cover is not found, and says so")
  func notCovered() throws {
    let result = decide("schedule a periodic job with Android WorkManager")
    #expect(result.status == 2)
    #expect(result.output.contains("the content does not seem to cover it"))
  }
}

/// A tree named and a description given: the description answers the named tree's questions.
@Suite("tree named with a description")
struct TreeNamedWithDescriptionTests {
  @Test("decide with --tree and --situation, diagnose with --symptom and words: the words answer")
  func answered() throws {
    let decide = skillgraph(
      "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--json", "--tree",
      "background-processing/tree-1", "--situation", "video export the user started")
    #expect(decide.status == 0, "\(decide.output)")
    let path = try decide.data()["path"] as? [[String: Any]] ?? []
    #expect(path.first?["settledBy"] as? String == "situation")
    let diagnose = skillgraph(
      "diagnose", "--content", shippedContent, "--index", QueryTestIndex.content, "--json",
      "--symptom", "download-lost", "--", "my refresh task never runs")
    #expect(diagnose.status == 0, "\(diagnose.output)")
    #expect(
      (try diagnose.data()["tree"] as? [String: Any])?["id"] as? String
        == "background-processing-diag/tree-5")
  }
}
