internal import CCmarkGFM
import Foundation

extension NodeConverter {
  /// The Swift kind of a cmark node, with its literal data copied out.
  func kind(of pointer: OpaquePointer) -> MarkdownNodeKind {
    switch cmark_node_get_type(pointer) {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST:
      return .list(
        ordered: cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST,
        start: Int(cmark_node_get_list_start(pointer)))
    case CMARK_NODE_ITEM:
      guard isType(pointer, "tasklist") else {
        return .item(task: nil)
      }
      return .item(
        task: cmark_gfm_extensions_get_tasklist_item_checked(pointer) ? .checked : .unchecked)
    case CMARK_NODE_CODE_BLOCK: return .codeBlock(codeBlock(of: pointer))
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(of: pointer))
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(pointer)))
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(footnoteLabel(of: pointer))
    case CMARK_NODE_TEXT: return .text(literal(of: pointer))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_CODE: return .code(literal(of: pointer))
    case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(of: pointer))
    case CMARK_NODE_EMPH: return .emphasis
    case CMARK_NODE_STRONG: return .strong
    case CMARK_NODE_LINK:
      return .link(
        destination: string(cmark_node_get_url(pointer)),
        title: string(cmark_node_get_title(pointer)))
    case CMARK_NODE_IMAGE:
      return .image(
        source: string(cmark_node_get_url(pointer)), title: string(cmark_node_get_title(pointer)))
    case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(footnoteLabel(of: pointer))
    default: return extensionKind(of: pointer)
    }
  }

  // NB: the GFM extension node types are C globals that Swift 6 will not read safely;
  // the type name is a constant string and identifies them just as well.
  private func extensionKind(of pointer: OpaquePointer) -> MarkdownNodeKind {
    if isType(pointer, "table_cell") { return .tableCell }
    if isType(pointer, "table_row") {
      return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(pointer) != 0)
    }
    if isType(pointer, "table_header") { return .tableRow(isHeader: true) }
    if isType(pointer, "table") { return .table }
    if isType(pointer, "strikethrough") { return .strikethrough }
    return .other(string(cmark_node_get_type_string(pointer)))
  }

  /// Whether the node's type name is `name`, compared in C (no Swift string per node).
  private func isType(_ pointer: OpaquePointer, _ name: StaticString) -> Bool {
    guard let type = cmark_node_get_type_string(pointer) else { return false }
    return name.withUTF8Buffer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { strcmp(type, $0.baseAddress!) == 0 }
    }
  }

  private func codeBlock(of pointer: OpaquePointer) -> CodeBlock {
    var length: Int32 = 0
    var offset: Int32 = 0
    var character: CChar = 0
    let isFenced = cmark_node_get_fenced(pointer, &length, &offset, &character) != 0
    var isClosed = true
    if isFenced {
      let endLine = Int(cmark_node_get_end_line(pointer))
      let startLine = Int(cmark_node_get_start_line(pointer))
      isClosed =
        endLine > startLine
        && lines.isClosingFence(
          line: endLine, character: UInt8(bitPattern: character), length: Int(length))
    }
    return CodeBlock(
      info: string(cmark_node_get_fence_info(pointer)), literal: literal(of: pointer),
      isFenced: isFenced, isClosed: isClosed)
  }

  /// The label of a footnote reference or definition, read from its `[^label]` in the source:
  /// cmark-gfm keeps a definition's label only in its own map, and gives a reference its number.
  private func footnoteLabel(of pointer: OpaquePointer) -> String {
    let line = lines.line(Int(cmark_node_get_start_line(pointer)))
    let column = max(1, Int(cmark_node_get_start_column(pointer)))
    let rest = line.dropFirst(column - 1)
    for candidate in [rest, line] {
      guard let open = candidate.firstRange(of: Array("[^".utf8)),
        let close = candidate[open.upperBound...].firstIndex(of: UInt8(ascii: "]"))
      else { continue }
      return String(decoding: candidate[open.upperBound..<close], as: UTF8.self)
    }
    return literal(of: pointer)
  }

  private func literal(of pointer: OpaquePointer) -> String {
    string(cmark_node_get_literal(pointer))
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }
}
