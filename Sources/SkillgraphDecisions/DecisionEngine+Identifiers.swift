public import SkillgraphModel

extension DecisionEngine {
  /// The options of `question` in the order every face shows them: YES before NO for a yes/no
  /// question, whatever order the source draws them in; otherwise the source order.
  public static func ordered(_ question: DecisionQuestion) -> [DecisionOption] {
    guard question.kind == .yesNo else { return question.options }
    let rank = ["yes": 0, "no": 1]
    return question.options.enumerated().sorted { left, right in
      (rank[left.element.id] ?? 2, left.offset) < (rank[right.element.id] ?? 2, right.offset)
    }.map(\.element)
  }

  /// `answers` with abbreviated question and option IDs written out: a key that starts exactly
  /// one question ID of `tree` (and is no ID itself) stands for it, and likewise a value for the
  /// options of its question.
  public func expanded(_ answers: [String: String], in tree: DecisionTree) -> [String: String] {
    // NB: IDs are slugs of their text; a unique beginning keeps the shorter spellings that answer
    // files, scripts and documentation hold working, as Git takes a unique prefix of a hash.
    var questions: [DecisionQuestion] = []
    tree.root.forEachNode { node in
      if case .question(let question) = node { questions.append(question) }
    }
    var result: [String: String] = [:]
    for (key, value) in answers {
      let question =
        questions.first { $0.id == key }
        ?? Self.unique(questions.filter { $0.id.hasPrefix(key) })
      guard let question else {
        result[key] = value
        continue
      }
      var option = value
      let special = [Self.noneOption, Self.notSureOption]
      if !special.contains(value), !question.options.contains(where: { $0.id == value }),
        let match = Self.unique(question.options.filter { $0.id.hasPrefix(value) })
      {
        option = match.id
      }
      // NB: an answer under its full ID wins over one under an abbreviation.
      if question.id == key || result[question.id] == nil { result[question.id] = option }
    }
    return result
  }

  private static func unique<T>(_ items: [T]) -> T? {
    items.count == 1 ? items[0] : nil
  }

  /// Warnings for the facts (`ios`, `duration`, `size`) that no option of `tree` covers: such a
  /// fact still settles a question, by the nearest option, but no path was written for it.
  public func uncoveredFacts(_ facts: DecisionFacts, in tree: DecisionTree) -> [String] {
    var conditions: [String: [(condition: GuardCondition, text: String)]] = [:]
    tree.root.forEachNode { node in
      guard case .question(let question) = node else { return }
      for option in question.options {
        if let condition = option.guardCondition {
          let text = option.text.trimmingCharacters(in: "?")
          conditions[condition.factName, default: []].append((condition, text))
        }
      }
    }
    var warnings: [String] = []
    for (name, guarded) in conditions.sorted(by: { $0.key < $1.key }) {
      guard let value = facts.value(for: guarded[0].condition),
        !guarded.contains(where: { $0.condition.distance(to: value) == 0 })
      else { continue }
      var seen = Set<String>()
      let covered = guarded.map(\.text).filter { seen.insert($0).inserted }
      warnings.append(
        "no path of the tree \(tree.id) is written for \(name)=\(Self.shown(value)); its options cover \(covered.joined(separator: ", ")), and the nearest one is taken"
      )
    }
    return warnings
  }

  private static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
