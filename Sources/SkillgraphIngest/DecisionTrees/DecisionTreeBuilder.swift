import SkillgraphMarkdown
package import SkillgraphModel
package import SkillgraphSupport

/// Reads raw tree nodes as questions, options and outcomes, with stable IDs.
package struct DecisionTreeBuilder {
  package let path: String
  /// How much one tree may hold; see `DecisionTreeLimits`.
  package var limits = DecisionTreeLimits.standard
  package private(set) var diagnostics: [Diagnostic] = []
  private var questionIDs = UniqueNames(reserving: DecisionQuestion.reservedIDs)
  private var outcomeIDs = UniqueNames()

  package init(path: String) {
    self.path = path
  }

  /// The decision node for a root: a question over its children, or an outcome for a leaf.
  package mutating func node(forRoot root: RawTreeNode) -> DecisionNode {
    let parts = root.parts
    if !parts.targets.isEmpty {
      return destination(
        parts: parts, children: root.children, line: root.line, label: root.label,
        notes: root.notes) ?? .outcome(outcome(parts.targets, line: root.line))
    }
    if root.children.isEmpty {
      return .outcome(outcome([root.label], line: root.line, continuation: root.notes))
    }
    return node(fromChildren: root.children, fallbackText: root.label, line: root.line)
  }

  /// A question with `children` as its options.
  package mutating func question(text: String, children: [RawTreeNode], line: Int)
    -> DecisionQuestion
  {
    let parts = children.map(\.parts)
    let isYesNo = parts.allSatisfy { Self.yesNoAnswer($0.condition ?? "") != nil }
    let isChecks = zip(children, parts).allSatisfy { child, part in
      part.targets.isEmpty && child.children.isEmpty && (part.condition ?? "").hasSuffix("?")
    }
    var optionIDs = UniqueNames(reserving: DecisionOption.reservedIDs)
    var options: [DecisionOption] = []
    for (child, part) in zip(children, parts) {
      let text = part.condition ?? ""
      let base = isYesNo ? Self.yesNoAnswer(text)! : Slug.identifier(text, fallback: "option")
      options.append(
        DecisionOption(
          id: claimOptionID(base, text: text, line: child.line, in: &optionIDs), text: text,
          guardCondition: child.guardCondition,
          next: destination(
            parts: part, children: child.children, line: child.line, label: text,
            notes: child.notes),
          line: child.line))
    }
    return makeQuestion(
      text: text, kind: isYesNo ? .yesNo : isChecks ? .checks : .multipleChoice, options: options,
      line: line)
  }

  /// A question with a fresh ID.
  package mutating func makeQuestion(
    text: String, kind: DecisionQuestion.Kind, options: [DecisionOption], line: Int
  ) -> DecisionQuestion {
    let base = Slug.identifier(text, fallback: "question")
    let id = questionIDs.claim(base)
    if id != base, DecisionQuestion.reservedIDs.contains(base) {
      reportReservedID(base, given: id, text: text, line: line, of: "question")
    }
    return DecisionQuestion(id: id, text: text, kind: kind, options: options, line: line)
  }

  /// An option ID from `base`, unique in `ids`; a base the engine keeps for itself gets another
  /// ID, with a warning.
  package mutating func claimOptionID(
    _ base: String, text: String, line: Int, in ids: inout UniqueNames
  ) -> String {
    let id = ids.claim(base)
    if id != base, DecisionOption.reservedIDs.contains(base) {
      reportReservedID(base, given: id, text: text, line: line, of: "option")
    }
    return id
  }

  private mutating func reportReservedID(
    _ reserved: String, given id: String, text: String, line: Int, of kind: String
  ) {
    diagnostics.append(
      Diagnostic(
        .warning, "reserved-decision-id",
        "\(kind) '\(text)' would have the ID '\(reserved)', which decide keeps for itself; its ID is '\(id)'",
        path: path, range: .at(line: line)))
  }

  private mutating func destination(
    parts: LabelParts, children: [RawTreeNode], line: Int, label: String, notes: [String]
  ) -> DecisionNode? {
    if parts.hasEmptyTarget && parts.targets.isEmpty && children.isEmpty {
      // NB: an arrow at the end of a line whose target is written on the lines under it.
      guard notes.isEmpty else {
        return .outcome(outcome([notes.joined(separator: " ")], line: line))
      }
      reportMissingTarget(label, line: line)
      return .outcome(outcome([], line: line))
    }
    if let last = parts.targets.last {
      if children.isEmpty {
        return .outcome(outcome(parts.targets, line: line, continuation: notes))
      }
      if DecisionSignals.asks(last) {
        return .question(question(text: last, children: children, line: line))
      }
      return node(fromChildren: children, fallbackText: last, line: line)
    }
    if children.isEmpty {
      return label.hasSuffix("?")
        ? nil : .outcome(outcome([label], line: line, continuation: notes))
    }
    return node(fromChildren: children, fallbackText: label, line: line)
  }

  private mutating func node(fromChildren children: [RawTreeNode], fallbackText: String, line: Int)
    -> DecisionNode
  {
    if children.count == 1 {
      let only = children[0]
      let parts = only.parts
      if parts.condition == nil,
        let next = destination(
          parts: parts, children: only.children, line: only.line, label: only.label,
          notes: only.notes)
      {
        return next
      }
      if parts.targets.isEmpty, !parts.hasEmptyTarget, only.children.isEmpty,
        !only.label.hasSuffix("?")
      {
        return .outcome(outcome([only.label], line: only.line, continuation: only.notes))
      }
      // NB: a lone `A → B → C` line whose A asks nothing is a sequence of steps, not an option.
      if let condition = parts.condition, !parts.targets.isEmpty, only.children.isEmpty,
        !condition.hasSuffix("?"), Self.yesNoAnswer(condition) == nil,
        only.guardCondition == nil
      {
        return .outcome(
          outcome([condition] + parts.targets, line: only.line, continuation: only.notes))
      }
      if parts.targets.isEmpty, !only.children.isEmpty, DecisionSignals.asks(only.label) {
        return .question(question(text: only.label, children: only.children, line: only.line))
      }
    }
    let text = Self.synthesizedText(for: children) ?? fallbackText
    return .question(question(text: text, children: children, line: line))
  }

  /// Reports a branch that leads nowhere.
  package mutating func reportMissingTarget(_ label: String, line: Int) {
    diagnostics.append(
      Diagnostic(
        .warning, "decision-outcome-without-target",
        "decision branch '\(label)' leads to no outcome", path: path, range: .at(line: line)))
  }

  /// Reports that a block passed one of `limits`; the reader keeps what it has.
  package mutating func reportLimit(_ message: String, line: Int) {
    diagnostics.append(
      Diagnostic(
        .warning, DecisionTreeLimits.diagnosticIdentifier, message, path: path,
        range: .at(line: line)))
  }

  /// An outcome from the targets of an arrow chain. Of `continuation`, the lines written under
  /// it, those that go on with its sentence join its text (its ID stays the slug of the first
  /// line); the others are its detail (`OutcomeEntry`).
  package mutating func outcome(
    _ targets: [String], line: Int, loopsBackTo: String? = nil, continuation: [String] = []
  ) -> DecisionOutcome {
    let written = targets.joined(separator: " → ")
    let wrapped = Self.sentenceGoingOn(after: written, in: continuation)
    let text = wrapped.isEmpty ? written : ([written] + wrapped).joined(separator: " ")
    return DecisionOutcome(
      id: outcomeIDs.claim(Slug.identifier(written, fallback: "outcome")), text: text,
      steps: targets,
      patternNumbers: text.containsBytes("Pattern")
        ? text.matches(of: TextPatterns.patternNumber).compactMap { Int($0.1) } : [],
      links: Self.links(in: text), line: line, loopsBackTo: loopsBackTo)
  }

  /// The first of `lines` that go on with the sentence `text` stops short in: while the text
  /// ends without a full stop, colon, question or exclamation mark, a line that starts with a
  /// word in lower case (not code such as `view.isHidden = true`).
  package static func sentenceGoingOn(after text: String, in lines: [String]) -> [String] {
    var taken: [String] = []
    var last = text.last
    for line in lines {
      guard let end = last, !".:?!…".contains(end), let first = line.first, first.isLowercase,
        line.prefix(while: { !$0.isWhitespace }).allSatisfy({ $0.isLetter || "-,;'".contains($0) })
      else { break }
      taken.append(line)
      last = line.last
    }
    return taken
  }

  /// `yes` or `no` when a condition is a yes/no answer.
  package static func yesNoAnswer(_ condition: String) -> String? {
    let text = condition.lowercased().trimmingCharacters(in: "✅❌ *_`'\"")
    let word = text.prefix { $0.isLetter }
    // NB: 是 and 否 are the yes and no of Chinese trees ("是否为静态 HTML？" asks, "是 →" answers).
    if word == "yes" || word == "y" || word == "是" { return "yes" }
    if word == "no" || word == "n" || word == "否" { return "no" }
    return nil
  }

  /// The skill links in an outcome: `skills/x.md` paths and Markdown link targets.
  package static func links(in text: String) -> [String] {
    var result: [String] = []
    if text.containsBytes("skills/") {
      result += text.matches(of: TextPatterns.skillPathInText).map { String($0.0) }
    }
    if text.containsBytes("](") {
      result += text.matches(of: TextPatterns.markdownLinkTarget).map { String($0.1) }
    }
    return result
  }

  /// A question for options that are all guards of one kind ("iOS 26+", "iOS 13-25").
  package static func synthesizedText(for children: [RawTreeNode]) -> String? {
    let guards = children.map(\.guardCondition)
    guard guards.count > 1, let first = guards.first ?? nil,
      guards.allSatisfy({ $0?.factName == first.factName })
    else { return nil }
    switch first {
    case .osVersion: return "Which iOS version is the oldest you support?"
    case .duration: return "How long does the work need to run?"
    case .size: return "How large is the data?"
    }
  }
}
