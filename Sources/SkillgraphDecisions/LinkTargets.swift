import SkillgraphModel

/// The main decision tree of each skill, for following links: the first tree under a heading
/// that says "decision", else the skill's first tree.
struct LinkTargets {
  private var trees: [String: DecisionTree] = [:]

  init(graph: KnowledgeGraph) {
    let sections = Set(
      graph.sections.filter { $0.title.lowercased().contains("decision") }.map(\.id))
    var first: [String: DecisionTree] = [:]
    for tree in graph.decisionTrees {
      if first[tree.skillID] == nil { first[tree.skillID] = tree }
      if trees[tree.skillID] == nil, sections.contains(tree.sectionID) {
        trees[tree.skillID] = tree
      }
    }
    trees.merge(first) { chosen, _ in chosen }
  }

  /// The main tree of `skill`, if it has a tree.
  func mainTree(ofSkill skill: String) -> DecisionTree? {
    trees[skill]
  }
}
