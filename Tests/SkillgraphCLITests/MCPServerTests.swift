import Foundation
import SkillgraphTestSupport
import Testing

@Suite("skillgraph-mcp, driven over pipes as an MCP client drives it", .serialized)
struct MCPServerTests {
  static let shipped = [
    "--content", shippedContent, "--templates", shippedTemplates, "--index", QueryTestIndex.content,
  ]
  static let sample = ["--content", AxiomSample.folder, "--index", AxiomSample.index]

  /// A tool call, the command line that must answer the same, and the schema of the answer.
  struct Case: CustomTestStringConvertible, Sendable {
    var tool: String
    var arguments: [String: any Sendable]
    var command: [String]
    var server: [String] = MCPServerTests.shipped
    /// Keys of the answer that depend on what ran before (`index`: what the call re-indexed).
    var unstable: [String] = []
    var testDescription: String { "\(tool) \(command.joined(separator: " "))" }
  }

  static let cases: [Case] = [
    Case(
      tool: "search", arguments: ["query": "task never runs", "limit": 3],
      command: [
        "query", "task never runs", "--limit", "3", "--content", shippedContent, "--index",
        QueryTestIndex.content,
      ], unstable: ["index"]),
    Case(
      tool: "search",
      arguments: ["query": "export keeps running", "facts": ["ios": "17"], "maxTokens": 300],
      command: [
        "query", "export keeps running", "--fact", "ios=17", "--max-tokens", "300", "--content",
        shippedContent, "--index", QueryTestIndex.content,
      ], unstable: ["index"]),
    Case(
      tool: "search", arguments: ["query": "task never runs", "maxTokens": 0],
      command: [
        "query", "task never runs", "--full", "--content", shippedContent, "--index",
        QueryTestIndex.content,
      ], unstable: ["index"]),
    Case(
      tool: "search",
      arguments: ["query": "model not available on device", "limit": 2, "kind": "section"],
      command: [
        "query", "model not available on device", "--limit", "2", "--kind", "section", "--content",
        AxiomSample.folder, "--index", AxiomSample.index,
      ], server: MCPServerTests.sample, unstable: ["index"]),
    Case(
      tool: "read", arguments: ["id": "background-processing#core-principles"],
      command: ["show", "background-processing#core-principles", "--content", shippedContent]),
    Case(
      tool: "read", arguments: ["id": "background-processing/tree-1"],
      command: ["show", "background-processing/tree-1", "--content", shippedContent]),
    Case(
      tool: "decide", arguments: ["allAlternatives": true],
      command: ["decide", "--content", shippedContent]),
    Case(
      tool: "decide",
      arguments: [
        "allAlternatives": true,
        "answers": [
          "what-does-the-app-need-to-do-while-it-is": "finish-something-the-user-explicitly"
        ],
        "facts": ["ios": "26"], "templateVariables": ["bundleID": "org.acme.notes"],
      ],
      command: [
        "decide", "--content", shippedContent, "--templates", shippedTemplates, "--answer",
        "what-does-the-app-need-to-do-while-it-is=finish-something-the-user-explicitly",
        "--fact", "ios=26", "--template-var", "bundleID=org.acme.notes",
      ]),
    Case(
      tool: "decide",
      arguments: [
        "situation": "user-started video export that must go on in the background",
        "allAlternatives": true,
      ],
      command: [
        "decide", "--content", shippedContent, "--index", QueryTestIndex.content, "--situation",
        "user-started video export that must go on in the background",
      ]),
    Case(
      tool: "render",
      arguments: ["template": "silent-push", "variables": ["bundleID": "org.acme.notes"]],
      command: [
        "render", "silent-push", "--templates", shippedTemplates, "--var",
        "bundleID=org.acme.notes",
      ]),
    Case(
      tool: "decide", arguments: ["tree": "axiom-ai/tree-1", "allAlternatives": true],
      command: ["decide", "--tree", "axiom-ai/tree-1", "--content", AxiomSample.folder],
      server: MCPServerTests.sample),
    Case(
      tool: "catalog", arguments: [:],
      command: [
        "catalog", "--content", shippedContent, "--templates", shippedTemplates, "--limit", "40",
      ]),
    Case(
      tool: "catalog", arguments: [:],
      command: ["catalog", "--content", AxiomSample.folder, "--limit", "40"],
      server: MCPServerTests.sample),
    Case(
      tool: "catalog", arguments: ["kind": "trees", "words": "download", "limit": 3],
      command: [
        "catalog", "--content", AxiomSample.folder, "--kind", "trees", "--words", "download",
        "--limit", "3",
      ],
      server: MCPServerTests.sample),
    Case(
      tool: "audit", arguments: ["path": auditFixture],
      command: ["audit", auditFixture, "--content", shippedContent]),
    Case(
      tool: "decide",
      arguments: [
        "project": auditFixturesFolder + "/objc-app", "target": "Legacy", "allAlternatives": true,
        "answers": [
          "what-does-the-app-need-to-do-while-it-is": "keep-content-fresh-throughout-the-day",
          "how-long-does-the-work-need-to-run": "runtime-30-seconds",
          "is-the-app-built-on-the-swiftui-app-life": "no",
        ],
      ],
      command: [
        "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/objc-app",
        "--target", "Legacy", "--answer",
        "what-does-the-app-need-to-do-while-it-is=keep-content-fresh-throughout-the-day",
        "--answer", "how-long-does-the-work-need-to-run=runtime-30-seconds", "--answer",
        "is-the-app-built-on-the-swiftui-app-life=no",
      ]),
    Case(
      tool: "read", arguments: ["id": "axiom-ai--foundation-models#mandatory-first-steps"],
      command: [
        "show", "axiom-ai--foundation-models#mandatory-first-steps", "--content",
        AxiomSample.folder,
      ],
      server: MCPServerTests.sample),
  ]

