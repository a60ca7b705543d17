extension EntityReader {
  /// References in the section's own blocks: skill paths, "(Pattern N)", links, skill names.
  mutating func readReferences(_ entry: Outline.Entry, into result: inout InterpretedSkill) {
    for block in entry.blocks {
      var stack = [block]
      while let node = stack.popLast() {
        switch node.kind {
        case .paragraph, .heading, .table, .htmlBlock:
          scanLines(node.range, into: &result)
          collectInline(node, into: &result)
          continue
        case .codeBlock(let code):
          if Self.drawnTreeLanguages.contains(code.language) || code.language == "dot" {
            scanLines(node.range, into: &result)
          }
          continue
        default:
          stack.append(contentsOf: node.children.reversed())
        }
      }
    }
  }

  private func scanLines(_ range: SourceRange, into result: inout InterpretedSkill) {
    for number in range.start.line...max(range.start.line, range.end.line) {
      let line = String(source.line(number))
      let mentionsSkills = line.contains("skills/")
      let mentionsPattern = line.contains("Pattern")
      guard mentionsSkills || mentionsPattern else { continue }
      for match in line.matches(of: TextPatterns.skillPath) where mentionsSkills {
        let column = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound) + 1
        result.pendingReferences.append(
          PendingReference(
            source: SourceSpan(path: path, startLine: number, endLine: number), column: column,
            text: String(match.0), form: .skillPath,
            target: .suiteChild(suite: match.1.map(String.init), child: String(match.2))))
      }
      for match in line.matches(of: TextPatterns.patternReference) where mentionsPattern {
        let column = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound) + 1
        result.pendingReferences.append(
          PendingReference(
            source: SourceSpan(path: path, startLine: number, endLine: number), column: column,
            text: String(match.0), form: .pattern, target: .pattern(Int(match.1)!)))
      }
    }
  }

  private func collectInline(_ block: MarkdownNode, into result: inout InterpretedSkill) {
    block.forEachDescendant { node in
      let span = SourceSpan(path: path, startLine: node.range.start.line, endLine: node.range.start.line)
      switch node.kind {
      case .link(let destination, _):
        // NB: `skills/x.md` links are already found by scanning the lines.
        guard !destination.contains("skills/"), let target = Self.linkTarget(destination) else { return }
        result.pendingReferences.append(
          PendingReference(
            source: span, column: node.range.start.column, text: destination, form: .link, target: target))
      case .code(let text) where text.contains("-") && text.wholeMatch(of: TextPatterns.kebabName) != nil:
        result.pendingReferences.append(
          PendingReference(
            source: span, column: node.range.start.column, text: text, form: .skillName, target: .skillName(text)))
      default:
        return
      }
    }
  }

  /// What a local link names: an anchor, or a Markdown file with an optional anchor.
  static func linkTarget(_ destination: String) -> PendingReference.Target? {
    if destination.hasPrefix("#") { return .anchor(String(destination.dropFirst())) }
    if destination.contains("://") || destination.hasPrefix("mailto:") || destination.hasPrefix("/") {
      return nil
    }
    let pieces = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let file = pieces.first, file.hasSuffix(".md") else { return nil }
    return .file(path: String(file), anchor: pieces.count > 1 ? String(pieces[1]) : nil)
  }
}
