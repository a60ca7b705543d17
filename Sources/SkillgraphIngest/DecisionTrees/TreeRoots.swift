import SkillgraphModel

/// The roots of one drawn block gathered into the trees they make.
///
/// - An if/else ladder is one tree: consecutive questions, each but the last going on to the
///   next (an answer "Check next" or "Continue", only YES answers, or `Question? → Answer` on
///   one line), have each "no" lead to the next question.
/// - Numbered roots that carry drawn children (`0.` … `4.`, each with `├──` lines) are one tree:
///   a question whose options are the numbered items.
/// - A line at the left edge with nothing under it, just above such a group, is its question
///   (the caption); elsewhere it is a caption and no tree.
package enum TreeRoots {
  /// One tree to read from a block.
  package struct Group {
    /// The root to read.
    package var root: RawTreeNode
    /// The tree's title: the caption above the group, else the root's condition.
    package var title: String
    /// The first line and the last line the group's roots cover.
    package var lines: ClosedRange<Int>
  }

  /// The trees of a block's roots, in order.
  package static func groups(_ roots: [RawTreeNode]) -> [Group] {
    if roots.count == 1, let root = roots.first {
      guard !root.children.isEmpty || LabelParts.hasArrow(root.label) else { return [] }
      return [Group(root: root, title: title(of: root), lines: root.line...lastLine(of: root))]
    }
    var groups: [Group] = []
    var caption: RawTreeNode?
    var index = 0
    while index < roots.count {
      let root = roots[index]
      let ladderEnd = ladderEnd(in: roots, from: index)
      let numberedEnd = numberedEnd(in: roots, from: index)
      let end = max(ladderEnd, numberedEnd)
      if end > index {
        let members = Array(roots[index...end])
        let built = ladderEnd >= numberedEnd ? ladder(members) : numbered(members, caption)
        groups.append(
          Group(
            root: built, title: caption.map(title(of:)) ?? title(of: built),
            lines: (caption ?? root).line...lastLine(of: roots[end])))
        caption = nil
        index = end + 1
        continue
      }
      if root.children.isEmpty {
        caption = LabelParts.hasArrow(root.label) ? nil : root
      } else {
        groups.append(
          Group(root: root, title: title(of: root), lines: root.line...lastLine(of: root)))
        caption = nil
      }
      index += 1
    }
    return groups
  }

  /// The last index of a ladder starting at `start` (`start` itself when there is none). A
  /// ladder nests each question under the one before, so it stops before its questions would
  /// nest deeper than `DecisionTreeLimits.depth`; the rest starts another ladder.
  private static func ladderEnd(in roots: [RawTreeNode], from start: Int) -> Int {
    var end = start
    var depth = depthBelow(roots[start])
    while end + 1 < roots.count, asks(roots[end + 1]),
      goesOn(roots[end]) || isNumberedQuestion(roots[end]) && isNumberedQuestion(roots[end + 1])
    {
      depth += depthBelow(roots[end + 1])
      guard depth < DecisionTreeLimits.standard.depth else { break }
      end += 1
    }
    return end
  }

  /// How many levels a root's tree has (1 for a root alone).
  private static func depthBelow(_ root: RawTreeNode) -> Int {
    var deepest = 0
    var stack: [(node: RawTreeNode, depth: Int)] = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      stack += node.children.map { ($0, depth + 1) }
    }
    return deepest
  }

  /// Whether a root is a numbered question (`Q2: …`): numbered questions are asked in order.
  private static func isNumberedQuestion(_ root: RawTreeNode) -> Bool {
    DecisionSignals.isNumberedQuestion(root.label)
  }

  /// The last index of a run of numbered roots with children starting at `start`.
  private static func numberedEnd(in roots: [RawTreeNode], from start: Int) -> Int {
    var end = start - 1
    while end + 1 < roots.count, !roots[end + 1].children.isEmpty,
      NumberedListReader.numbered(Substring(roots[end + 1].label)) != nil
    {
      end += 1
    }
    return end > start ? end : start
  }

  /// Whether a root asks a question.
  private static func asks(_ root: RawTreeNode) -> Bool {
    DecisionSignals.asks(unnumbered(root.parts.condition ?? root.label))
  }

  /// Whether a root asks and says where to go when the answer is no: an answer that goes on
  /// ("Check next"), only YES answers, or an answer on its own line (`Question? → Answer`).
  private static func goesOn(_ root: RawTreeNode) -> Bool {
    guard asks(root) else { return false }
    if root.children.isEmpty { return !root.parts.targets.isEmpty }
    return root.children.contains(where: isGoOn)
      || root.children.allSatisfy {
        DecisionTreeBuilder.yesNoAnswer($0.parts.condition ?? "") == "yes"
      }
  }

  /// Whether an answer only sends the reader on to the next question.
  private static func isGoOn(_ answer: RawTreeNode) -> Bool {
    guard answer.children.isEmpty, let target = answer.parts.targets.last else { return false }
    let text = target.lowercased().trimmingCharacters(in: ".…!: ")
    let phrases = [
      "check next", "continue", "go on", "keep going", "next", "next question", "next check",
      "next step", "proceed",
    ]
    if phrases.contains(text) { return true }
    // NB: "Q3", "go to Q3": a numbered question further on.
    let words = text.split(separator: " ")
    guard words.count <= 3, let last = words.last, last.count > 1, last.first == "q" else {
      return false
    }
    return last.dropFirst().allSatisfy(\.isNumber)
  }

  /// Whether an answer sends the reader to check something further (`NO → Check X`).
  private static func checksFurther(_ answer: RawTreeNode) -> Bool {
    guard answer.children.isEmpty, answer.parts.condition != nil,
      let target = answer.parts.targets.last
    else { return false }
    return target.lowercased().hasPrefix("check ")
  }

  /// The ladder of `roots` as one root: each one's "no" leads to the next.
  private static func ladder(_ roots: [RawTreeNode]) -> RawTreeNode {
    var next = asQuestion(roots.last!)
    for root in roots.dropLast().reversed() {
      let question = asQuestion(root)
      var children = question.children
      // NB: in numbered questions the answer that goes on is often "Check <the next thing>".
      let goOn =
        children.firstIndex(where: isGoOn)
        ?? (isNumberedQuestion(root) ? children.lastIndex(where: checksFurther) : nil)
      if let index = goOn {
        children[index] = RawTreeNode(
          label: children[index].parts.condition ?? "No", line: children[index].line,
          children: [next])
      } else {
        let onlyYes = children.allSatisfy {
          DecisionTreeBuilder.yesNoAnswer($0.parts.condition ?? "") == "yes"
        }
        children.append(
          RawTreeNode(label: onlyYes ? "No" : "Otherwise", line: next.line, children: [next]))
      }
      next = RawTreeNode(
        label: question.label, line: question.line, notes: question.notes, children: children)
    }
    return next
  }

  /// A root as a question: `Question? → Answer` on one line becomes the question with a YES
  /// answer; a numbered root loses its number.
  private static func asQuestion(_ root: RawTreeNode) -> RawTreeNode {
    let label = unnumbered(root.parts.condition ?? root.label)
    guard root.children.isEmpty, !root.parts.targets.isEmpty else {
      return RawTreeNode(label: label, line: root.line, notes: root.notes, children: root.children)
    }
    let yes = RawTreeNode(
      label: "Yes → " + root.parts.targets.joined(separator: " → "), line: root.line,
      notes: root.notes)
    return RawTreeNode(label: label, line: root.line, children: [yes])
  }

  /// Numbered roots as the options of one question: the caption's, else "Which applies?".
  private static func numbered(_ roots: [RawTreeNode], _ caption: RawTreeNode?) -> RawTreeNode {
    let options = roots.map { root in
      RawTreeNode(
        label: unnumbered(root.label), line: root.line, notes: root.notes,
        children: root.children)
    }
    return RawTreeNode(
      label: caption?.label ?? "Which of these applies?", line: caption?.line ?? roots[0].line,
      children: options)
  }

  /// `text` without a leading `3.` or `3a)`.
  private static func unnumbered(_ text: String) -> String {
    NumberedListReader.numbered(Substring(text)).map { String($0.1) } ?? text
  }

  private static func title(of root: RawTreeNode) -> String {
    LabelParts(root.label).condition ?? root.label
  }

  /// The line of the last node drawn under `node`.
  package static func lastLine(of node: RawTreeNode) -> Int {
    var last = node.line
    var current = node
    while let child = current.children.last {
      last = child.line
      current = child
    }
    return last
  }
}
