import Foundation
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSupport

extension EntityReader {
  /// References in the section's own blocks: skill paths, "(Pattern N)", links, skill names.
  package mutating func readReferences(_ entry: Outline.Entry, into result: inout InterpretedSkill)
  {
    for index in entry.blocks.indices {
      readReferences(in: entry.blocks[index], into: &result)
    }
  }

  /// NB: recursion, in document order, rather than a stack of copied nodes (each push retained
  /// a node's payload and children); the parser bounds the depth.
  private func readReferences(in node: MarkdownNode, into result: inout InterpretedSkill) {
    switch node.kind {
    case .paragraph, .heading, .table, .htmlBlock:
      scanLines(node.range, into: &result)
      if inlineLines.containsLine(from: node.range.start.line, through: node.range.end.line) {
        collectInline(node, into: &result)
      }
    case .codeBlock(let code):
      let language = code.language
      if Self.drawnTreeLanguages.contains(language) || language == "dot" {
        scanLines(node.range, into: &result)
      }
    default:
      for index in node.children.indices {
        readReferences(in: node.children[index], into: &result)
      }
    }
  }

  private func scanLines(_ range: SourceRange, into result: inout InterpretedSkill) {
    for number in referenceLines.lines(from: range.start.line, through: range.end.line) {
      let raw = source.line(number)
      let mentionsSkills = raw.containsBytes("skills/")
      let mentionsPattern = raw.containsBytes("(Pattern")
      let span = SourceSpan(path: path, startLine: number, endLine: number)
      let paths = mentionsSkills ? ReferenceScanner.skillPaths(in: raw) : []
      for found in paths {
        result.pendingReferences.append(
          PendingReference(
            source: span, column: found.column, text: found.text, form: .skillPath,
            target: .suiteChild(suite: found.suite, child: found.child)))
      }
      if mentionsPattern {
        for found in ReferenceScanner.patternMentions(in: raw) {
          // NB: "`skills/x.md` (Pattern 8)" and "x-diag (Pattern 2)" name a pattern of the
          // skill written before them, on the same line.
          var owner: PendingReference.Target?
          if let path = paths.last(where: { $0.column < found.column }) {
            owner = .suiteChild(suite: path.suite, child: path.child)
          } else if let name = ReferenceScanner.nameBefore(column: found.column, in: raw) {
            owner = .skillName(name)
          }
          result.pendingReferences.append(
            PendingReference(
              source: span, column: found.column, text: found.text, form: .pattern,
              target: .pattern(found.number, in: owner)))
        }
      }
    }
  }

  private func collectInline(_ block: MarkdownNode, into result: inout InterpretedSkill) {
    let path = self.path
    let source = self.source
    // NB: a node's span is made only for a reference, not for every node visited.
    func span(_ node: MarkdownNode) -> SourceSpan {
      SourceSpan(path: path, startLine: node.range.start.line, endLine: node.range.start.line)
    }
    block.forEachDescendant { node in
      switch node.kind {
      case .link(let destination, _):
        // NB: `skills/x.md` links are already found by scanning the lines.
        guard
          !destination.containsBytes("skills/")
            || ReferenceScanner.skillPaths(in: destination[...]).isEmpty,
          let target = Self.linkTarget(destination)
        else { return }
        result.pendingReferences.append(
          PendingReference(
            source: span(node), column: node.range.start.column, text: destination, form: .link,
            target: target))
      case .code(let text) where Self.isDocumentPath(text):
        // NB: a link whose text is its own target in code (`[`a/b.md`](a/b.md)`) names one file
        // once: the link, visited before its text, stands for both.
        let line = node.range.start.line
        guard
          !result.pendingReferences.suffix(4).contains(where: {
            $0.source.startLine == line && $0.text == text
          })
        else { return }
        let owner = ReferenceScanner.ownerBefore(
          column: node.range.start.column, in: source.line(node.range.start.line))
        result.pendingReferences.append(
          PendingReference(
            source: span(node), column: node.range.start.column, text: text, form: .link,
            target: .documentPath(text, in: owner)))
      case .code(let text) where text.containsBytes("-") && Self.isKebabName(text):
        result.pendingReferences.append(
          PendingReference(
            source: span(node), column: node.range.start.column, text: text, form: .skillName,
            target: .skillName(text)))
      default:
        return
      }
    }
  }

  /// Whether `text` is a kebab-case name (`TextPatterns.kebabName`, whole): checked on the bytes
  /// when the text is ASCII, by the expression otherwise.
  package static func isKebabName(_ text: String) -> Bool {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.wholeMatch(of: TextPatterns.kebabName) != nil
    }
    var previousIsDash = true
    var dashes = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        previousIsDash = false
      case UInt8(ascii: "-"):
        if previousIsDash { return false }
        previousIsDash = true
        dashes += 1
      default:
        return false
      }
    }
    return dashes > 0 && !previousIsDash
  }

  /// Whether backticked `text` is a relative path to a Markdown file (`references/x.md`,
  /// `../other/SKILL.md`) that no other reader takes: not a `skills/x.md` path (those are read
  /// from the line), no URL, no spaces, no wildcard or placeholder.
  package static func isDocumentPath(_ text: String) -> Bool {
    guard text.hasSuffix(".md"), text.utf8.count > 3, text.utf8.count < 200,
      !text.hasPrefix("/"), !text.hasPrefix("~"), !text.containsBytes("://")
    else { return false }
    let forbidden: Set<Character> = [" ", "*", "<", ">", "{", "}", "$", "[", "]", "|", "\\"]
    guard !text.contains(where: forbidden.contains) else { return false }
    return ReferenceScanner.skillPaths(in: text[...]).isEmpty
  }

  /// What a local link names: an anchor, or a Markdown file with an optional anchor.
  package static func linkTarget(_ destination: String) -> PendingReference.Target? {
    // NB: a link destination is a URL: `glaze%20notes.md` names the file `glaze notes.md`.
    func decoded(_ text: Substring) -> String {
      guard text.containsBytes("%") else { return String(text) }
      return text.removingPercentEncoding ?? String(text)
    }
    if destination.hasPrefix("#") { return .anchor(decoded(destination.dropFirst())) }
    if destination.containsBytes("://") || destination.hasPrefix("mailto:")
      || destination.hasPrefix("/")
    {
      return nil
    }
    let pieces = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let file = pieces.first.map(decoded), file.hasSuffix(".md") else { return nil }
    return .file(path: file, anchor: pieces.count > 1 ? decoded(pieces[1]) : nil)
  }
}
