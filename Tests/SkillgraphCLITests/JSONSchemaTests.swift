import Foundation
import SkillgraphTestSupport
import Testing

/// The JSON Schemas in `Schemas/`, and the validator script beside them.
enum JSONSchemas {
  static let folder = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
    .appendingPathComponent("Schemas")

  /// Runs `Schemas/validate.py` on `json` against `schema`; returns its exit status and output.
  static func validate(_ json: String, against schema: String) async throws -> (Int32, String) {
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("skillgraph-schema-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: document)
    defer { try? FileManager.default.removeItem(at: document) }
    return try await runPython([
      folder.appendingPathComponent("validate.py").path,
      folder.appendingPathComponent("\(schema).schema.json").path, document.path,
    ])
  }
}

@Suite("Every --json response validates against its schema in Schemas/")
struct JSONSchemaTests {
  static let axiom = SharedCorpus.axiomSkills

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
      ["query", "view not updating", "--content", axiom, "--index", QueryTestIndex.axiom, "--json"]
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
  static let siteOutput = FileManager.default.temporaryDirectory
    .appendingPathComponent("skillgraph-schema-site-\(UUID().uuidString)").path

  @Test("the response validates", arguments: cases.indices)
  func validates(index: Int) async throws {
    let (schema, arguments) = Self.cases[index]
    let result = skillgraph(arguments: arguments)
    let (status, output) = try await JSONSchemas.validate(result.output, against: schema)
    #expect(status == 0, "\(arguments.joined(separator: " ")) against \(schema):\n\(output)")
  }

  @Test("a response checked against another command's schema fails, so the check is real")
  func wrongSchemaFails() async throws {
    let result = skillgraph("stats", "--content", shippedContent, "--json")
    let (status, output) = try await JSONSchemas.validate(result.output, against: "check")
    #expect(status == 1)
    #expect(output.contains("'check' was expected"))
  }
}
