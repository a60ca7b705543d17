import Foundation
import Testing

@testable import Skillgraph

@Suite("Template variables are validated and escaped for the language they land in")
struct TemplateValidationTests {
  private static func variable(
    _ type: TemplateVariable.Kind, min: String? = nil, max: String? = nil
  ) throws -> TemplateVariable {
    var yaml = "name: value\ntype: \(type.rawValue)\n"
    if let min { yaml += "min: \(min)\n" }
    if let max { yaml += "max: \(max)\n" }
    if type == .choice { yaml += "choices: [fast, slow]\n" }
    return try YAMLDecoderBridge.decode(TemplateVariable.self, yaml)
  }

  @Test(
    "valid values are accepted",
    arguments: [
      (TemplateVariable.Kind.identifier, "scheduleRefresh"), (.typeName, "RefreshScheduler"),
      (.reverseDNS, "com.example.app"), (.taskIdentifier, "com.example-co.app.refresh-1"),
      (.string, "Export \"Q3\" \\ draft"), (.integer, "42"), (.duration, "15m"), (.duration, "900"),
      (.boolean, "true"), (.choice, "fast"),
    ])
  func acceptsValidValues(type: TemplateVariable.Kind, text: String) throws {
    let result = VariableValidator.value(of: text, for: try Self.variable(type))
    #expect((try? result.get()) != nil, "\(type) rejected '\(text)'")
  }

  @Test(
    "invalid values name the rule they break",
    arguments: [
      (TemplateVariable.Kind.identifier, "class", "not a Swift identifier"),
      (.identifier, "Refresh", "not a Swift identifier"),
      (.typeName, "refresh", "not a Swift type name"),
      (.typeName, "My Type", "not a Swift type name"),
      (.reverseDNS, "example", "not a reverse-DNS"),
      (.taskIdentifier, "com..example", "not a reverse-DNS"),
      (.taskIdentifier, "com.example.*", "not a reverse-DNS"),
      (.taskIdentifier, "com.example app", "not a reverse-DNS"),
      (.integer, "ten", "not a whole number"),
      (.duration, "-5m", "negative"), (.duration, "soon", "not a duration"),
      (.duration, "400d", "over a year"),
      (.boolean, "maybe", "not a boolean"), (.choice, "medium", "not one of fast, slow"),
      (.string, "line\nbreak", "control character"),
    ])
  func rejectsInvalidValues(type: TemplateVariable.Kind, text: String, rule: String) throws {
    let result = VariableValidator.value(of: text, for: try Self.variable(type))
    guard case .failure(let problem) = result else {
      Issue.record("\(type) accepted '\(text)'")
      return
    }
    #expect(problem.rule.contains(rule), "rule was: \(problem.rule)")
    #expect(problem.variable == "value")
  }

  @Test(
    "a type variable naming a type the set's code uses is refused, whatever that type is",
    arguments: [
      ("bg-app-refresh-uikit", "sceneDelegateTypeName", "UIScene"),
      ("bg-app-refresh-uikit", "refresherTypeName", "UIApplication"),
      ("background-urlsession", "downloaderTypeName", "URLSessionConfiguration"),
      ("bg-continued-processing", "controllerTypeName", "BGContinuedProcessingTaskRequest"),
    ])
  func refusesShadowingTypeNames(set id: String, variable: String, value: String) throws {
    let catalog = try ShippedTemplates.catalog.get()
    let set = try #require(catalog.sets.first { $0.manifest.id == id })
    #expect(set.manifest.variables.contains { $0.name == variable }, "\(id) has \(variable)")
    #expect(set.namedTypes.contains(value))
    #expect {
      try set.resolve([variable: value])
    } throws: { error in
      "\(error)".contains("which this name would shadow")
    }
    _ = try set.resolve([variable: "My" + value])
  }

  @Test("durations and integers respect their bounds")
  func respectsBounds() throws {
    let interval = try Self.variable(.duration, min: "1m", max: "1d")
    #expect(throws: InvalidValue.self) {
      try VariableValidator.value(of: "30s", for: interval).get()
    }
    #expect(throws: InvalidValue.self) {
      try VariableValidator.value(of: "2d", for: interval).get()
    }
    #expect((try VariableValidator.value(of: "2h", for: interval).get()) as? Int == 7_200)
    let count = try Self.variable(.integer, min: "1", max: "10")
    #expect(throws: InvalidValue.self) { try VariableValidator.value(of: "0", for: count).get() }
  }

  @Test("a Swift string literal escapes quotes, backslashes and control characters")
  func escapesSwift() {
    let escaped = SwiftStringContentType().escapeText("Export \"Q3\" \\ draft\t\u{1}")
    #expect(escaped == #"Export \"Q3\" \\ draft\t\u{1}"#)
  }

  @Test("XML escapes the five special characters")
  func escapesXML() {
    #expect(
      XMLContentType().escapeText(#"<a & "b" 'c'>"#)
        == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
  }
}

/// Decodes YAML snippets in tests the way the catalog decodes manifests.
enum YAMLDecoderBridge {
  static func decode<T: Decodable>(_ type: T.Type, _ yaml: String) throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "t/template.yml",
      """
      id: t
      title: T
      summary: S
      implements: {skill: s, pattern: 1}
      variables:
      \(yaml.split(separator: "\n").enumerated().map { $0.offset == 0 ? "  - \($0.element)" : "    \($0.element)" }.joined(separator: "\n"))
      files: []
      """)
    let set = try TemplateSet(folder: folder.file("t"))
    return try #require(set.manifest.variables.first as? T)
  }
}
