import Foundation
import Testing

/// The site marks the checklist items (and the sections) that the collection's own audit rules
/// check, from its rule file.
@Suite("site build: the items audit checks")
struct SiteAuditMarksTests {
  /// The site of `content`, built into a new folder; the page of `skill`.
  static func page(_ skill: String, content: String) throws -> String {
    let out = SiteBuildCommandTests.temporaryOutput()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = skillgraph("site", "build", "--content", content, "--out", out)
    try #require(result.status == 0, "\(result.errors)")
    return try String(contentsOfFile: "\(out)/skills/\(skill).html", encoding: .utf8)
  }

  /// The `<li>` of the checklist item that starts with `text`.
  static func item(_ text: String, in page: String) throws -> Substring {
    let start = try #require(page.range(of: text), "no item '\(text)'")
    let open = try #require(page[..<start.lowerBound].range(of: "<li", options: .backwards))
    let close = try #require(page[start.upperBound...].range(of: "</li>"))
    return page[open.lowerBound..<close.upperBound]
  }

  @Test("the shipped rules mark the item each checks, and each rule appears once")
  func shippedRulesMarkTheirItems() throws {
    let page = try Self.page("background-processing", content: shippedContent)
    let registered = try Self.item("Every identifier the code registers is listed in", in: page)
    #expect(registered.contains("class=\"audit-check\""))
    #expect(registered.contains("<code>task-identifier-not-permitted</code>"))
    #expect(registered.contains("<code>permitted-identifier-not-registered</code>"))
    #expect(
      registered.contains(
        "href=\"https://developer.apple.com/documentation/bundleresources/information-property-list/bgtaskschedulerpermittedidentifiers\""
      ))
    #expect(
      registered.contains(
        "title=\"Checked by skillgraph audit (error): the task identifier &#39;…&#39; is not in BGTaskSchedulerPermittedIdentifiers of …"
      )
        || registered.contains(
          "title=\"Checked by skillgraph audit (error): the task identifier '…'"),
      "\(registered)")
    let exact = try Self.item("Identifiers match exactly", in: page)
    #expect(!exact.contains("audit-check"))
    let fetch = try Self.item("BGAppRefreshTask: <code>fetch</code> is in", in: page)
    #expect(fetch.contains("<code>refresh-without-fetch-mode</code>"))
    #expect(fetch.contains("<code>fetch-mode-unused</code>"))
    let scene = try Self.item("The first BGAppRefreshTaskRequest is submitted where", in: page)
    #expect(scene.contains("<code>submitted-only-in-app-delegate-background</code>"))
    let rules = try String(
      contentsOfFile: shippedContent + "/audit-rules.yml", encoding: .utf8
    ).split(separator: "\n").compactMap { line -> String? in
      line.hasPrefix("  - id: ") ? String(line.dropFirst("  - id: ".count)) : nil
    }
    #expect(rules.count >= 10)
    for rule in rules {
      #expect(
        page.components(separatedBy: "<code>\(rule)</code></a></span>").count == 2,
        "\(rule) is not marked once")
    }
  }

  @Test("a collection's own rule file marks its items; without one, nothing is marked")
  func ownRules() throws {
    let skill = """
      # Tea

      Brewing tea well.

      ## Brewing Checklist

      - [ ] The `kettleTemperature` stays below 90 degrees.
      - [ ] Steep for three minutes.

      """
    let rules = """
      rules:
        - id: kettle-too-hot
          severity: warning
          analysis: plist-value-required
          symbols: [kettleTemperature]
          plist-key: UIBackgroundModes
          value: boiling
          message: "{symbol} is used without a boiling mode"
          see: tea#brewing-checklist

      """
    let withRules = try ContentFolder(["tea.md": skill, "audit-rules.yml": rules])
    defer { withRules.remove() }
    let marked = try Self.page("tea", content: withRules.path)
    let item = try Self.item("The <code>kettleTemperature</code> stays", in: marked)
    #expect(item.contains("<span class=\"audit-check\""), "\(item)")
    #expect(item.contains("<code>kettle-too-hot</code>"))
    let steep = try Self.item("Steep for three minutes", in: marked)
    #expect(!steep.contains("audit-check"))
    let without = try ContentFolder(["tea.md": skill])
    defer { without.remove() }
    let unmarked = try Self.page("tea", content: without.path)
    #expect(!unmarked.contains("audit-check"))
  }
}
