package import SkillgraphModel

/// A skill's Markdown cut at its top-level sections: the preamble (the title and what comes
/// before the first top-level section) and one chunk per top-level section, each the
/// section's own lines, unchanged.
package struct SectionedSkill: Sendable {
  /// One top-level section: its heading and its lines, subsections included.
  package struct Chunk: Sendable {
    /// The section at the top of the chunk.
    package var section: Section
    /// The sections inside it, the top one first.
    package var sections: [Section]
    /// The chunk's lines, unchanged.
    package var lines: [Substring]
  }

  /// The lines after the front matter and before the first top-level section.
  package var preamble: [Substring]
  /// The top-level sections, in document order.
  package var chunks: [Chunk]

  /// Cuts `text` (the whole file, front matter included) at the top-level sections among
  /// `sections` (the skill's sections, from the graph).
  package init(text: String, sections: [Section]) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let body = Self.frontMatterEnd(lines)
    let ordered = sections.sorted { $0.source.startLine < $1.source.startLine }
    // NB: the first heading is the document's title when it is an H1; the top-level sections
    // are the shallowest headings after it.
    var candidates = ordered
    if let first = candidates.first, first.level == 1 { candidates.removeFirst() }
    let topLevel = candidates.map(\.level).min()
    let tops = candidates.filter { $0.level == topLevel }
    let starts = tops.map { $0.source.startLine - 1 }
    let firstStart = starts.first ?? lines.count
    preamble = lines.count > body ? lines[body..<max(body, firstStart)].map { $0 } : []
    chunks = tops.indices.map { position in
      let start = starts[position]
      let end = position + 1 < starts.count ? starts[position + 1] : lines.count
      let inside = ordered.filter {
        ($0.source.startLine - 1) >= start && ($0.source.startLine - 1) < end
      }
      return Chunk(section: tops[position], sections: inside, lines: Array(lines[start..<end]))
    }
  }

  /// The index of the first line after the front matter (0 when there is none).
  package static func frontMatterEnd(_ lines: [Substring]) -> Int {
    guard let first = lines.first, FrontMatterBlock.isDelimiter(first, allowDots: false) else {
      return 0
    }
    for index in lines.indices.dropFirst()
    where FrontMatterBlock.isDelimiter(lines[index], allowDots: true) {
      return index + 1
    }
    return 0
  }
}
