import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// The tree readers against the hand-made labels of `Fixtures/tree-labels.tsv`, on Axiom,
/// superpowers and the shipped `Content/`: precision, recall, and no garbled text.
@Suite("Tree reading on the labelled sample", .needsSharedCorpus(SharedCorpus.root))
struct TreeReadingAccuracyTests {
  /// `../shared/corpus`, beside the package root.
  static let corpus = SharedCorpus.root

  /// The folders read, each with the folder its labels-file paths start from.
  static let collections: [(folder: String, base: String)] = [
    (corpus + "/axiom/skills", corpus), (corpus + "/superpowers", corpus),
    (ShippedContentTests.folder, ShippedContentTests.folder + "/.."),
  ]

  /// Every tree of the collections, with its labels-file path; loaded once.
  static let trees: Result<[(path: String, tree: DecisionTree)], any Error> = Result {
    var result: [(path: String, tree: DecisionTree)] = []
    for (folder, base) in collections {
      let prefix = URL(fileURLWithPath: base).standardized.path + "/"
      for tree in try CorpusLoader(folders: [folder]).load().decisionTrees {
        let path = URL(fileURLWithPath: tree.source.path).standardized.path
        result.append((String(path.dropFirst(path.hasPrefix(prefix) ? prefix.count : 0)), tree))
      }
    }
    return result
  }

  func loaded() throws -> [(path: String, tree: DecisionTree)] {
    try #require(
      FileManager.default.fileExists(atPath: Self.corpus + "/axiom/skills"),
      "the sample corpora are missing: expected them at \(Self.corpus)")
    return try Self.trees.get()
  }

  @Test("the readers reach precision 0.97 and recall 0.95 against the labels")
  func precisionAndRecall() throws {
    let score = try TreeLabels.load().score(
      try loaded().map { ($0.path, $0.tree.source.startLine) })
    print("tree readers on the labelled sample: \(score)")
    for mismatch in score.mismatches { print("  \(mismatch)") }
    #expect(score.precision >= 0.97, "\(score)")
    #expect(score.recall >= 0.95, "\(score)")
  }

  @Test("every tree the readers find lies in a labelled block")
  func everyTreeLabelled() throws {
    let score = try TreeLabels.load().score(
      try loaded().map { ($0.path, $0.tree.source.startLine) })
    #expect(score.unlabelled.isEmpty, "not labelled: \(score.unlabelled.prefix(20))")
  }

  @Test("no question, option or outcome read from the corpora holds a box-drawing border")
  func noBorders() throws {
    var garbled: [String] = []
    for (path, tree) in try loaded() {
      for (line, text) in Self.texts(of: tree.root) where Self.hasBorder(text) {
        garbled.append("\(path):\(line): \(text)")
      }
    }
    #expect(garbled.isEmpty, "\(garbled.count) texts with borders: \(garbled.prefix(20))")
  }

  @Test("no question read from the corpora ends mid-sentence")
  func noCutQuestions() throws {
    var cut: [String] = []
    for (path, tree) in try loaded() {
      tree.root.forEachNode { node in
        guard case .question(let question) = node, Self.endsMidSentence(question.text) else {
          return
        }
        cut.append("\(path):\(question.line): \(question.text)")
      }
    }
    #expect(cut.isEmpty, "\(cut.count) questions cut: \(cut.prefix(20))")
  }

  /// The box-drawing rails, corners and connectors a read text must not keep.
  static func hasBorder(_ text: String) -> Bool {
    text.unicodeScalars.contains { "│┌┐└┘├┤─".unicodeScalars.contains($0) }
  }

  /// Whether `text` stops where a sentence cannot: on a joining word, a comma, an open
  /// parenthesis or backtick.
  static func endsMidSentence(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let last = trimmed.last else { return true }
    if ",(-–/&".contains(last) { return true }
    if trimmed.filter({ $0 == "(" }).count > trimmed.filter({ $0 == ")" }).count { return true }
    if trimmed.filter({ $0 == "`" }).count % 2 == 1 { return true }
    let word = trimmed.split(separator: " ").last.map { $0.lowercased() } ?? ""
    let joining: Set<String> = [
      "and", "or", "the", "a", "an", "to", "of", "for", "with", "in", "on", "but", "that",
      "if", "your", "by", "from", "at", "is", "are", "than", "into", "not",
    ]
    return joining.contains(word)
  }

  /// Every question, option and outcome text of a tree, with its line.
  static func texts(of root: DecisionNode) -> [(Int, String)] {
    var result: [(Int, String)] = []
    root.forEachNode { node in
      switch node {
      case .question(let question):
        result.append((question.line, question.text))
        result += question.options.map { ($0.line, $0.text) }
      case .outcome(let outcome): result.append((outcome.line, outcome.text))
      }
    }
    return result
  }
}
