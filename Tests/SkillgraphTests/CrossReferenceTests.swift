import Testing

@testable import Skillgraph

/// Cross references in every written form, resolved to entities or reported as unresolved.
@Suite("Cross references")
struct CrossReferenceTests {
  static let router = """
    ---
    name: relay
    description: Routes to the children.
    ---

    # Relay

    ## Routes

    - Refreshing: skills/child-a.md
    - Transfers: relay/skills/child-b.md
    - Missing: skills/missing.md
    """

  static let childA = """
    # Child A

    ## Pattern 2: Checkpoints

    Save often.

    ## Details

    See skills/child-b.md and relay (skills/child-b.md) and relay/skills/child-b.md.

    Use `other-skill` or `not-a-skill`. Read [setup](../../other-skill/SKILL.md#setup), [below](#details), [gone](#nowhere).

    Checkpoint often (Pattern 2), never (Pattern 9).
    """

  static let other = """
    ---
    name: other-skill
    description: Another skill.
    ---

    # Other Skill

    ## Setup

    Back to relay (skills/child-a.md).
    """

  let graph: KnowledgeGraph

  init() throws {
    graph = try InlineCorpus.load([
      "relay/SKILL.md": Self.router, "relay/skills/child-a.md": Self.childA,
      "relay/skills/child-b.md": "# Child B\n\nNothing here.\n", "other-skill/SKILL.md": Self.other,
    ])
  }

  private func references(from skill: String, line: Int) -> [String] {
    graph.crossReferences.filter { $0.fromSkillID == skill && $0.source.startLine == line }
      .map { "\($0.form.rawValue) \($0.text) -> \($0.targetID ?? "nil")" }
  }

  @Test("skills/x.md, suite (skills/x.md) and suite/skills/x.md resolve to the suite child")
  func skillPaths() {
    #expect(
      references(from: "relay--child-a", line: 9) == [
        "skillPath skills/child-b.md -> relay--child-b",
        "skillPath relay (skills/child-b.md) -> relay--child-b",
        "skillPath relay/skills/child-b.md -> relay--child-b",
      ])
    #expect(
      references(from: "other-skill", line: 10) == [
        "skillPath relay (skills/child-a.md) -> relay--child-a"
      ])
    #expect(
      references(from: "relay", line: 10) == ["skillPath skills/child-a.md -> relay--child-a"])
  }

  @Test("backticked skill names and Markdown links with anchors resolve; unknown names are ignored")
  func namesAndLinks() {
    #expect(
      references(from: "relay--child-a", line: 11) == [
        "skillName other-skill -> other-skill",
        "link ../../other-skill/SKILL.md#setup -> other-skill#setup",
        "link #details -> relay--child-a#details",
        "link #nowhere -> nil",
      ])
  }

  @Test("'(Pattern N)' resolves to the pattern of the same skill")
  func patternLinks() {
    #expect(
      references(from: "relay--child-a", line: 13) == [
        "pattern (Pattern 2) -> relay--child-a/pattern-2", "pattern (Pattern 9) -> nil",
      ])
  }

  @Test("each unresolved reference is a warning at its line and column")
  func unresolvedDiagnostics() {
    let found = graph.diagnostics.filter { $0.identifier.hasPrefix("unresolved") }
      .map {
        "\($0.path.split(separator: "/").suffix(2).joined(separator: "/")):\($0.range.start.line):\($0.range.start.column) \($0.identifier)"
      }
    #expect(
      found == [
        "relay/SKILL.md:12:12 unresolved-reference",
        "skills/child-a.md:11:104 unresolved-reference",
        "skills/child-a.md:13:37 unresolved-pattern",
      ])
    #expect(
      graph.diagnostics.filter { $0.identifier.hasPrefix("unresolved") }.allSatisfy {
        $0.severity == .warning
      })
    let missing = graph.diagnostics.first { $0.message.contains("missing.md") }
    #expect(missing?.message.contains("'relay--missing'") == true)
  }

  @Test("the counts of resolved and unresolved references agree with the diagnostics")
  func counts() {
    let unresolved = graph.crossReferences.filter { !$0.isResolved }
    #expect(unresolved.count == 3)
    #expect(graph.crossReferences.count - unresolved.count == 10)
  }

  @Test("references in dot labels and drawn trees are found")
  func referencesInTrees() throws {
    let text =
      "# T\n\n## Pattern 4: X\n\n## Tree\n\n```dot\ndigraph { a [label=\"Use it (Pattern 4)\"]; q -> a [label=\"yes\"]; }\n```\n"
    let graph = try InlineCorpus.skill(text, named: "tree-refs")
    #expect(graph.crossReferences.map(\.targetID) == ["tree-refs/pattern-4"])
    #expect(graph.crossReferences.first?.source.startLine == 8)
  }

  @Test("a reference above a paragraph that leads into a table is counted once")
  func paragraphBeforeTable() throws {
    let text =
      "# Dup\n\nSee skills/elsewhere.md once.\n\n**Times**:\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    let graph = try InlineCorpus.skill(text, named: "dup")
    #expect(graph.crossReferences.count == 1)
    #expect(graph.diagnostics.count == 1)
    #expect(graph.crossReferences.allSatisfy { $0.source.startLine == 3 })
  }
}
