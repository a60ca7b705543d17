import Foundation
import SkillgraphTestSupport
import Testing

/// `skillgraph audit`: its faces (terminal, JSON, SARIF), its exit codes, and `check` on rule
/// files.
@Suite("skillgraph audit")
struct AuditCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SkillgraphAuditTests/Fixtures").path

  @Test("findings print compiler-style with a see line, grouped by target; errors exit 1")
  func terminal() {
    let result = skillgraph("audit", Self.fixtures + "/objc-app", "--content", shippedContent)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Legacy:")
    #expect(
      lines.contains {
        $0.hasSuffix(
          "objc-app/Legacy/AppDelegate.m:7:40: error: the task identifier "
            + "'com.example.legacy.cleanup' is not in BGTaskSchedulerPermittedIdentifiers of "
            + "\(Self.fixtures)/objc-app/Legacy/Info.plist: the system does not run it and "
            + "submit(_:) fails with notPermitted (found by a lexical scan of Objective-C) "
            + "[task-identifier-not-permitted]")
      }, "\(lines)")
    #expect(lines.contains("  see: background-processing#registration-checklist"))
    #expect(result.errors.contains("1 error, 1 warning, 0 notes"))
  }

  @Test("an .xcodeproj is audited from the folder that holds it; a missing one exits 74")
  func projectBundle() throws {
    let folder = Self.fixtures + "/objc-app"
    let bundle = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".xcodeproj") })
    let whole = skillgraph("audit", folder, "--content", shippedContent)
    let named = skillgraph("audit", folder + "/" + bundle, "--content", shippedContent)
    #expect(named.status == 1)
    #expect(named.output == whole.output)
    #expect(named.errors.contains("1 error, 1 warning, 0 notes"), "\(named.errors)")
    let missing = skillgraph("audit", folder + "/Missing.xcodeproj", "--content", shippedContent)
    #expect(missing.status == 74)
    #expect(missing.errors.contains("Missing.xcodeproj is not a folder that can be read"))
  }

  @Test("a clean project exits 0")
  func clean() {
    let result = skillgraph("audit", Self.fixtures + "/uikit-app", "--content", shippedContent)
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("0 errors, 0 warnings, 0 notes"))
  }

  @Test("warnings fail with --warnings-as-errors")
  func warningsAsErrors() {
    let path = Self.fixtures + "/swiftui-app"
    #expect(skillgraph("audit", path, "--content", shippedContent).status == 0)
    #expect(
      skillgraph("audit", path, "--content", shippedContent, "--warnings-as-errors").status == 1)
  }

  @Test("--json validates against Schemas/audit.schema.json")
  func json() async throws {
    for fixture in ["objc-app", "scene-app", "extension-session"] {
      let result = skillgraph(
        "audit", Self.fixtures + "/" + fixture, "--content", shippedContent, "--json")
      let data = try result.data()
      #expect((data["findings"] as? [Any])?.isEmpty == false)
      let (status, output) = try await JSONSchemas.validate(result.output, against: "audit")
      #expect(status == 0, "\(output)")
    }
  }

  @Test("--format sarif validates against the OASIS SARIF 2.1.0 schema")
  func sarif() async throws {
    let validator = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
      .appendingPathComponent("Tests/SARIF/validate_sarif.py").path
    for fixture in ["objc-app", "scene-app", "uikit-app", "package"] {
      let result = skillgraph(
        "audit", Self.fixtures + "/" + fixture, "--content", shippedContent, "--format", "sarif")
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      #expect(log["version"] as? String == "2.1.0")
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      let rules =
        try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])[
          "rules"] as? [[String: Any]]
      for result in run["results"] as? [[String: Any]] ?? [] {
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules?[index]["id"] as? String == result["ruleId"] as? String)
      }
      let file = TestRunFolder.url
        .appendingPathComponent("skillgraph-\(UUID().uuidString).sarif")
      try Data(result.output.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let (status, output) = try await runPython([validator, file.path])
      #expect(status == 0, "\(fixture): \(output)")
    }
  }

  @Test("SARIF names a file inside the working folder from SRCROOT, one outside by a file URI")
  func sarifLocations() async throws {
    let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
    let elsewhere = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    for (folder, inside) in [(Self.fixtures, true), (elsewhere, false)] {
      let run = try await ChildProgram(
        URL(fileURLWithPath: "/bin/sh"),
        [
          "-c", #"cd "$1" && exec "$2" audit "$3" --content "$4" --format sarif"#, "sh", folder,
          binary, inside ? "objc-app" : Self.fixtures + "/objc-app", shippedContent,
        ]
      ).run()
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
        "\(run.errors)")
      let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
      let bases = sarifRun["originalUriBaseIds"] as? [String: [String: String]]
      let resolvedFolder = URL(fileURLWithPath: folder).standardizedFileURL.path
      #expect(bases?["SRCROOT"]?["uri"] == "file://" + resolvedFolder + "/")
      let locations = try (sarifRun["results"] as? [[String: Any]] ?? []).map { result in
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        return try #require((location as? [String: Any])?["artifactLocation"] as? [String: String])
      }
      #expect(!locations.isEmpty)
      for location in locations {
        let uri = try #require(location["uri"])
        if inside {
          #expect(location["uriBaseId"] == "SRCROOT")
          #expect(uri.hasPrefix("objc-app/"), "\(uri)")
        } else {
          #expect(location["uriBaseId"] == nil)
          #expect(uri.hasPrefix("file://" + Self.fixtures + "/objc-app/"), "\(uri)")
        }
      }
    }
  }

  @Test("a folder without a project exits 74; --json with --format sarif is a usage error")
  func failures() throws {
    let empty = try ContentFolder(["README.md": "nothing here"])
    defer { empty.remove() }
    let missing = skillgraph("audit", empty.path, "--content", shippedContent, "--json")
    #expect(missing.status == 74)
    #expect(try missing.json()["error"] as? [String: Any] != nil)
    let both = skillgraph(
      "audit", Self.fixtures + "/uikit-app", "--json", "--format", "sarif")
    #expect(both.status == 64)
    // NB: the envelope holds the error alone: no "error:" label, no usage text.
    let error = try #require(try both.json()["error"] as? [String: Any])
    #expect(error["message"] as? String == "--json and --format sarif cannot be combined")
  }

  @Test("check reports a broken rule file with its line and column")
  func checkRuleFile() throws {
    let folder = try ContentFolder([
      "skill.md": "# Skill\n\nText.\n\n## Checklist\n\n- [ ] One\n",
      "audit-rules.yml": """
      rules:
        - id: Bad_ID
          severity: fatal
          analysis: undeclared-use
          message: m
          see: skill#checklist
        - id: good
          severity: warning
          analysis: every-path-calls
          message: m
          see: skill#nowhere
          handler: {call: "register(x:)", argument: x}
          required: done(ok:)

      """,
    ])
    defer { folder.remove() }
    let result = skillgraph("check", "--content", folder.path)
    #expect(result.status == 1)
    let rules = folder.path + "/audit-rules.yml"
    #expect(result.output.contains("\(rules):2:9: error: 'Bad_ID' is not a rule ID"))
    #expect(result.output.contains("\(rules):3:15: error: 'fatal' is not a severity"))
    #expect(result.output.contains("\(rules):11:10: error: rule 'good' cites 'skill#nowhere'"))
  }
}
