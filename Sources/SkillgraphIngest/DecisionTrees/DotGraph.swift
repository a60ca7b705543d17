/// The nodes and edges of a Graphviz digraph, as far as decision trees need them.
package struct DotGraph {
  package struct Node {
    package var id: String
    package var label: String
    package var shape: String?
    package var line: Int

    /// A value with every stored property given.
    package init(id: String, label: String, shape: String? = nil, line: Int) {
      self.id = id
      self.label = label
      self.shape = shape
      self.line = line
    }
  }

  package struct Edge {
    package var from: String
    package var to: String
    package var label: String?
    package var line: Int

    /// A value with every stored property given.
    package init(from: String, to: String, label: String? = nil, line: Int) {
      self.from = from
      self.to = to
      self.label = label
      self.line = line
    }
  }

  private struct EdgeKey: Hashable {
    package var from: String
    package var to: String
    package var label: String?
  }

  package private(set) var nodes: [String: Node] = [:]
  package private(set) var order: [String] = []
  package private(set) var edges: [Edge] = []
  /// The limits on nodes and edges; what lies past them is counted, not kept.
  package var limits = DecisionTreeLimits.standard
  /// Nodes not kept because the graph already had `limits.nodes`.
  package private(set) var droppedNodes = 0
  /// Edges not kept because the graph already had `limits.edges`, or an end was dropped.
  package private(set) var droppedEdges = 0
  private var edgeKeys: Set<EdgeKey> = []
  private var outgoingIndices: [String: [Int]] = [:]
  private var targets: Set<String> = []

  /// Declares or updates a node; returns false when the node is past the limit and dropped.
  @discardableResult
  package mutating func declare(_ id: String, attributes: [String: String], line: Int) -> Bool {
    if nodes[id] == nil {
      guard order.count < limits.nodes else {
        droppedNodes += 1
        return false
      }
      order.append(id)
      nodes[id] = Node(id: id, label: Self.clean(id), shape: nil, line: line)
    }
    if let label = attributes["label"] { nodes[id]?.label = Self.clean(label) }
    if let shape = attributes["shape"] { nodes[id]?.shape = shape.lowercased() }
    return true
  }

  /// Adds an edge, declaring both ends. A repeated edge (same ends and label) is kept once.
  package mutating func connect(_ from: String, _ to: String, label: String?, line: Int) {
    let label = label.map(Self.clean)
    let key = EdgeKey(from: from, to: to, label: label)
    guard !edgeKeys.contains(key) else { return }
    guard edges.count < limits.edges,
      declare(from, attributes: [:], line: line), declare(to, attributes: [:], line: line)
    else {
      droppedEdges += 1
      return
    }
    edgeKeys.insert(key)
    outgoingIndices[from, default: []].append(edges.count)
    targets.insert(to)
    edges.append(Edge(from: from, to: to, label: label, line: line))
  }

  /// The edges leaving `id`, in source order.
  package func outgoing(_ id: String) -> [Edge] { (outgoingIndices[id] ?? []).map { edges[$0] } }

  /// Whether the graph reads as decisions: a diamond, an edge label, or a question label.
  package var isDecisionGraph: Bool {
    guard !edges.isEmpty else { return false }
    return nodes.values.contains { $0.shape == "diamond" || $0.label.hasSuffix("?") }
      || edges.contains { $0.label?.isEmpty == false }
  }

  /// The first node with outgoing edges and no incoming ones (else the first node).
  package var root: String? {
    order.first { id in !targets.contains(id) && outgoingIndices[id] != nil } ?? order.first
  }

  /// Label text with Graphviz escapes (`\n`, `\l`, `\r`) turned into spaces.
  package static func clean(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    var escaped = false
    for character in text {
      if escaped {
        escaped = false
        if character == "n" || character == "l" || character == "r" {
          pendingSpace = true
          continue
        }
        if character != "\"" { result.append("\\") }
      } else if character == "\\" {
        escaped = true
        continue
      }
      if character == " " || character == "\t" || character == "\n" {
        pendingSpace = true
        continue
      }
      if pendingSpace, !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(character)
    }
    if escaped { result.append("\\") }
    return result
  }
}
