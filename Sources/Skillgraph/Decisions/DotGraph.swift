import Foundation

/// The nodes and edges of a Graphviz digraph, as far as decision trees need them.
struct DotGraph {
  struct Node {
    var id: String
    var label: String
    var shape: String?
    var line: Int
  }

  struct Edge {
    var from: String
    var to: String
    var label: String?
    var line: Int
  }

  private(set) var nodes: [String: Node] = [:]
  private(set) var order: [String] = []
  private(set) var edges: [Edge] = []

  /// Declares or updates a node.
  mutating func declare(_ id: String, attributes: [String: String], line: Int) {
    if nodes[id] == nil {
      order.append(id)
      nodes[id] = Node(id: id, label: Self.clean(id), shape: nil, line: line)
    }
    if let label = attributes["label"] { nodes[id]?.label = Self.clean(label) }
    if let shape = attributes["shape"] { nodes[id]?.shape = shape.lowercased() }
  }

  /// Adds an edge, declaring both ends.
  mutating func connect(_ from: String, _ to: String, label: String?, line: Int) {
    declare(from, attributes: [:], line: line)
    declare(to, attributes: [:], line: line)
    edges.append(Edge(from: from, to: to, label: label.map(Self.clean), line: line))
  }

  /// The edges leaving `id`, in source order.
  func outgoing(_ id: String) -> [Edge] { edges.filter { $0.from == id } }

  /// Whether the graph reads as decisions: a diamond, an edge label, or a question label.
  var isDecisionGraph: Bool {
    guard !edges.isEmpty else { return false }
    return nodes.values.contains { $0.shape == "diamond" || $0.label.hasSuffix("?") }
      || edges.contains { $0.label?.isEmpty == false }
  }

  /// The first node with outgoing edges and no incoming ones (else the first node).
  var root: String? {
    let targets = Set(edges.map(\.to))
    return order.first { id in !targets.contains(id) && edges.contains { $0.from == id } }
      ?? order.first
  }

  /// Label text with Graphviz escapes (`\n`, `\l`, `\r`) turned into spaces.
  static func clean(_ text: String) -> String {
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
