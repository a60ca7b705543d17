public import SkillgraphDecisions
public import SkillgraphModel
public import SkillgraphSearch

extension SituationMatch {
  /// The tree a description leads `decide` and `ask` to among all the trees of `graph`, and what
  /// it settles there. A description that leads to a symptom tree is a symptom: it goes to the
  /// symptom tree `diagnose` chooses among the trees of that skill (`lookingDeeper`), so that
  /// the commands route it alike ("cut off halfway ... never to run again" is the tree of tasks
  /// ending early for all of them).
  ///
  /// A pasted crash report or console line (`PastedReport`) is a symptom: it goes to the
  /// symptom tree `diagnose` finds for it, when there is one ("*** Terminating app due to
  /// uncaught exception ... (I register after the user logs in)" is the registration crash,
  /// not work "the user explicitly started").
  public static func decision(
    _ situation: String, graph: KnowledgeGraph, index: SearchIndex, reader: SituationReader
  ) throws(IndexError) -> SituationMatch {
    if PastedReport.isPresent(in: situation) {
      let symptoms = graph.symptomTrees
      if !symptoms.isEmpty {
        let reported = try SituationMatch(
          situation: situation, trees: symptoms, index: index, reader: reader, lookingDeeper: true)
        if reported.tree != nil, reported.reading != nil { return reported }
      }
    }
    let match = try SituationMatch(
      situation: situation, trees: graph.decisionTrees, index: index, reader: reader)
    guard let found = match.tree, graph.skill(withID: found.skillID)?.type == .diagnostic else {
      return match
    }
    let deeper = try SituationMatch(
      situation: situation, trees: graph.decisionTrees.filter { $0.skillID == found.skillID },
      index: index, reader: reader, lookingDeeper: true)
    return deeper.tree != nil && deeper.reading != nil ? deeper : match
  }
}
