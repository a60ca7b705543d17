import Foundation
public import SkillgraphModel

extension DecisionEngine {
  /// The question with `id` in `tree`, wherever it sits.
  public func question(withID id: String, in tree: DecisionTree) -> DecisionQuestion? {
    var found: DecisionQuestion?
    tree.root.forEachNode { node in
      if found == nil, case .question(let question) = node, question.id == id { found = question }
    }
    return found
  }

  /// The option the facts point at without settling the question: the first option whose
  /// guard holds for a known fact (a question is only settled when every option is a guard).
  public func suggestedOption(for question: DecisionQuestion, facts: DecisionFacts) -> String? {
    question.options.first { option in
      guard let condition = option.guardCondition, let value = facts.value(for: condition) else {
        return false
      }
      return condition.distance(to: value) == 0
    }?.id
  }

  /// The sections and skills that the links of `recommendation`'s outcome point at, in the order
  /// they are written; a link that does not resolve is kept with no target.
  public func links(of recommendation: Recommendation, in tree: DecisionTree) -> [DecisionLink] {
    let outcome = tree.root.outcomes.first {
      $0.id == recommendation.id && $0.text == recommendation.title
    }
    return (outcome?.links ?? []).map { resolve(link: $0, from: tree.skillID) }
  }

  package func resolve(link: String, from skillID: String) -> DecisionLink {
    let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts.first.map(String.init) ?? ""
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    var skills = [skillID]
    if !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      var name = url.deletingPathExtension().lastPathComponent
      if name == "SKILL" { name = url.deletingLastPathComponent().lastPathComponent }
      skills = (graph.skill(withID: skillID)?.suite.map { ["\($0)--\(name)"] } ?? []) + [name]
    }
    for skill in skills where graph.skill(withID: skill) != nil {
      let id = anchor.map { "\(skill)#\($0)" } ?? skill
      guard let entity = graph.entity(withID: id) else { continue }
      return DecisionLink(
        link: link, targetID: entity.id, kind: entity.kind, title: entity.title,
        source: entity.source,
        markdown: entity.kind == .section ? graph.markdown(of: entity) : nil)
    }
    return DecisionLink(link: link)
  }
}
