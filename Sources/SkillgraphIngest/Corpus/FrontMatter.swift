import SkillgraphMarkdown
public import SkillgraphModel
package import SkillgraphYAML

/// The YAML front matter at the top of a skill document, and the body that follows it.
public struct FrontMatter: Hashable, Sendable {
  /// Every key, known or not.
  public var fields: [String: FrontMatterValue]
  /// The line of the closing `---` (0 when there is no front matter).
  public var endLine: Int
  /// Whether the block was read: false when its YAML does not parse, so that no field is known
  /// (and none is reported missing: the YAML error says what is wrong).
  public var isRead: Bool

  /// Creates front matter from its fields.
  public init(fields: [String: FrontMatterValue] = [:], endLine: Int = 0, isRead: Bool = true) {
    self.fields = fields
    self.endLine = endLine
    self.isRead = isRead
  }

  /// The scalar text of a field.
  public subscript(key: String) -> String? { fields[key]?.text }

  /// The result of splitting a document into front matter and body.
  public struct Split: Sendable {
    /// The front matter, when the document has a closed block.
    public var frontMatter: FrontMatter?
    /// The body with the front-matter lines blanked, so that line numbers still match the file.
    public var body: String
    /// Problems found in the block.
    public var diagnostics: [Diagnostic]

    /// A value with every stored property given.
    package init(frontMatter: FrontMatter? = nil, body: String, diagnostics: [Diagnostic]) {
      self.frontMatter = frontMatter
      self.body = body
      self.diagnostics = diagnostics
    }
  }

  /// Splits `text` into its front matter and body, reporting bad YAML with its line.
  public static func split(_ text: String, path: String) -> Split {
    let block = FrontMatterBlock(text)
    let lines = block.lines
    guard let closing = block.closing else {
      guard !lines.isEmpty else { return Split(frontMatter: nil, body: text, diagnostics: []) }
      let diagnostic = Diagnostic(
        .error, "unclosed-front-matter",
        "front matter opened here is never closed with '---'; the file is read as Markdown",
        path: path, range: .at(line: 1))
      return Split(frontMatter: nil, body: text, diagnostics: [diagnostic])
    }
    let yaml = lines[1...].joined(separator: "\n")
    let body = block.body
    do {
      let fields = try parseFields(yaml, path: path)
      return Split(
        frontMatter: FrontMatter(fields: fields, endLine: closing + 1), body: body, diagnostics: [])
    } catch {
      let diagnostic = Diagnostic(
        .error, error.identifier, error.message, path: path,
        range: .at(line: error.line + 1, column: error.column))
      return Split(
        frontMatter: FrontMatter(endLine: closing + 1, isRead: false), body: body,
        diagnostics: [diagnostic])
    }
  }
}

/// A YAML problem with the 1-based line and column inside the front-matter block.
package struct FrontMatterProblem: Error {
  /// The diagnostic's sentence.
  package var message: String
  package var line: Int
  package var column: Int
  /// The diagnostic's identifier.
  package var identifier: String

  /// YAML that does not parse, or is not a mapping, at `line` and `column`.
  package init(message: String, line: Int, column: Int) {
    // NB: the most common cause, a value with ": " in it, is named with its fix.
    let hint =
      message.contains("mapping values are not allowed")
      ? " (a value holding ': ' must be quoted: description: \"...\")" : ""
    self.message = "front matter is not valid YAML: \(message)\(hint)"
    self.line = line
    self.column = column
    self.identifier = "bad-front-matter"
  }

  /// Aliases that would repeat more nodes than the budget allows.
  package init(_ excess: YAMLAliasExcess) {
    self.message = "front matter is not read: \(excess.message)"
    self.line = excess.line
    self.column = excess.column
    self.identifier = "yaml-alias-limit"
  }
}
