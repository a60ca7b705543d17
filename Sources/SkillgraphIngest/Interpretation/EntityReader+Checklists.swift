import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSupport

extension EntityReader {
  /// A checklist for a section with task-list items, `☐` lines, or numbered steps under a
  /// heading that says "checklist".
  package mutating func readChecklist(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    let isChecklistHeading = entry.normalizedTitle.containsBytes("checklist")
    let lastLine = entry.blocks.last?.range.end.line ?? 0
    guard
      isChecklistHeading
        || checkboxLines.containsLine(from: entry.section.source.startLine, through: lastLine)
    else { return }
    var items: [ChecklistItem] = []
    for block in entry.blocks {
      collectItems(in: block, numbered: isChecklistHeading, into: &items)
    }
    guard !items.isEmpty else { return }
    let title = entry.section.level == 0 ? skill.title : entry.section.title
    result.checklists.append(
      Checklist(
        id: ids.next("checklist"), title: title, skillID: skill.id, sectionID: entry.section.id,
        items: items, source: entry.section.source))
  }

  private func collectItems(
    in block: MarkdownNode, numbered: Bool, into items: inout [ChecklistItem]
  ) {
    var stack: [(node: MarkdownNode, inOrderedList: Bool)] = [(block, false)]
    while let (node, inOrderedList) = stack.popLast() {
      switch node.kind {
      case .item(let task?):
        items.append(
          ChecklistItem(
            text: firstParagraphText(of: node), isChecked: task == .checked, style: .task,
            line: node.range.start.line))
      case .item(nil) where numbered:
        items.append(
          ChecklistItem(
            text: firstParagraphText(of: node), isChecked: false,
            style: inOrderedList ? .numbered : .bullet, line: node.range.start.line))
      case .tableRow(let isHeader) where numbered && !isHeader:
        let cells = node.children.map { $0.plainText.trimmed }.filter { !$0.isEmpty }
        if !cells.isEmpty {
          items.append(
            ChecklistItem(
              text: cells.joined(separator: " — "), isChecked: false, style: .tableRow,
              line: node.range.start.line))
        }
      case .codeBlock(let code)
      where Self.hasBallotBox(code.literal) || Self.hasTaskBox(code.literal):
        items += ballotItems(in: code.literal, firstLine: node.range.start.line + 1)
      case .text(let text) where Self.hasBallotBox(text):
        items += ballotItems(in: text, firstLine: node.range.start.line)
      default:
        break
      }
      if case .codeBlock = node.kind { continue }
      var ordered = inOrderedList
      if case .list(let isOrdered, _) = node.kind { ordered = isOrdered }
      for child in node.children.reversed() {
        stack.append((child, ordered))
      }
    }
  }

  private func firstParagraphText(of item: MarkdownNode) -> String {
    (item.children.first { if case .paragraph = $0.kind { true } else { false } }?.plainText ?? "")
      .trimmed
  }

  private static func hasBallotBox(_ text: String) -> Bool {
    text.containsBytes("☐") || text.containsBytes("☑") || text.containsBytes("☒")
  }

  private static func hasTaskBox(_ text: String) -> Bool {
    text.containsBytes("[ ]") || text.containsBytes("[x]") || text.containsBytes("[X]")
  }

  /// The `☐` lines and the `[ ]`/`[x]` lines of a fence or a paragraph.
  private func ballotItems(in text: String, firstLine: Int) -> [ChecklistItem] {
    var items: [ChecklistItem] = []
    for (offset, line) in text.splitLines.enumerated() {
      let body = line.drop { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "*" }
      for (box, isChecked) in [("[ ]", false), ("[x]", true), ("[X]", true)]
      where body.hasPrefix(box) {
        let rest = String(body.dropFirst(3)).trimmed
        if !rest.isEmpty {
          items.append(
            ChecklistItem(
              text: rest, isChecked: isChecked, style: .task, line: firstLine + offset))
        }
      }
      guard let mark = body.first, mark == "☐" || mark == "☑" || mark == "☒" else { continue }
      items.append(
        ChecklistItem(
          text: String(body.dropFirst()).trimmed, isChecked: mark != "☐", style: .ballotBox,
          line: firstLine + offset))
    }
    return items
  }
}
