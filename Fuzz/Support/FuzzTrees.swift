@testable import Skillgraph

/// The tree readers' targets: read a block, build its trees, check their size, walk them.
public enum FuzzTrees {
  static let engine = DecisionEngine(graph: KnowledgeGraph(parts: GraphParts()))

  /// Wraps `root` as a tree and walks it.
  static func check(_ root: DecisionNode, style: DecisionTree.Style, generator: inout FuzzGenerator)
  {
    let tree = DecisionTree(
      id: "fuzz/tree-1", title: "fuzz", skillID: "fuzz", sectionID: "fuzz", style: style,
      root: root, source: SourceSpan(path: "fuzz.md", startLine: 1, endLine: 1))
    FuzzCheck.checkSize(tree)
    FuzzCheck.walk(tree, engine: engine, generator: &generator)
  }

  /// A drawn tree (box drawing or ASCII): every root the block holds.
  public static func drawn(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var generator = FuzzGenerator(data, size)
    let parsed = DrawnTreeParser().parse(FuzzCheck.text(data, size), firstLine: 1)
    for root in parsed.roots {
      var builder = DecisionTreeBuilder(path: "fuzz.md")
      check(builder.node(forRoot: root), style: parsed.style, generator: &generator)
    }
  }

  /// A `dot` digraph.
  public static func dot(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var generator = FuzzGenerator(data, size)
    let graph = DotParser().parse(FuzzCheck.text(data, size), firstLine: 1)
    if graph.edges.count > DecisionTreeLimits.standard.edges
      || graph.nodes.count > DecisionTreeLimits.standard.nodes
    {
      FuzzCheck.fail("the dot graph kept \(graph.nodes.count) nodes, \(graph.edges.count) edges")
    }
    var builder = DecisionTreeBuilder(path: "fuzz.md")
    guard let root = builder.node(forGraph: graph) else { return }
    check(root, style: .dot, generator: &generator)
  }

  /// A numbered router list.
  public static func numbered(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var generator = FuzzGenerator(data, size)
    let text = FuzzCheck.text(data, size)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      (text: $0.element, line: $0.offset + 1)
    }
    guard let items = NumberedListReader().items(lines: lines) else { return }
    var builder = DecisionTreeBuilder(path: "fuzz.md")
    let root = builder.node(forItems: items, question: "Which?", line: 1)
    check(root, style: .numberedList, generator: &generator)
  }
}
