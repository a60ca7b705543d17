package import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// A skill document cut into sections: each heading with its own blocks and its subsections.
package struct Outline {
  /// One section, or the preamble before the first heading (level 0).
  ///
  /// NB: a class, so that the many readers that look at an entry share it instead of copying
  /// its arrays; the outline is scaffolding for one skill's interpretation on one thread.
  package final class Entry {
    package var section: Section
    package let normalizedTitle: String
    /// The blocks between this heading and the next heading of any level.
    package var blocks: [MarkdownNode]
    /// Whether the normalised title names anti-patterns or mistakes, read once per entry.
    package private(set) lazy var namesAntiPatterns: Bool = {
      // NB: every word of `antiPatternWords` contains "pattern" or "mistake".
      (normalizedTitle.containsBytes("pattern") || normalizedTitle.containsBytes("mistake"))
        && EntityReader.antiPatternWords.contains { normalizedTitle.containsBytes($0) }
    }()
    /// Indices of direct subsections in `entries`.
    package var children: [Int] = []
    package let parent: Int?
    /// The code blocks among `blocks` and their descendants, in document order.
    package private(set) lazy var codeBlocks: [MarkdownNode] = {
      var found: [MarkdownNode] = []
      for block in blocks { Self.collectCodeBlocks(in: block, into: &found) }
      return found
    }()

    /// NB: code blocks are blocks; the inline content of paragraphs, headings and tables
    /// cannot hold one, so those subtrees are not walked.
    private static func collectCodeBlocks(in node: MarkdownNode, into found: inout [MarkdownNode]) {
      switch node.kind {
      case .codeBlock: found.append(node)
      case .paragraph, .heading, .table, .htmlBlock, .thematicBreak: return
      default:
        for index in node.children.indices {
          collectCodeBlocks(in: node.children[index], into: &found)
        }
      }
    }

    package init(
      section: Section, normalizedTitle: String, blocks: [MarkdownNode], parent: Int? = nil
    ) {
      self.section = section
      self.normalizedTitle = normalizedTitle
      self.blocks = blocks
      self.parent = parent
    }
  }

  package var entries: [Entry] = []

  /// Builds the outline of `document` for the skill `skillID` in `path` with `lineCount` lines.
  package init(
    document: MarkdownNode, skillID: String, skillTitle: String, path: String, lineCount: Int
  ) {
    var names = UniqueNames()
    let preamble = Section(
      id: skillID, title: skillTitle, skillID: skillID, level: 0, slug: "", headingPath: [],
      parentID: nil, source: SourceSpan(path: path, startLine: 1, endLine: lineCount))
    entries.append(Entry(section: preamble, normalizedTitle: "", blocks: []))
    var stack: [Int] = [0]
    for block in document.children {
      guard let level = block.headingLevel else {
        entries[stack.last!].blocks.append(block)
        continue
      }
      while let top = stack.last, top != 0, entries[top].section.level >= level {
        stack.removeLast()
        closeEntry(top, before: block.range.start.line)
      }
      let parent = stack.last!
      let title = block.plainText.trimmed
      let slug = names.claim(Slug.make(title))
      // NB: sized exactly: `path + [title]` grew each path by doubling, and the graph keeps
      // one a section.
      var headingPath: [String] = []
      headingPath.reserveCapacity(entries[parent].section.headingPath.count + 1)
      headingPath += entries[parent].section.headingPath
      headingPath.append(title)
      let section = Section(
        id: "\(skillID)#\(slug)".compacted, title: title, skillID: skillID, level: level,
        slug: slug,
        headingPath: headingPath,
        parentID: parent == 0 ? nil : entries[parent].section.id,
        source: SourceSpan(path: path, startLine: block.range.start.line, endLine: lineCount))
      entries.append(
        Entry(
          section: section, normalizedTitle: HeadingWords.normalize(title), blocks: [],
          parent: parent))
      entries[parent].children.append(entries.count - 1)
      stack.append(entries.count - 1)
    }
  }

  private mutating func closeEntry(_ index: Int, before line: Int) {
    entries[index].section.source.endLine = max(entries[index].section.source.startLine, line - 1)
  }

  /// The sections (without the preamble).
  package var sections: [Section] { entries.dropFirst().map(\.section) }

  /// The entry's blocks and those of all its subsections, in document order.
  package func allBlocks(of index: Int) -> [MarkdownNode] {
    var result = entries[index].blocks
    for child in entries[index].children { result += allBlocks(of: child) }
    return result
  }

  /// Whether any ancestor's normalised title contains `word`.
  package func hasAncestor(of index: Int, containing word: String) -> Bool {
    var current = entries[index].parent
    while let parent = current {
      if entries[parent].normalizedTitle.containsBytes(word) { return true }
      current = entries[parent].parent
    }
    return false
  }
}
