/// One node of a parsed Markdown document, owned by Swift (no C pointer survives parsing).
public struct MarkdownNode: Hashable, Sendable {
  /// What the node is, with the literal data that belongs to its kind.
  public var kind: MarkdownNodeKind
  /// Where the node is in its source file.
  public var range: SourceRange
  /// The node's children in document order.
  public var children: [MarkdownNode]

  /// Creates a node.
  public init(kind: MarkdownNodeKind, range: SourceRange, children: [MarkdownNode] = []) {
    self.kind = kind
    self.range = range
    self.children = children
  }
}

/// The kind of a Markdown node, covering CommonMark and the GFM extensions Skillgraph enables.
public enum MarkdownNodeKind: Hashable, Sendable {
  case document
  case blockQuote
  case list(ordered: Bool, start: Int)
  case item(task: TaskMark?)
  case codeBlock(CodeBlock)
  case htmlBlock(String)
  case paragraph
  case heading(level: Int)
  case thematicBreak
  case footnoteDefinition(String)
  case table
  case tableRow(isHeader: Bool)
  case tableCell
  case text(String)
  case softBreak
  case lineBreak
  case code(String)
  case htmlInline(String)
  case emphasis
  case strong
  case strikethrough
  case link(destination: String, title: String)
  case image(source: String, title: String)
  case footnoteReference(String)
  /// A node type this layer does not model, by cmark's type name.
  case other(String)
}

/// The box of a GFM task-list item.
public enum TaskMark: Hashable, Sendable {
  case unchecked
  case checked
}

/// A fenced or indented code block.
public struct CodeBlock: Hashable, Sendable {
  /// The info string after the opening fence (empty for indented blocks).
  public var info: String
  /// The code, exactly as written, ending in a newline when non-empty.
  public var literal: String
  /// Whether the block was fenced (rather than indented).
  public var isFenced: Bool
  /// Whether a fenced block has its closing fence (false when it runs to the end of the file).
  public var isClosed: Bool

  /// Creates a code block value.
  public init(info: String, literal: String, isFenced: Bool, isClosed: Bool) {
    self.info = info
    self.literal = literal
    self.isFenced = isFenced
    self.isClosed = isClosed
  }

  /// The first word of the info string, lower-cased: the block's language.
  public var language: String {
    String(info.split(separator: " ", maxSplits: 1).first ?? "").lowercased()
  }
}
