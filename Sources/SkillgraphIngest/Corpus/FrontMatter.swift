import SkillgraphMarkdown
public import SkillgraphModel
package import SkillgraphYAML
import Yams

/// The YAML front matter at the top of a skill document, and the body that follows it.
public struct FrontMatter: Hashable, Sendable {
  /// Every key, known or not.
  public var fields: [String: FrontMatterValue]
  /// The line of the closing `---` (0 when there is no front matter).
  public var endLine: Int

  /// Creates front matter from its fields.
  public init(fields: [String: FrontMatterValue] = [:], endLine: Int = 0) {
    self.fields = fields
    self.endLine = endLine
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
    guard text.hasPrefix("---") || text.hasPrefix("\u{FEFF}---") else {
      return Split(frontMatter: nil, body: text, diagnostics: [])
    }
    // NB: walk line by line only as far as the closing delimiter; most files have none.
    var lines: [Substring] = []
    var lineStart = text.startIndex
    var closing: Int?
    var bodyStart = text.endIndex
    // NB: lines end at the byte `\n`: as a `Character`, `\r\n` is one grapheme that is not
    // "\n", and a file written with CRLF lost its front matter.
    while lineStart < text.endIndex {
      let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      if lines.isEmpty, !isDelimiter(line, allowDots: false) { break }
      if !lines.isEmpty, isDelimiter(line, allowDots: true) {
        closing = lines.count
        bodyStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
        break
      }
      lines.append(line)
      lineStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
    }
    guard let closing else {
      let diagnostic = Diagnostic(
        .error, "unclosed-front-matter",
        "front matter opened here is never closed with '---'; the file is read as Markdown",
        path: path, range: .at(line: 1))
      return Split(frontMatter: nil, body: text, diagnostics: lines.isEmpty ? [] : [diagnostic])
    }
    let yaml = lines[1...].joined(separator: "\n")
    let body = String(repeating: "\n", count: closing + 1) + text[bodyStart...]
    do {
      let fields = try parseFields(yaml, path: path)
      return Split(
        frontMatter: FrontMatter(fields: fields, endLine: closing + 1), body: body, diagnostics: [])
    } catch {
      let diagnostic = Diagnostic(
        .error, error.identifier, error.message, path: path,
        range: .at(line: error.line + 1, column: error.column))
      return Split(
        frontMatter: FrontMatter(endLine: closing + 1), body: body, diagnostics: [diagnostic])
    }
  }

  /// Whether `line` opens or closes front matter: `---` (or, closing, `...`) from its first
  /// column, with nothing after it but spaces; an indented `---` is YAML text (a block scalar's).
  package static func isDelimiter(_ line: Substring, allowDots: Bool) -> Bool {
    var trimmed = line
    if trimmed.hasPrefix("\u{FEFF}") { trimmed = trimmed.dropFirst() }
    while trimmed.last == " " || trimmed.last == "\r" || trimmed.last == "\t" {
      trimmed = trimmed.dropLast()
    }
    return trimmed == "---" || (allowDots && trimmed == "...")
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
    self.message = "front matter is not valid YAML: \(message)"
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
