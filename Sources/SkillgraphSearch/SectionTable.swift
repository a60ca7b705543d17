package import SkillgraphModel

/// The sections of one skill, in document order, looked up by ID, by span, by parent and by
/// line without a scan of them all: the index's units are made in time linear in the sections.
package struct SectionTable {
  /// The sections, in document order.
  package let sections: [Section]
  private var positionByID: [String: Int] = [:]
  private var positionBySpan: [SourceSpan: Int] = [:]
  private var childrenByParent: [String: [Int]] = [:]
  /// Whether the sections start on increasing lines (always, for an outline's sections).
  private var isOrdered = true

  /// The table of `sections`, given in document order.
  package init(_ sections: [Section]) {
    self.sections = sections
    for (position, section) in sections.enumerated() {
      if positionByID[section.id] == nil { positionByID[section.id] = position }
      if positionBySpan[section.source] == nil { positionBySpan[section.source] = position }
      if let parent = section.parentID { childrenByParent[parent, default: []].append(position) }
      if position > 0, sections[position - 1].source.startLine >= section.source.startLine {
        isOrdered = false
      }
    }
  }

  /// The first section with `id`.
  package func section(withID id: String) -> Section? {
    positionByID[id].map { sections[$0] }
  }

  /// The first section whose lines are exactly `span`.
  package func section(spanning span: SourceSpan) -> Section? {
    positionBySpan[span].map { sections[$0] }
  }

  /// The direct subsections of the section `id`, in document order.
  package func children(of id: String) -> [Section] {
    (childrenByParent[id] ?? []).map { sections[$0] }
  }

  /// The innermost section holding `line`: the last one, in document order, whose lines hold
  /// it.
  package func innermost(containing line: Int) -> Section? {
    func holds(_ section: Section) -> Bool {
      section.source.startLine <= line && line <= section.source.endLine
    }
    guard isOrdered else { return sections.last(where: holds) }
    // NB: the last section that starts at or before the line, then its parents: sections nest,
    // so every other section that holds the line is one of them.
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].source.startLine <= line { low = middle + 1 } else { high = middle }
    }
    var candidate = low > 0 ? sections[low - 1] : nil
    while let section = candidate {
      if holds(section) { return section }
      candidate = section.parentID.flatMap(self.section(withID:))
    }
    return low > 0 ? sections[..<low].last(where: holds) : nil
  }
}
