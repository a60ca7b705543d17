import Foundation
import Testing

/// The hand-made labels of `Fixtures/tree-labels.tsv`: for every block of the sample corpora
/// that the readers read as a tree or that looks like one, whether it is a decision and how many
/// trees it holds. The file holds references (path, lines, label, reason), never corpus text.
struct TreeLabels {
  /// One labelled block.
  struct Block: Hashable {
    /// The file, from the corpus folder (`axiom/skills/...`) or the repository (`Content/...`).
    var path: String
    var firstLine: Int
    var lastLine: Int
    /// How many decision trees the block holds: 0 for a diagram, a procedure or prose.
    var trees: Int
    var reason: String
  }

  /// The figures of the readers against the labels.
  struct Score: CustomStringConvertible {
    var truePositives = 0
    var falsePositives = 0
    var falseNegatives = 0
    /// Trees found outside every labelled block, as `path:line`.
    var unlabelled: [String] = []
    /// Blocks where the readers found another number of trees than the label, as
    /// `path:first-last expected N, read M`.
    var mismatches: [String] = []

    var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
    var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }

    var description: String {
      "precision \(Self.shown(precision)) (\(truePositives) of \(truePositives + falsePositives) trees read), "
        + "recall \(Self.shown(recall)) (\(truePositives) of \(truePositives + falseNegatives) labelled)"
    }

    private static func shown(_ value: Double) -> String { String(format: "%.3f", value) }
  }

  var blocks: [Block]

  /// Reads the labels file: `path<TAB>first-last<TAB>trees<TAB>reason`, `#` comments.
  static func load() throws -> TreeLabels {
    let text = try String(contentsOfFile: try Fixtures.path("tree-labels.tsv"), encoding: .utf8)
    var blocks: [Block] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let lines = fields[1].split(separator: "-").compactMap { Int($0) }
      guard fields.count >= 4, let first = lines.first, let trees = Int(fields[2]) else {
        Issue.record("tree-labels.tsv: cannot read '\(line)'")
        continue
      }
      blocks.append(
        Block(
          path: fields[0], firstLine: first, lastLine: lines.last ?? first, trees: trees,
          reason: fields[3]))
    }
    return TreeLabels(blocks: blocks)
  }

  /// Scores `trees`, each given by its labels-file path and first line: a tree inside a block
  /// labelled with N trees is right up to N of them; past N, or in a block of 0, it is wrong;
  /// a labelled tree not read is missed.
  func score(_ trees: [(path: String, line: Int)]) -> Score {
    var score = Score()
    var found: [Block: Int] = [:]
    for tree in trees {
      guard
        let block = blocks.first(where: {
          $0.path == tree.path && $0.firstLine <= tree.line && tree.line <= $0.lastLine
        })
      else {
        score.unlabelled.append("\(tree.path):\(tree.line)")
        score.falsePositives += 1
        continue
      }
      found[block, default: 0] += 1
    }
    for block in blocks {
      let read = found[block] ?? 0
      score.truePositives += min(read, block.trees)
      score.falsePositives += max(0, read - block.trees)
      score.falseNegatives += max(0, block.trees - read)
      if read != block.trees {
        score.mismatches.append(
          "\(block.path):\(block.firstLine)-\(block.lastLine) expected \(block.trees), read \(read) (\(block.reason))"
        )
      }
    }
    return score
  }
}
