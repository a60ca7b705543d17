import Testing

@testable import Skillgraph

/// Reading, walking and publishing a tree costs time and memory linear in its source: repeated
/// edges, graphs whose paths meet, long chains and huge blocks stop at `DecisionTreeLimits`
/// with a located warning, and the rest of the file is still read.
@Suite("Decision tree limits")
struct DecisionTreeLimitTests {
  /// A `dot` block with an unclosed quote followed by one small digraph written 1,500 times
  /// (52 KB): the quote flips which text is quoted, and the fragments read as one graph whose
  /// nodes are each other's targets 1,500 times over.
  static func unclosedQuoteBomb() -> String {
    let fragment = #"digraph G { a -> b [label="YES"]; }"#
    let broken = #"digraph G { a -> b [label="YES"]"; }"#
    return "# Bomb\n\n## Decide\n\n```dot\n" + broken
      + String(repeating: fragment, count: 1_500) + "\n```\n\n## After\n\n- [ ] still read\n"
  }

  static func load(_ files: [String: String]) throws -> (graph: KnowledgeGraph, folder: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write(path, text) }
    return (try CorpusLoader(folders: [folder.path], keepsDocuments: true).load(), folder.path)
  }

  static func counts(_ tree: DecisionTree) -> (questions: Int, outcomes: Int, distinct: Int) {
    var questions = 0
    var outcomes: [String] = []
    tree.root.forEachNode { node in
      switch node {
      case .question: questions += 1
      case .outcome(let outcome): outcomes.append(outcome.id)
      }
    }
    return (questions, outcomes.count, Set(outcomes).count)
  }

  @Test("the unclosed-quote dot block reads as a small tree, and its site stays small")
  func unclosedQuoteBombStaysSmall() throws {
    let source = Self.unclosedQuoteBomb()
    #expect(source.utf8.count > 50_000)
    let clock = ContinuousClock()
    let start = clock.now
    let (graph, _) = try Self.load(["bomb.md": source])
    let tree = try #require(graph.decisionTrees.first)
    let (questions, outcomes, _) = Self.counts(tree)
    #expect(questions <= 10)
    #expect(outcomes <= 10)
    #expect(graph.checklists.contains { $0.items.contains { $0.text == "still read" } })
    let site = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    let bytes = site.files.reduce(0) { $0 + $1.contents.count }
    #expect(bytes < 40 * source.utf8.count, "the site is \(bytes) bytes")
    #expect(clock.now - start < .seconds(20))
  }

  /// `levels` diamonds in a row: 2^levels paths through 3 × levels + 1 nodes.
  static func diamondChain(levels: Int) -> String {
    var lines = ["digraph G {"]
    for level in 0..<levels {
      lines.append("  n\(level) [label=\"Step \(level)?\"];")
      lines.append(
        "  n\(level) -> l\(level) [label=\"left\"]; n\(level) -> r\(level) [label=\"right\"];")
      lines.append("  l\(level) -> n\(level + 1); r\(level) -> n\(level + 1);")
    }
    lines.append("  n\(levels) [label=\"Done\"];\n}")
    return "# Diamonds\n\n## Decide\n\n```dot\n" + lines.joined(separator: "\n") + "\n```\n"
  }

  @Test("paths that meet share one outcome and one question, not a copy per path")
  func sharedNodesAreShared() throws {
    let (graph, _) = try Self.load(["diamonds.md": Self.diamondChain(levels: 3)])
    let tree = try #require(graph.decisionTrees.first)
    let (_, outcomes, distinct) = Self.counts(tree)
    #expect(outcomes == 8)
    #expect(distinct == 1, "every path ends at the one outcome 'Done'")
    #expect(!graph.diagnostics.contains { $0.identifier == "decision-tree-limit" })
  }

  @Test("a chain of 40 diamonds (2^40 paths) stops at the outcome limit with a located warning")
  func diamondChainIsBounded() throws {
    let (graph, folder) = try Self.load(["diamonds.md": Self.diamondChain(levels: 40)])
    let tree = try #require(graph.decisionTrees.first)
    let (_, outcomes, _) = Self.counts(tree)
    #expect(outcomes <= DecisionTreeLimits.standard.outcomes + 200)
    let warning = try #require(graph.diagnostics.first { $0.identifier == "decision-tree-limit" })
    #expect(warning.path == folder + "/diamonds.md")
    #expect(warning.range.start.line >= 6)
  }

  @Test("1,500 distinct edges each way between two nodes stay within the outcome limit")
  func parallelEdgesAreBounded() throws {
    var body = "digraph G {\n  a [label=\"Which?\"];\n"
    for index in 0..<1_500 {
      body += "  a -> b [label=\"go \(index)\"]; b -> a [label=\"back \(index)\"];\n"
    }
    let (graph, _) = try Self.load(["edges.md": "# E\n\n```dot\n\(body)}\n```\n"])
    let tree = try #require(graph.decisionTrees.first)
    let (questions, outcomes, _) = Self.counts(tree)
    #expect(outcomes <= DecisionTreeLimits.standard.outcomes + 3_000)
    #expect(questions <= 2 + DecisionTreeLimits.standard.outcomes)
  }

  @Test("a dot chain of 20,000 nodes stops at the node and depth limits")
  func longDotChainIsBounded() throws {
    var body = "digraph G {\n"
    for index in 0..<20_000 { body += "  s\(index) -> s\(index + 1) [label=\"next?\"];\n" }
    let (graph, _) = try Self.load(["chain.md": "# C\n\n```dot\n\(body)}\n```\n"])
    let tree = try #require(graph.decisionTrees.first)
    let (questions, _, _) = Self.counts(tree)
    #expect(questions <= DecisionTreeLimits.standard.depth)
    let warnings = graph.diagnostics.filter { $0.identifier == "decision-tree-limit" }
    #expect(warnings.count == 2, "\(warnings.map(\.formatted))")
  }

  @Test("a drawn tree of 5,000 lines, 3,000 levels deep, stops at the limits")
  func hugeDrawnTreeIsBounded() throws {
    var lines = ["Start?"]
    for depth in 0..<3_000 {
      lines.append(String(repeating: " ", count: depth) + "├─ step \(depth)? → go")
    }
    for index in 0..<2_000 { lines.append("├─ option \(index) → outcome \(index)") }
    let text = "# D\n\n```\n" + lines.joined(separator: "\n") + "\n```\n"
    let (graph, folder) = try Self.load(["drawn.md": text])
    let warnings = graph.diagnostics.filter { $0.identifier == "decision-tree-limit" }
    #expect(warnings.count == 2, "\(warnings.map(\.formatted))")
    #expect(warnings.allSatisfy { $0.path == folder + "/drawn.md" && $0.range.start.line == 3 })
    let tree = try #require(graph.decisionTrees.first)
    #expect(Self.counts(tree).outcomes <= DecisionTreeLimits.standard.nodes)
  }

  @Test("a numbered router of 3,000 items keeps the first 2,000 and says so")
  func longNumberedListIsBounded() throws {
    let items = (1...3_000).map { "\($0). Need case \($0)? → skills/case-\($0).md" }
    let text = "# R\n\n## Which skill?\n\n" + items.joined(separator: "\n") + "\n"
    let (graph, _) = try Self.load(["router.md": text])
    let tree = try #require(graph.decisionTrees.first)
    #expect(Self.counts(tree).outcomes == DecisionTreeLimits.standard.nodes)
    let warning = try #require(graph.diagnostics.first { $0.identifier == "decision-tree-limit" })
    #expect(warning.range.start.line == 5)
  }

  @Test("a tree page with very long labels stops at the page limit and the build warns")
  func treePageIsBounded() throws {
    let long = String(repeating: "very long label ", count: 2_000)
    // NB: 70 lines of 64 KB stay under the loader's 5 MB file limit; the page repeats them.
    let lines = ["Pick?"] + (0..<70).map { "├─ \(long)\($0) → \(long)" }
    let text = "# P\n\n```\n" + lines.joined(separator: "\n") + "\n```\n"
    let (graph, _) = try Self.load(["page.md": text])
    let site = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    let page = try #require(
      site.files.first { $0.path.hasPrefix("trees/") && $0.path.hasSuffix(".html") })
    #expect(page.contents.count <= SiteLimits.pageBytes + 200_000)
    #expect(site.warnings.contains { $0.identifier == "site-page-limit" })
  }

  /// A `dot` block found by fuzzing (its invalid UTF-8 repaired, as the loader repairs it):
  /// broken quotes make a chain of one-option questions that many paths share.
  static let sharedQuestionChain = #"""
    digraph triage {
        fired [shape=ellipse label="guardrailViolation fired"];
        origin [shape=diamond label="Is the contewhatnt user-provided\nfor faithful transformation\n(summarize/tag/translate/explain)?"];
        generating [shape=diamond label="Are you asking the model to\nGENERATE the sensitive content?"];
        structured [shape=diamond label="Is the ��tput @Generable?"];
        correct [shape=box label="Guardrail working as intended.\nKeep default. Fix the prompt or\nrefuse gracefully (see foundation-models.md)"];
        try_permissive [shape=box label="Candidate for permissive mode.\nMust pass a safety eval first."];
        permissive_wont_help [shape=octagondigraph extractcomputed property" [label="presenwation (filtering, sorting)"];
        "What kind of logic is it?" -> "Extract to Service" [label="side effects (API, database, files)"];
        "What kind of logic is it?" -> "Leave in the view — use a FormatStyle" [label="display formatting"];
        "What kind of logic is it?" -> "Precompute in the model, or hoist  label="Permissive won't help —\nguided generto a static let" [label="expensive pure cion_target {
        "What kind of logic is it?" [shape=diamond];

        "What kind of logic is it?\#u{2} -> "Extract<to Model" [label="domain rules (discounts, validation)"];
        "What kind of logic is it?" -> "Extract to ViewModel or computed property" [label="presenwation (filtering, sorting)"];
        "What kind of lo -> is it?" -> "Extract to Seration avice" [label="side effects (API, database, files)"];
        "What kind of logic is it?" -> "Leave in the view — use a ForlvematStyle" [label="display formatting"];
        "What kind of logic is it?" -> "Precompute in the model, or hoist to a static let" [label="expensive pure computation"];"];

    }
    }

    """#

  @Test("a chain of one-option questions shared by many paths stays within the limits")
  func sharedQuestionChainIsBounded() throws {
    let graph = DotParser().parse(Self.sharedQuestionChain, firstLine: 1)
    var builder = DecisionTreeBuilder(path: "fuzz.md")
    let built = builder.node(forGraph: graph)
    let root = try #require(built)
    var count = 0
    root.forEachNode { _ in count += 1 }
    let limits = DecisionTreeLimits.standard
    #expect(count <= limits.outcomes + limits.edges + limits.nodes * 2, "\(count) nodes")
  }
}
