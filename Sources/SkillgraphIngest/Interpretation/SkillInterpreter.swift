package import SkillgraphMarkdown
package import SkillgraphModel

/// Turns one skill file's text into a skill and its entities, with diagnostics.
package struct SkillInterpreter {
  package let file: SkillFile
  package let parser: MarkdownParser

  /// Interprets `text`, the whole file.
  package func interpret(_ text: String) -> InterpretedSkill {
    let split = FrontMatter.split(text, path: file.path)
    let document = parser.parse(split.body)
    let sourceText = SourceText(text)
    let metadata = SkillMetadata(
      file: file, frontMatter: split.frontMatter, document: document.root, sourceText: sourceText)
    let skill = metadata.skill(lineCount: sourceText.lineCount)
    var result = InterpretedSkill(skill: skill, source: sourceText, document: document.root)
    result.diagnostics = split.diagnostics + metadata.diagnostics()
    if let position = document.flattenedAt {
      result.diagnostics.append(
        Diagnostic(
          .warning, "nesting-too-deep",
          "Markdown nests deeper than \(parser.maximumDepth) levels; deeper blocks are flattened",
          path: file.path, range: SourceRange(start: position, end: position)))
    }
    for finding in document.guarded {
      result.diagnostics.append(
        Diagnostic(
          .warning, finding.identifier, finding.message, path: file.path,
          range: SourceRange(start: finding.position, end: finding.position)))
    }
    let outline = Outline(
      document: document.root, skillID: skill.id, skillTitle: skill.title, path: file.path,
      lineCount: sourceText.lineCount)
    result.sections = outline.sections
    var reader = EntityReader(skill: skill, outline: outline, source: sourceText)
    reader.readAll(into: &result)
    return result
  }

  /// A value with every stored property given.
  package init(file: SkillFile, parser: MarkdownParser) {
    self.file = file
    self.parser = parser
  }
}
