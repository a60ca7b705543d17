import SkillgraphYAML
import Testing
import Yams

@testable import Skillgraph

/// Aliases that expand to millions of nodes ("billion laughs") are refused by every YAML
/// reader before any node is built, with the place of the alias that went past the budget.
@Suite("YAML alias budget")
struct YAMLAliasBudgetTests {
  /// Anchors seven deep, each a list of ten aliases to the one before: 10^7 nodes when
  /// expanded. The aliases go past 10,000 nodes at the eighth alias of `a3` (line 4, column 38).
  static let bomb =
    "a0: &a0 [" + Array(repeating: "lol", count: 10).joined(separator: ",") + "]\n"
    + (1...6).map { level in
      "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ",") + "]\n"
    }.joined()

  @Test("a billion-laughs front matter is refused at its alias, and the body is still read")
  func frontMatterBomb() throws {
    let text = "---\nname: bomb\n" + Self.bomb + "---\n\n# Bomb\n\n- [ ] still read\n"
    let graph = try InlineCorpus.skill(text, named: "bomb")
    let found = try #require(graph.diagnostics.first { $0.identifier == "yaml-alias-limit" })
    #expect(found.range.start == SourcePosition(line: 6, column: 38))
    #expect(found.severity == .error)
    #expect(found.message.contains("10000"))
    let skill = try #require(graph.skills.first)
    #expect(skill.title == "Bomb")
    #expect(graph.checklists.contains { $0.items.contains { $0.text == "still read" } })
  }

  @Test(
    "the budget counts each alias as the nodes its anchor names, and stops at the first past it")
  func budgetCountsExpandedNodes() throws {
    let excess = try #require(YAMLAliasBudget.excess(in: Self.bomb))
    #expect((excess.line, excess.column) == (4, 38))
    // a1's aliases add 10 × 11 nodes, a2's 10 × 111, and each of a3's 1,111.
    #expect(excess.aliasedNodes == 110 + 1_110 + 8 * 1_111)
    let lower = try #require(YAMLAliasBudget.excess(in: Self.bomb, limit: 1_000))
    #expect((lower.line, lower.column, lower.aliasedNodes) == (3, 42, 110 + 9 * 111))
  }

  @Test("anchors and aliases within the budget are read as before")
  func smallAliasesStay() throws {
    let yaml = "base: &base [fetch, processing]\ncopy: *base\nname: x\n"
    #expect(YAMLAliasBudget.excess(in: yaml) == nil)
    #expect(YAMLAliasBudget.excess(in: "name: [unclosed\n") == nil)
    #expect(YAMLAliasBudget.excess(in: "") == nil)
    let graph = try InlineCorpus.skill("---\n" + yaml + "---\n\n# X\n", named: "x")
    #expect(graph.diagnostics.isEmpty)
    #expect(
      graph.skills.first?.frontMatter["copy"] == .list([.string("fetch"), .string("processing")]))
  }

  @Test("a vocabulary file with the bomb is one located diagnostic and no concepts")
  func vocabularyBomb() throws {
    let contents = VocabularyFile.parse("concepts:\n  x: [a]\n" + Self.bomb, path: "v.yml")
    #expect(contents.concepts.isEmpty)
    #expect(contents.diagnostics.map(\.identifier) == ["yaml-alias-limit"])
    #expect(contents.diagnostics.first?.range.start == SourcePosition(line: 6, column: 38))
  }

  @Test("a template manifest with the bomb is refused as a broken template naming the line")
  func templateManifestBomb() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("t/template.yml", "id: t\n" + Self.bomb)
    let error = #expect(throws: TemplateError.self) {
      _ = try TemplateSet(folder: folder.file("t"))
    }
    guard case .brokenTemplate(_, let reason) = error else {
      Issue.record("not a broken template: \(String(describing: error))")
      return
    }
    #expect(reason.contains("line 5"))
    #expect(reason.contains("aliases"))
  }

  @Test("an exported value holding the bomb is written quoted, without reading it as YAML")
  func exportedValueBomb() {
    guard case .scalar(let scalar) = SkillFrontMatter.scalar(Self.bomb) else {
      Issue.record("not a scalar")
      return
    }
    #expect(scalar.style == .doubleQuoted)
  }
}
