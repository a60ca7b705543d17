package import SkillgraphModel
import SkillgraphSupport

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
    /// Whether the item leads somewhere: an arrow on its own line that is not a menu path
    /// (`Xcode → Debug → Memory Debugger`), or a question with an arrow under it.
    package var leads = false
    /// Whether the item asks (a `?`) or names a condition (`If …`, `When …`).
    package var asks = false

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
      let text = Substring(DecisionSignals.withASCIIQuestionMarks(String(text)))
      if let (label, rest) = Self.numbered(text) {
        guard items.count < limits.nodes else {
          dropped += 1
          continue
        }
        let parts = LabelParts(String(rest))
        var item = Item(
          label: label, condition: parts.condition ?? "", targets: parts.targets, line: line)
        item.leads = !parts.targets.isEmpty && !Self.isMenuPath(parts)
        item.asks = item.condition.containsBytes("?") || Self.namesCondition(item.condition)
        items.append(item)
      } else if !items.isEmpty, dropped == 0, !String(text).trimmed.isEmpty {
        let parts = LabelParts(String(text))
        if let condition = parts.condition, !condition.isEmpty, parts.targets.isEmpty {
          items[items.count - 1].condition += " " + condition
        }
        items[items.count - 1].targets += parts.targets
        if let condition = parts.condition, !parts.targets.isEmpty,
          DecisionSignals.asks(condition.trimmingCharacters(in: "-*+ "))
        {
          items[items.count - 1].leads = true
          items[items.count - 1].asks = true
        }
      }
    }
    // NB: steps whose arrows are menu paths, or sit in their code and notes, are a procedure,
    // and so are steps among which a couple lead somewhere: most items must lead.
    let leading = items.filter(\.leads)
    guard leading.count >= 2, leading.count * 2 > items.count, leading.contains(where: \.asks)
    else { return nil }
    // NB: the items are prose: bold is how it was written, not what a question or outcome says
    // ("Start with **PTQ** — it's free").
    return items.map { item in
      var item = item
      item.condition = Self.withoutBold(item.condition)
      item.targets = item.targets.map(Self.withoutBold)
      return item
    }
  }

  /// `text` without the `**` of bold emphasis outside code spans.
  static func withoutBold(_ text: String) -> String {
    guard text.contains("**") else { return text }
    var result = ""
    var inCode = false
    var rest = Substring(text)
    while let first = rest.first {
      if first == "`" { inCode.toggle() }
      if !inCode, rest.hasPrefix("**") {
        rest = rest.dropFirst(2)
        continue
      }
      result.append(first)
      rest = rest.dropFirst()
    }
    return result
  }

  /// The items of the lines, when at least two carry an arrow and one asks a question.
  package func items(lines: [(text: Substring, line: Int)]) -> [Item]? {
    var dropped = 0
    return items(lines: lines, dropped: &dropped)
  }

  /// Whether the arrows of a line make a menu path (`Xcode → Debug → Memory Debugger`): two
  /// arrows or more, with short capitalised names between them.
  package static func isMenuPath(_ parts: LabelParts) -> Bool {
    guard parts.targets.count >= 2 else { return false }
    return parts.targets.dropLast().allSatisfy { name in
      name.split(separator: " ").count <= 3 && name.first?.isUppercase == true
    }
  }

  /// Whether `text` names a condition: it starts `If` or `When` (bold or not).
  package static func namesCondition(_ text: String) -> Bool {
    let plain = withoutBold(text).drop { $0 == "*" || $0 == "_" || $0 == " " }.lowercased()
    return plain.hasPrefix("if ") || plain.hasPrefix("when ")
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
    var optionIDs = UniqueNames(reserving: DecisionOption.reservedIDs)
    var options: [DecisionOption] = []
    for (item, subitems) in groups {
      let next: DecisionNode
      if !subitems.isEmpty {
        var subIDs = UniqueNames(reserving: DecisionOption.reservedIDs)
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
          id: claimOptionID(
            Slug.identifier(item.condition, fallback: "option-\(item.label)"),
            text: item.condition, line: item.line, in: &optionIDs),
          text: item.condition, guardCondition: GuardParser.parse(item.condition), next: next,
          line: item.line))
    }
    return .question(makeQuestion(text: text, kind: .multipleChoice, options: options, line: line))
  }

  private mutating func option(for item: NumberedListReader.Item, ids: inout UniqueNames)
    -> DecisionOption
  {
    DecisionOption(
      id: claimOptionID(
        Slug.identifier(item.condition, fallback: "option-\(item.label)"),
        text: item.condition, line: item.line, in: &ids),
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
