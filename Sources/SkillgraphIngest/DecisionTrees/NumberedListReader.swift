import SkillgraphMarkdown
package import SkillgraphModel

/// Reads router lists, `1. question? → target` with `1a.` sub-items, from their source lines.
package struct NumberedListReader {
  /// A value with every setting at its default.
  package init() {}

  /// One numbered line: its label (`3a`), its condition and its targets.
  package struct Item {
    package var label: String
    package var condition: String
    package var targets: [String]
    package var line: Int

    /// A value with every stored property given.
    package init(label: String, condition: String, targets: [String], line: Int) {
      self.label = label
      self.condition = condition
      self.targets = targets
      self.line = line
    }
  }

  /// How many items one list may hold; see `DecisionTreeLimits`.
  package var limits = DecisionTreeLimits.standard

  /// The items of the lines, when at least two carry an arrow and one asks a question.
  /// Items past `limits.nodes` are dropped; `dropped` counts them.
  package func items(lines: [(text: Substring, line: Int)], dropped: inout Int) -> [Item]? {
    var items: [Item] = []
    for (text, line) in lines {
      if let (label, rest) = Self.numbered(text) {
        guard items.count < limits.nodes else {
          dropped += 1
          continue
        }
        let parts = LabelParts(String(rest))
        items.append(
          Item(label: label, condition: parts.condition ?? "", targets: parts.targets, line: line))
      } else if !items.isEmpty, dropped == 0, !String(text).trimmed.isEmpty {
        let parts = LabelParts(String(text))
        if let condition = parts.condition, !condition.isEmpty, parts.targets.isEmpty {
          items[items.count - 1].condition += " " + condition
        }
        items[items.count - 1].targets += parts.targets
      }
    }
    let withArrows = items.filter { !$0.targets.isEmpty }
    guard withArrows.count >= 2, withArrows.contains(where: { $0.condition.containsBytes("?") })
    else { return nil }
    return items
  }

  /// The items of the lines, when at least two carry an arrow and one asks a question.
  package func items(lines: [(text: Substring, line: Int)]) -> [Item]? {
    var dropped = 0
    return items(lines: lines, dropped: &dropped)
  }

  /// `("3a", rest)` for a line `3a. rest` (or `3a) rest`).
  package static func numbered(_ line: Substring) -> (String, Substring)? {
    let text = line.drop { $0 == " " || $0 == "\t" }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    var rest = text.dropFirst(digits.count)
    var label = String(digits)
    if let letter = rest.first, letter.isASCII, letter.isLowercase {
      label.append(letter)
      rest = rest.dropFirst()
    }
    guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else {
      return nil
    }
    return (label, rest.dropFirst(2))
  }
}

extension DecisionTreeBuilder {
  /// A multiple-choice question over numbered router items. A `3a.` item follows its `3.` item as
  /// another option, unless `3.` has no target of its own: then `3.` asks a question whose
  /// options are its lettered items.
  package mutating func node(
    forItems items: [NumberedListReader.Item], question text: String, line: Int
  ) -> DecisionNode {
    var groups: [(item: NumberedListReader.Item, subitems: [NumberedListReader.Item])] = []
    for item in items {
      if item.label.last?.isLetter == true, let last = groups.last,
        last.item.label == String(item.label.dropLast()), last.item.targets.isEmpty
      {
        groups[groups.count - 1].subitems.append(item)
      } else {
        groups.append((item, []))
      }
    }
    var optionIDs = UniqueNames()
    var options: [DecisionOption] = []
    for (item, subitems) in groups {
      let next: DecisionNode
      if !subitems.isEmpty {
        var subIDs = UniqueNames()
        let subOptions = subitems.map { sub in
          option(for: sub, ids: &subIDs)
        }
        next = .question(
          makeQuestion(
            text: item.condition, kind: .multipleChoice, options: subOptions, line: item.line))
      } else {
        next = destination(for: item)
      }
      options.append(
        DecisionOption(
          id: optionIDs.claim(Slug.identifier(item.condition, fallback: "option-\(item.label)")),
          text: item.condition, guardCondition: GuardParser.parse(item.condition), next: next,
          line: item.line))
    }
    return .question(makeQuestion(text: text, kind: .multipleChoice, options: options, line: line))
  }

  private mutating func option(for item: NumberedListReader.Item, ids: inout UniqueNames)
    -> DecisionOption
  {
    DecisionOption(
      id: ids.claim(Slug.identifier(item.condition, fallback: "option-\(item.label)")),
      text: item.condition, guardCondition: GuardParser.parse(item.condition),
      next: destination(for: item), line: item.line)
  }

  private mutating func destination(for item: NumberedListReader.Item) -> DecisionNode {
    guard !item.targets.isEmpty else {
      reportMissingTarget("\(item.label). \(item.condition)", line: item.line)
      return .outcome(outcome([], line: item.line))
    }
    return .outcome(outcome([item.targets.joined(separator: ", ")], line: item.line))
  }
}
