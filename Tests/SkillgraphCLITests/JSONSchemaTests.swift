import Foundation
import SkillgraphTestSupport
import Testing

/// The JSON Schemas in `Schemas/`, and the validator script beside them.
enum JSONSchemas {
  static let folder = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
    .appendingPathComponent("Schemas")

  /// Runs `Schemas/validate.py` on `json` against `schema`; returns its exit status and output.
  static func validate(_ json: String, against schema: String) async throws -> (Int32, String) {
    try await validate([json], against: schema)
  }

  /// Runs `Schemas/validate.py` once on every document of `documents` against `schema` (the
  /// schema is read and checked once); returns its exit status and output, where each problem
  /// names its document `document-N.json`, N its place in `documents`.
  static func validate(_ documents: [String], against schema: String) async throws -> (
    Int32, String
  ) {
    try await validate([(schema, documents.enumerated().map { ("document-\($0)", $1) })])
  }

  /// Runs `Schemas/validate.py` once for every schema of `groups`, each with its documents
  /// (one interpreter start for them all); returns its exit status and output, where each
  /// problem names its document `NAME.json`.
  static func validate(_ groups: [(schema: String, documents: [(name: String, json: String)])])
    async throws -> (Int32, String)
  {
    let scratch = TestRunFolder.url
      .appendingPathComponent("skillgraph-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var arguments = [Self.folder.appendingPathComponent("validate.py").path]
    for (place, group) in groups.enumerated() {
      if place > 0 { arguments.append("--") }
      arguments.append(Self.folder.appendingPathComponent("\(group.schema).schema.json").path)
      for document in group.documents {
        let path = scratch.appendingPathComponent("\(document.name).json")
        try Data(document.json.utf8).write(to: path)
        arguments.append(path.path)
      }
    }
    return try await runPython(arguments)
  }
}

@Suite("Every --json response validates against its schema in Schemas/")
struct JSONSchemaTests {
  /// Real third-party text: one router of the Axiom collection (the whole collection takes a
  /// debug build seconds to read and index, and its size is not what the schemas check).
  static let axiom = AxiomSample.folder

  static let cases: [(schema: String, arguments: [String])] = [
    ("stats", ["stats", "--content", shippedContent, "--json"]),
    ("stats", ["stats", "--content", axiom, "--json"]),
    ("check", ["check", "--content", shippedContent, "--json"]),
    ("check", ["check", "--content", axiom, "--json"]),
    ("list", ["list", "--content", shippedContent, "--json"]),
    ("list", ["list", "--kind", "decisionTree", "--content", axiom, "--json"]),
    ("list", ["list", "--kind", "decisionOutcome", "--content", axiom, "--json"]),
    ("show", ["show", "background-processing", "--content", shippedContent, "--json"]),
    (
      "show",
      ["show", "background-processing#core-principles", "--content", shippedContent, "--json"]
    ),
    ("show", ["show", "background-processing/tree-1", "--content", shippedContent, "--json"]),
    (
      "show",
      [
        "show", "background-processing-diag/tree-1/register-at-launch-before-return-true",
        "--content", shippedContent, "--json",
      ]
    ),
    ("decide", ["decide", "--content", shippedContent, "--json"]),
    (
      "decide",
      [
        "decide", "--content", shippedContent, "--templates", shippedTemplates, "--json",
        "--answer", "what-does-the-app-need-to-do-while-it-is=finish-something-the-user-explicitly",
        "--fact", "ios=26", "--template-var", "bundleID=org.acme.notes",
      ]
    ),
    (
      "decide",
      [
        "decide", "--content", shippedContent, "--json",
        "--answer", "what-does-the-app-need-to-do-while-it-is=not-sure",
      ]
    ),
    (
      "diagnose",
      ["diagnose", "--content", shippedContent, "--symptom", "task-never-runs", "--json"]
    ),
    (
      "diagnose",
      [
        "diagnose", "--content", shippedContent, "--symptom", "task-never-runs", "--json",
        "--answer", "testing-in-the-simulator=yes",
      ]
    ),
    ("render", ["render", "silent-push", "--templates", shippedTemplates, "--json"]),
    ("render-list", ["render", "--list", "--templates", shippedTemplates, "--json"]),
    ("error", ["show", "nope", "--content", shippedContent, "--json"]),
    ("error", ["decide", "--content", shippedContent, "--fact", "colour=blue", "--json"]),
    ("error", ["stats", "--bogus", "--json"]),
    ("site-build", ["site", "build", "--content", shippedContent, "--out", siteOutput, "--json"]),
    ("error", ["site", "build", "--content", shippedContent, "--json"]),
    (
      "query",
      [
        "query", "task never runs", "--content", shippedContent, "--index", QueryTestIndex.content,
        "--json",
      ]
    ),
    (
      "query",
      [
        "query", "export keeps running", "--content", shippedContent, "--index",
        QueryTestIndex.content, "--fact", "ios=17", "--max-tokens", "400", "--json",
      ]
    ),
    (
      "query",
      ["query", "foundation models", "--content", axiom, "--index", AxiomSample.index, "--json"]
    ),
    (
      "query",
      [
        "query", "task never runs", "--content", shippedContent, "--index", QueryTestIndex.content,
        "--full", "--json",
      ]
    ),
    (
      "error",
      [
        "query", "zzqx qqzz", "--content", shippedContent, "--index", QueryTestIndex.content,
        "--json",
      ]
    ),
    ("error", ["query", "refresh", "--kind", "bogus", "--json"]),
    ("index", ["index", "--content", shippedContent, "--index", QueryTestIndex.content, "--json"]),
  ]

  /// Where the site-build case writes (a fresh temporary folder per run).
  static let siteOutput = TestRunFolder.url
    .appendingPathComponent("skillgraph-schema-site-\(UUID().uuidString)").path

  @Test("every response validates against its schema")
  func validates() async throws {
    // NB: without the shared corpus the shipped content's cases still run (under CI its
    // absence fails the test).
    let corpus = SharedCorpus.isPresent(SharedCorpus.axiomSkills)
    let cases = Self.cases.filter { corpus || !$0.arguments.contains(Self.axiom) }
    // NB: the commands run side by side, and one run of the validator checks every schema's
    // documents: an interpreter start per schema cost more than the commands.
    let responses = Watched([Int: String]())
    DispatchQueue.concurrentPerform(iterations: cases.count) { place in
      let output = skillgraph(arguments: cases[place].arguments).output
      responses.update { $0[place] = output }
    }
    let answered = responses.current
    let groups = Dictionary(grouping: cases.indices, by: { cases[$0].schema }).sorted {
      $0.key < $1.key
    }.map { schema, places in
      (schema: schema, documents: places.map { ("case-\($0)", answered[$0] ?? "") })
    }
    let (status, output) = try await JSONSchemas.validate(groups)
    let legend = cases.enumerated().map {
      "case-\($0) (\($1.schema)): \($1.arguments.joined(separator: " "))"
    }
    #expect(status == 0, "\(output)\n\(legend.joined(separator: "\n"))")
  }

  @Test("a response checked against another command's schema fails, so the check is real")
  func wrongSchemaFails() async throws {
    let result = skillgraph("stats", "--content", shippedContent, "--json")
    let (status, output) = try await JSONSchemas.validate(result.output, against: "check")
    #expect(status == 1)
    #expect(output.contains("'check' was expected"))
  }
}
