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
  }

  /// Splits `text` into its front matter and body, reporting bad YAML with its line.
  public static func split(_ text: String, path: String) -> Split {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, isDelimiter(first, allowDots: false) else {
      return Split(frontMatter: nil, body: text, diagnostics: [])
    }
    guard let closing = lines.indices.dropFirst().first(where: { isDelimiter(lines[$0], allowDots: true) })
    else {
      let diagnostic = Diagnostic(
        .error, "unclosed-front-matter",
        "front matter opened here is never closed with '---'; the file is read as Markdown",
        path: path, range: .at(line: 1))
      return Split(frontMatter: nil, body: text, diagnostics: [diagnostic])
    }
    let yaml = lines[1..<closing].joined(separator: "\n")
    for index in 0...closing { lines[index] = "" }
    let body = lines.joined(separator: "\n")
    do {
      let fields = try parseFields(yaml, path: path)
      return Split(frontMatter: FrontMatter(fields: fields, endLine: closing + 1), body: body, diagnostics: [])
    } catch {
      let problem = error
      let diagnostic = Diagnostic(
        .error, "bad-front-matter", "front matter is not valid YAML: \(problem.message)",
        path: path, range: .at(line: problem.line + 1, column: problem.column))
      return Split(frontMatter: FrontMatter(endLine: closing + 1), body: body, diagnostics: [diagnostic])
    }
  }

  private static func isDelimiter(_ line: Substring, allowDots: Bool) -> Bool {
    var trimmed = line
    if trimmed.hasPrefix("\u{FEFF}") { trimmed = trimmed.dropFirst() }
    while trimmed.last == " " || trimmed.last == "\r" || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
    return trimmed == "---" || (allowDots && trimmed == "...")
  }
}

/// A YAML error with the 1-based line and column inside the front-matter block.
struct FrontMatterProblem: Error {
  var message: String
  var line: Int
  var column: Int
}
