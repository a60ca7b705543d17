import Skillgraph

extension SymptomCatalog {
  /// The symptom tree that `text` describes, and what it settles there (`SituationMatch` over
  /// the symptom trees).
  func tree(describedBy text: String, folders: [String], indexPath: String?)
    throws(SkillgraphError) -> SituationMatch
  {
    do {
      return try SituationMatch(
        situation: text, trees: trees,
        index: .noting(folders: folders, indexPath: indexPath),
        reader: SituationReader(graph: graph, folders: folders), lookingDeeper: true)
    } catch {
      throw .index(error)
    }
  }

  /// What `text` settles in `tree`, a symptom named with `--symptom`.
  func reading(of text: String, in tree: DecisionTree, folders: [String], indexPath: String?)
    throws(SkillgraphError) -> SituationReading
  {
    do {
      return try SituationMatch.reading(
        text, in: tree,
        index: .noting(folders: folders, indexPath: indexPath),
        reader: SituationReader(graph: graph, folders: folders))
    } catch {
      throw .index(error)
    }
  }
}