  @Test("initialize names the server and orders the tools; tools/list gives six tools")
  func handshake() async throws {
    let client = try MCPTestClient(Self.shipped)
    defer { client.stop() }
    try client.request(
      1, "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any],
        "clientInfo": ["name": "skillgraph-tests", "version": "1"],
      ])
    let result = try #require(try await client.response(1)["result"] as? [String: Any])
    #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "skillgraph-mcp")
    #expect((result["capabilities"] as? [String: Any])?["tools"] != nil)
    let instructions = try #require(result["instructions"] as? String)
    let order = ["`search`", "`read`", "`decide`", "`render`", "`catalog`", "`audit`"].compactMap {
      instructions.range(of: $0)?.lowerBound
    }
    #expect(order.count == 6 && order == order.sorted(), "instructions: \(instructions)")
    try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    try client.request(2, "tools/list")
    let list = try #require(try await client.response(2)["result"] as? [String: Any])
    let tools = try #require(list["tools"] as? [[String: Any]])
    #expect(
      tools.compactMap { $0["name"] as? String } == [
        "search", "read", "decide", "render", "catalog", "audit",
      ])
    for tool in tools {
      let name = tool["name"] as? String ?? "?"
      let description = tool["description"] as? String ?? ""
      #expect(description.hasPrefix("Use this when") && !description.contains("\n"), "\(name)")
      let input = try #require(tool["inputSchema"] as? [String: Any])
      #expect(input["type"] as? String == "object")
      #expect(input["additionalProperties"] as? Bool == false)
      let output = try #require(tool["outputSchema"] as? [String: Any])
      #expect(output["type"] as? String == "object")
      let file = JSONSchemas.folder.appendingPathComponent("mcp-\(name).schema.json")
      let onDisk = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
      #expect(sameJSON(output, onDisk), "the served output schema of \(name) differs from \(file)")
    }
  }

  // NB: the cases are checked in three tests, each with one server for all its calls and one
  // schema validation for each tool, so that none waits for a dozen servers one after another.
  @Test("each tool answers what its command answers, valid against its schema: Content")
  func toolMatchesCommand() async throws {
    try await Self.expectAnswersMatchCommands(Self.cases.filter { $0.server == Self.shipped })
  }

  @Test("each tool answers what its command answers, valid against its schema: Axiom searched")
  func axiomSearchMatchesCommand() async throws {
    try await Self.expectAnswersMatchCommands(
      Self.cases.filter { $0.server == Self.sample && ["search", "read"].contains($0.tool) })
  }

  @Test("each tool answers what its command answers, valid against its schema: Axiom browsed")
  func axiomBrowsingMatchesCommand() async throws {
    try await Self.expectAnswersMatchCommands(
      Self.cases.filter { $0.server == Self.sample && !["search", "read"].contains($0.tool) })
  }

  @Test("every case is served by Content or the Axiom sample")
  func everyCaseChecked() {
    #expect(Self.cases.allSatisfy { [Self.shipped, Self.sample].contains($0.server) })
  }

  /// Expects each of `cases`, all served by one server, to answer as its command answers, the
  /// text being the structured content, valid against its tool's output schema.
  static func expectAnswersMatchCommands(_ cases: [Case]) async throws {
    let server = try #require(cases.first).server
    let client = try await MCPTestClient.started(server)
    defer { client.stop() }
    for (place, testCase) in cases.enumerated() {
      try #require(testCase.server == server)
      try client.call(place + 1, testCase.tool, testCase.arguments)
    }
    // NB: the commands run while the server works; a command that searches and the server take
    // turns at the index's lock, so that the index is built once.
    let commands = cases.map { $0.command + ["--json"] }
    async let ran = Self.run(commands, at: Set(commands.indices))
    var structured: [Int: [String: Any]] = [:]
    var documents: [String: [(name: String, json: String)]] = [:]
    var names: [String] = []
    for (place, testCase) in cases.enumerated() {
      let name = testCase.testDescription
      let reply = try ToolReply(try await client.response(place + 1))
      #expect(!reply.isError, "\(name): \(reply.text.prefix(300))")
      let answer = try #require(reply.structured, "\(name)")
      #expect(
        sameJSON(answer, try reply.textJSON()), "\(name): the text is not the structured content")
      structured[place] = answer
      documents["mcp-\(testCase.tool)", default: []].append(("case-\(place)", try jsonText(answer)))
      names.append("case-\(place): \(name)")
    }
    // NB: the answers are validated while the commands run, every tool's schema in one run of
    // the validator, a child process awaited, not a thread.
    async let validated = JSONSchemas.validate(
      documents.map { (schema: $0.key, documents: $0.value) })
    let results = await ran
    for (place, testCase) in cases.enumerated() {
      let name = testCase.testDescription
      let expected = try #require(results[place]).data()
      let stable = try #require(structured[place]).filter { !testCase.unstable.contains($0.key) }
      #expect(
        sameJSON(stable, expected.filter { !testCase.unstable.contains($0.key) }),
        "\(name): the tool's answer differs from the command's")
    }
    let (status, output) = try await validated
    #expect(status == 0, "\(output)\n\(names.joined(separator: "\n"))")
  }

  /// The results of the command lines of `commands` at `places`, run side by side, by place.
  // NB: on Dispatch's threads, not in tasks: each run blocks its thread until it is done, and
  // blocked tasks would hold the few cooperative threads the other tests wait on.
  static func run(_ commands: [[String]], at places: Set<Int>) async -> [Int: CLIResult] {
    let results = Watched([Int: CLIResult]())
    for place in places {
      let command = commands[place]
      DispatchQueue.global().async {
        let result = skillgraph(arguments: command)
        results.update { $0[place] = result }
      }
    }
    return await results.wait { $0.count == places.count }
  }

  @Test(
    "read with sections gives only those sections of the skill, whole, in document order",
    .needsSharedCorpus(SharedCorpus.axiomSkills))
  func readSections() async throws {
    let client = try await MCPTestClient.started(Self.sample)
    defer { client.stop() }
    let skill = "axiom-ai--foundation-models"
    let reply = try await client.result(
      1, "read", ["id": skill, "sections": ["mandatory first steps", "When to Use This Skill"]])
    let data = try #require(reply.structured, "\(reply.text.prefix(300))")
    let sections = try #require(data["sections"] as? [[String: Any]])
    let ids = sections.compactMap { $0["id"] as? String }
    #expect(ids == ["\(skill)#when-to-use-this-skill", "\(skill)#mandatory-first-steps"])
    let parts = try ids.map {
      try #require(
        try skillgraph("show", $0, "--content", AxiomSample.folder, "--json").data()["markdown"])
    }
    #expect(
      data["markdown"] as? String == parts.compactMap { $0 as? String }.joined(separator: "\n\n"))
    #expect(data["id"] as? String == skill)
    let (status, output) = try await JSONSchemas.validate(try jsonText(data), against: "mcp-read")
    #expect(status == 0, "\(output)")

    let missing = try await client.result(
      2, "read", ["id": skill, "sections": ["No Such Heading"]])
    #expect(missing.isError && missing.structured == nil)
    #expect(try missing.error().code == "not-found")
    #expect(try missing.error().message.contains("Mandatory First Steps"))
  }

  @Test("read of a skill over the size limit gives its opening and outline; whole gives all")
  func readLargeSkillAsOutline() async throws {
    let client = try await MCPTestClient.started(Self.shipped)
    defer { client.stop() }
    let whole = try skillgraph(
      "show", "background-processing", "--content", shippedContent, "--json"
    ).data()
    let markdown = try #require(whole["markdown"] as? String)
    #expect(markdown.utf8.count / 4 > 4_000, "the skill is no longer over the limit")

    let reply = try await client.result(1, "read", ["id": "background-processing"])
    let data = try #require(reply.structured, "\(reply.text.prefix(300))")
    let outline = try #require(data["outline"] as? [[String: Any]])
    let opening = try #require(data["markdown"] as? String)
    #expect(reply.text.utf8.count < markdown.utf8.count / 4, "\(reply.text.utf8.count) bytes")
    #expect(markdown.hasPrefix(opening) && opening.utf8.count <= 2_000 * 4 + 200)
    let first = try #require(outline.first)
    #expect(first["depth"] as? Int == 1 && (first["tokens"] as? Int ?? 0) > 0)
    #expect(outline.contains { $0["title"] as? String == "Red Flags" })
    #expect(outline.contains { ($0["depth"] as? Int ?? 0) > 1 })
    let (status, output) = try await JSONSchemas.validate(try jsonText(data), against: "mcp-read")
    #expect(status == 0, "\(output)")

    let section = try #require(outline.first { $0["title"] as? String == "Red Flags" })
    let narrowed = try await client.result(
      2, "read", ["id": "background-processing", "sections": [section["id"] as? String ?? ""]])
    let narrowedData = try #require(narrowed.structured)
    #expect(narrowedData["outline"] == nil)
    let sectionText = try #require(narrowedData["markdown"] as? String)
    #expect(sectionText.utf8.count / 4 + 1 >= section["tokens"] as? Int ?? .max)

    let all = try await client.result(3, "read", ["id": "background-processing", "whole": true])
    #expect(all.structured?["markdown"] as? String == markdown)
    #expect(all.structured?["outline"] == nil)
  }

  @Test("a command's failure is a tool error with the command's code and message")
  func failuresAreToolErrors() async throws {
    let client = try await MCPTestClient.started(Self.shipped)
    defer { client.stop() }
    let calls: [(String, [String: Any], [String])] = [
      ("read", ["id": "nope"], ["show", "nope", "--content", shippedContent]),
      (
        "decide", ["facts": ["colour": "blue"]],
        ["decide", "--content", shippedContent, "--fact", "colour=blue"]
      ),
      ("render", ["template": "nope"], ["render", "nope", "--templates", shippedTemplates]),
      (
        "decide", ["project": "/nonexistent/project"],
        ["decide", "--content", shippedContent, "--project", "/nonexistent/project"]
      ),
      (
        "decide", ["project": auditFixturesFolder + "/uikit-app", "target": "Nope"],
        [
          "decide", "--content", shippedContent, "--project", auditFixturesFolder + "/uikit-app",
          "--target", "Nope",
        ]
      ),
    ]
    for (index, (tool, arguments, command)) in calls.enumerated() {
      let reply = try await client.result(index + 1, tool, arguments)
      #expect(reply.isError && reply.structured == nil, "\(tool)")
      let expected = try #require(try skillgraph(arguments: command + ["--json"]).json()["error"])
      #expect(sameJSON(try reply.textJSON()["error"], expected), "\(tool): \(reply.text)")
    }
  }

  @Test("a search that finds nothing is an ordinary answer listing the collection's skills")
  func nothingFoundIsAnAnswer() async throws {
    let client = try await MCPTestClient.started(Self.shipped)
    defer { client.stop() }
    let reply = try await client.result(1, "search", ["query": "zzqqxx vvbbww"])
    #expect(!reply.isError, "\(reply.text)")
    let data = try #require(reply.structured)
    #expect(data["confidence"] as? String == "none")
    #expect((data["results"] as? [Any])?.isEmpty == true)
    let skills = (data["skills"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(skills.contains("background-processing"), "\(skills)")
    let (status, output) = try await JSONSchemas.validate(try jsonText(data), against: "mcp-search")
    #expect(status == 0, "\(output)")
    #expect(sameJSON(try reply.textJSON(), data))
  }

  @Test("a file changed while the server runs is read again on the next call")
  func changedFilesAreReadAgain() async throws {
    let folder = try ContentFolder(["alpha.md": "# Alpha\n\nThe first text.\n"])
    defer { folder.remove() }
    let client = try await MCPTestClient.started(["--content", folder.path])
    defer { client.stop() }
    let before = try await client.result(1, "read", ["id": "alpha"])
    #expect((before.structured?["markdown"] as? String)?.contains("The first text.") == true)
    let file = URL(fileURLWithPath: folder.path).appendingPathComponent("alpha.md")
    try Data("# Alpha\n\nThe other text.\n".utf8).write(to: file)
    let after = try await client.result(2, "read", ["id": "alpha"])
    #expect((after.structured?["markdown"] as? String)?.contains("The other text.") == true)
  }
}

/// A project the audit finds a warning in: the scene-based app of the audit's fixtures.
let auditFixture = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
  .appendingPathComponent("Tests/SkillgraphAuditTests/Fixtures/scene-app").path
