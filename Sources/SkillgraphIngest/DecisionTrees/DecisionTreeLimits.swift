/// The most a decision-tree reader takes from one block, so that reading, walking and
/// rendering a tree cost time and memory linear in its source, whatever the source holds.
///
/// Past a limit the reader reports a `decision-tree-limit` warning at the block's line, keeps
/// what it has read so far, and goes on with the rest of the file:
///
/// - `nodes`: drawn tree lines, `dot` nodes or numbered items per block (2,000). Further
///   lines and items are dropped; further `dot` nodes are dropped with their edges.
/// - `edges`: `dot` edges per graph (4,000). A repeated edge (same ends, same label) is one
///   edge and does not count again.
/// - `depth`: questions on one path from the root (64). A drawn line nested deeper is attached
///   at the deepest level; a `dot` node deeper ends in an outcome that names it.
/// - `outcomes`: outcomes per tree, counted over every path (2,000); in a `dot` graph its
///   questions count too, so that a chain of one-option questions shared by many paths stays
///   within it. A `dot` node reached from several places is read once and shared: the same
///   question, the same outcome IDs. Once sharing it again would pass the limit, the edge ends
///   in an outcome that names the node ("see above") instead of repeating it.
///
/// The site writer has its own limit on the bytes of one page (`SiteLimits`).
public struct DecisionTreeLimits: Hashable, Sendable {
  /// Drawn lines, `dot` nodes or numbered items read from one block.
  public var nodes: Int
  /// Distinct `dot` edges read from one graph.
  public var edges: Int
  /// Questions on one path from the root.
  public var depth: Int
  /// Outcomes in one tree, counted over every path (with the questions, in a `dot` graph).
  public var outcomes: Int

  /// Creates limits.
  public init(nodes: Int, edges: Int, depth: Int, outcomes: Int) {
    self.nodes = nodes
    self.edges = edges
    self.depth = depth
    self.outcomes = outcomes
  }

  /// The limits every reader uses unless told otherwise.
  public static let standard = DecisionTreeLimits(
    nodes: 2_000, edges: 4_000, depth: 64, outcomes: 2_000)

  /// The identifier of the diagnostic a reader reports past a limit.
  package static let diagnosticIdentifier = "decision-tree-limit"
}
