import Foundation
import Skillgraph

/// The symptoms `diagnose` offers: the decision trees of diagnostic skills, found by tree ID,
/// section anchor or title slug.
struct SymptomCatalog {
  let graph: KnowledgeGraph
  /// The trees of diagnostic skills, in graph order.
  let trees: [DecisionTree]

  init(graph: KnowledgeGraph) {
    self.graph = graph
    trees = graph.symptomTrees
  }

  /// The symptoms for messages: `id (title)`, comma-separated.
  var listing: String {
    trees.map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
  }

  /// The tree `text` names: its ID, its section's ID or anchor, or its title as a slug.
  func tree(matching text: String) throws(SkillgraphError) -> DecisionTree {
    let key = text.lowercased()
    let found = trees.first { tree in
      let anchor = tree.sectionID.split(separator: "#").last.map(String.init)
      return tree.id == text || tree.sectionID == text || anchor == key
        || Self.slug(tree.title) == Self.slug(text)
    }
    guard let found else {
      throw .unknownSymptom(text, symptoms: listing)
    }
    return found
  }

  /// Asks for the symptom (at once when there is only one).
  func choose(prompt: TerminalPrompt) throws(SessionStop) -> DecisionTree? {
    try Self.choose(among: trees, title: "Which symptom?", prompt: prompt)
  }

  /// Asks which of `trees` to walk, the first highlighted (at once when there is only one); each
  /// named by its title, and by its skill when they come from several.
  static func choose(among trees: [DecisionTree], title: String, prompt: TerminalPrompt)
    throws(SessionStop) -> DecisionTree?
  {
    guard trees.count > 1 else { return trees.first }
    let skills = Set(trees.map(\.skillID))
    let menu = PromptMenu(
      title: title,
      options: trees.map { tree in
        .init(
          label: skills.count > 1 ? "\(tree.title)  (\(tree.skillID))" : tree.title, id: tree.id)
      }, defaultIndex: 0, commands: [.quit])
    guard case .option(let index) = try prompt.choose(menu) else { return nil }
    return trees[index]
  }

  /// Lowercase letters and digits joined by `-`.
  static func slug(_ text: String) -> String {
    PromptMenu.normalized(text).replacingOccurrences(of: " ", with: "-")
  }
}
