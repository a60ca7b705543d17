public import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphSearch
import SkillgraphSite
import SkillgraphTemplates

/// The decision tree a description in words leads to, and what the description settles there.
///
/// The description is read against every tree (`SituationReader`): the tree whose title it
/// names, or whose questions it answers, most. Two trees named as much are told apart by the
/// search (the tree holding the best of its first results); when the search does not tell
/// them apart either, no tree is chosen and both are offered. A description that names no tree
/// leads to the tree holding one of the search's first results, when the content covers it.
public struct SituationMatch: Sendable {
  /// The tree found, if any.
  public var tree: DecisionTree?
  /// What the description settles in `tree`.
  public var reading: SituationReading?
  /// The trees the description names equally when no tree was chosen between them.
  public var tied: [DecisionTree]
  /// The search that found it: its results and whether the content covers the words.
  public var search: SearchResponse

  /// How many of the best results may lead to a tree: a tree that only a result further down
  /// touches is about something else ("CLClientIsBackgroundable" reached the tree on tasks
  /// ending early through its seventh result).
  public static let depth = 5

  /// Reads `situation` against `trees` and searches `index` for it.
  public init(
    situation: String, trees: [DecisionTree], index: SearchIndex, reader: SituationReader
  ) throws(IndexError) {
    search = try index.search(SearchRequest(text: situation, limit: Self.depth, maxTokens: 0))
    tree = nil
    tied = []
    let covered = search.confidence == .high
    let searched = covered ? Self.firstTree(in: search, among: trees) : nil
    let ranked = reader.rank(situation, among: trees)
    let strongEnough = { (entry: (tree: DecisionTree, reading: SituationReading, strength: Int)) in
      entry.strength >= Self.strengthAlone
        && entry.reading.answers.count + entry.reading.ambiguous.count
          + entry.reading.factQuestions >= 1
    }
    if let best = ranked.first, covered || strongEnough(best) {
      let top = ranked.filter { $0.strength == best.strength }.map(\.tree)
      if top.count == 1 {
        tree = best.tree
      } else if let searched, top.contains(where: { $0.id == searched.id }) {
        tree = searched
      } else {
        tied = top
      }
    } else if ranked.isEmpty {
      tree = searched
    }
    reading = tree.map { reader.read(situation, in: $0) }
  }

  /// How strongly a description must name a tree to lead to it when the search finds that the
  /// content does not cover its words: two of its questions, or its title and a question (the
  /// title alone is not enough: "expired" names the tree of tasks that expire, and a token).
  static let strengthAlone = 2

  /// The tree among `trees` holding the first of `search`'s results that lies in one.
  private static func firstTree(in search: SearchResponse, among trees: [DecisionTree])
    -> DecisionTree?
  {
    for result in search.results {
      let found = trees.first { tree in
        tree.skillID == result.skill.id && result.source.startLine <= tree.source.endLine
          && tree.source.startLine <= result.source.endLine
      }
      if let found { return found }
    }
    return nil
  }
}

extension SituationReader {
  /// A reader for the trees of `graph`, with the vocabulary of `folders` (the general list and
  /// each folder's own).
  public init(graph: KnowledgeGraph, folders: [String]) {
    self.init(graph: graph, vocabulary: Vocabulary.load(Vocabulary.files(for: folders)).vocabulary)
  }
}
