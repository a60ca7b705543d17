import Foundation
import Skillgraph

/// Renders decision trees as indented text, one node per line with its source line: the oracle
/// the decision-tree tests compare against golden dumps.
enum TreeDump {
  /// The dump of a whole tree: a header line, then its nodes.
  static func dump(_ tree: DecisionTree) -> String {
    let header =
      "tree \(tree.id) [\(tree.style.rawValue)] \"\(tree.title)\" "
      + "lines \(tree.source.startLine)-\(tree.source.endLine)"
    return ([header] + lines(of: tree.root, depth: 0)).joined(separator: "\n") + "\n"
  }

  /// The dump of several trees, separated by blank lines.
  static func dump(_ trees: [DecisionTree]) -> String {
    trees.map(dump).joined(separator: "\n")
  }

  /// The node's lines, indented two spaces per level.
  static func lines(of node: DecisionNode, depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    switch node {
    case .question(let question):
      var result = [
        "\(indent)L\(question.line) ? \(question.kind.rawValue) \(question.id): \(question.text)"
      ]
      for option in question.options {
        let guardText = option.guardCondition.map { " [\(describe($0))]" } ?? ""
        result.append("\(indent)  L\(option.line) - \(option.id)\(guardText): \(option.text)")
        if let next = option.next {
          result += lines(of: next, depth: depth + 2)
        } else {
          result.append("\(indent)    (nothing below)")
        }
      }
      return result
    case .outcome(let outcome):
      var line = "\(indent)L\(outcome.line) = \(outcome.id): \(outcome.text)"
      if outcome.steps.count > 1 { line += " steps=[\(outcome.steps.joined(separator: " | "))]" }
      if !outcome.patternNumbers.isEmpty {
        line += " patterns=\(outcome.patternNumbers.map(String.init).joined(separator: ","))"
      }
      if !outcome.links.isEmpty { line += " links=\(outcome.links.joined(separator: ","))" }
      if let loop = outcome.loopsBackTo { line += " loops-back-to=\"\(loop)\"" }
      return [line]
    }
  }

  /// A guard as `ios 26...*`, `duration *...30s`, `size 100MB...*`.
  static func describe(_ condition: GuardCondition) -> String {
    switch condition {
    case .osVersion(let minimum, let maximum):
      "ios \(number(minimum))...\(number(maximum))"
    case .duration(let minimum, let maximum):
      "duration \(number(minimum, unit: "s"))...\(number(maximum, unit: "s"))"
    case .size(let minimum, let maximum):
      "size \(number(minimum, unit: "B"))...\(number(maximum, unit: "B"))"
    }
  }

  private static func number(_ value: Double?, unit: String = "") -> String {
    guard let value else { return "*" }
    if value.rounded() == value { return "\(Int(value))\(unit)" }
    return String(format: "%.2f", value) + unit
  }
}
