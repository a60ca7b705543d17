import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

extension EntityReader {
  /// Red flags, example prompts, quick-reference tables and resources.
  package mutating func readLists(_ index: Int, into result: inout InterpretedSkill) {
    let entry = outline.entries[index]
    guard entry.section.level > 0 else { return }
    let title = entry.normalizedTitle
    if title.containsBytes("red flag") {
      appendItemList(.redFlags, prefix: "red-flags", entry: entry, into: &result)
    }
    if title.containsBytes("example prompt") {
      appendItemList(.examplePrompts, prefix: "example-prompts", entry: entry, into: &result)
    }
    if title.containsBytes("quick reference") || title.containsBytes("cheat sheet") {
      for block in entry.blocks where block.kind == .table {
        let rows = block.children.map { row in row.children.map { $0.plainText.trimmed } }
        result.quickReferences.append(
          QuickReferenceTable(
            id: ids.next("table"), title: entry.section.title, skillID: skill.id,
            sectionID: entry.section.id, header: rows.first ?? [], rows: Array(rows.dropFirst()),
            source: span(block.range)))
      }
    }
    if title.containsBytes("resources") || title == "see also" || title.containsBytes("wwdc") {
      readResources(entry, into: &result)
    }
  }

  private func listItems(_ entry: Outline.Entry) -> [MarkdownNode] {
    entry.blocks.filter { if case .list = $0.kind { true } else { false } }.flatMap(\.children)
  }

  private mutating func appendItemList(
    _ kind: EntityKind, prefix: String, entry: Outline.Entry, into result: inout InterpretedSkill
  ) {
    let items = listItems(entry).map { $0.plainText.trimmed }.filter { !$0.isEmpty }
    guard !items.isEmpty else { return }
    result.itemLists.append(
      ItemList(
        id: ids.next(prefix), kind: kind, title: entry.section.title, skillID: skill.id,
        sectionID: entry.section.id, items: items, source: entry.section.source))
  }

  private mutating func readResources(_ entry: Outline.Entry, into result: inout InterpretedSkill) {
    var lines: [(text: String, range: SourceRange, links: [String])] = []
    for item in listItems(entry) {
      var links: [String] = []
      item.forEachDescendant { node in
        if case .link(let destination, _) = node.kind { links.append(destination) }
      }
      lines.append((item.plainText.trimmed, item.range, links))
    }
    for block in entry.blocks where block.kind == .paragraph {
      let text = block.plainText
      // NB: split at newline bytes (a Character split walked grapheme clusters); only a CR LF,
      // one Character, splits differently, so text with a CR keeps the Character split.
      let pieces =
        text.utf8.contains(0x0D)
        ? text.split(separator: "\n")
        : text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
      for line in pieces {
        lines.append((String(line).trimmed, block.range, []))
      }
    }
    for (text, range, links) in lines where !text.isEmpty {
      let (target, value) = Self.classifyResource(text, links: links)
      result.resources.append(
        Resource(
          id: ids.next("resource"), title: text, skillID: skill.id, target: target, value: value,
          source: span(range)))
    }
  }

  /// What a resource line points at: a WWDC session, a documentation path, or a link.
  package static func classifyResource(_ text: String, links: [String]) -> (Resource.Target, String)
  {
    if text.containsBytes("WWDC") || text.containsBytes("wwdc"),
      let match = text.firstMatch(of: TextPatterns.wwdcSession)
    {
      let year = match.1.count == 4 ? String(match.1.suffix(2)) : String(match.1)
      return (.wwdcSession, "WWDC\(year)-\(match.2)")
    }
    if text.containsBytes("/documentation/"),
      let match = text.firstMatch(of: TextPatterns.documentationPath)
    {
      return (.documentation, String(match.0))
    }
    if let link = links.first { return (.link, link) }
    if text.containsBytes("http"), let match = text.firstMatch(of: TextPatterns.webURL) {
      return (.link, String(match.0))
    }
    return (.other, text)
  }
}
