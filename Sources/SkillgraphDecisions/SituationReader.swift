import Foundation
package import SkillgraphIngest
public import SkillgraphModel

/// Reads descriptions in words against a collection's decision trees: which tree a description
/// is about, and what it settles there (`SituationReading`).
public struct SituationReader: Sendable {
  /// The synonyms the collections use.
  package let vocabulary: Vocabulary
  /// Terms found in so many of the trees' questions and options that they tell none apart
  /// ("task", "background" in a collection on background tasks).
  package let generic: Set<String>
  /// How much each term tells the questions and options apart: the log of how many texts there
  /// are over how many hold it.
  package let weights: [String: Double]

  /// A reader for the trees of `graph`, with `vocabulary`.
  package init(graph: KnowledgeGraph, vocabulary: Vocabulary) {
    self.vocabulary = vocabulary
    var counts: [String: Int] = [:]
    var texts = 0
    for tree in graph.decisionTrees {
      tree.root.forEachNode { node in
        guard case .question(let question) = node else { return }
        for text in [question.text] + question.options.map(\.text) {
          texts += 1
          for term in DescriptionTerms(text, vocabulary: vocabulary).all {
            counts[term, default: 0] += 1
          }
        }
      }
    }
    let limit = max(Self.genericFloor, Int(Double(texts) * Self.genericShare))
    generic = Set(counts.filter { $0.value > limit }.keys)
    weights = counts.mapValues { log(Double(texts + 1) / Double($0)) }
  }

  /// A term in more than this share of the questions and options tells none apart.
  static let genericShare = 0.05
  /// ... and never a term found in this many or fewer.
  static let genericFloor = 3

  /// What `text` settles in `tree`.
  public func read(_ text: String, in tree: DecisionTree) -> SituationReading {
    SituationReading(
      text: text, tree: tree, vocabulary: vocabulary, generic: generic, weights: weights)
  }

  /// The words of `text` whose terms `other` holds too, leaving out those too common among
  /// the trees' questions to tell anything apart, in the order `text` says them.
  package func sharedWords(_ text: String, with other: String) -> [String] {
    let description = DescriptionTerms(text, vocabulary: vocabulary)
    let held = description.all.intersection(DescriptionTerms(other, vocabulary: vocabulary).all)
      .subtracting(generic)
    return Array(Set(held.compactMap { description.words(for: $0) }))
      .sorted { (description.position(of: $0), $0) < (description.position(of: $1), $1) }
  }

  /// Every option of `question` holding one of the terms of `text` (not denied, not too common
  /// among the trees' questions), a word the question asks about too ("downloads" in "Large
  /// download or upload?"), with those words: not enough to settle anything, but a search
  /// result that leads to several options is read against them. Asked of one question, when
  /// needed, not of every tree a description is read against.
  package func mentions(in text: String, of question: DecisionQuestion)
    -> [SituationReading.Settled]
  {
    let description = DescriptionTerms(text, vocabulary: vocabulary, droppingNegated: true)
    return question.options.compactMap { option in
      let terms = DescriptionTerms(option.text, vocabulary: vocabulary).all.subtracting(generic)
      let found = SituationReading.matched(terms, in: description)
      return found.isEmpty ? nil : SituationReading.Settled(optionID: option.id, words: found)
    }
  }

  /// The trees among `trees` that `text` says most about (naming the title counts twice, each
  /// question its words or facts settle, or whose options it names, once), best first; empty when it says nothing about any.
  public func rank(_ text: String, among trees: [DecisionTree]) -> [(
    tree: DecisionTree, reading: SituationReading, strength: Int
  )] {
    trees.map { tree in
      let reading = read(text, in: tree)
      // NB: a question whose options the description names about equally speaks for the tree
      // as much as one it settles.
      let named = reading.answers.count + reading.ambiguous.count
      let questions = named + reading.factQuestions
      // NB: facts alone ("iOS 16") name no tree: every tree with a version guard reads them.
      let strength =
        reading.titleWords.isEmpty && named == 0
        ? 0 : (reading.titleWords.isEmpty ? 0 : 2) + questions
      return (tree, reading, strength)
    }
    .filter { $0.strength > 0 }
    .sorted { $0.strength > $1.strength }
  }
}
