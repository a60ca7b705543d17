internal import CCmarkGFM
import Foundation

/// Parses Markdown with cmark-gfm into a Swift-owned `MarkdownDocument`.
///
/// The GFM extensions table, tasklist, strikethrough and autolink are enabled, with footnotes.
/// Raw HTML is kept as literal nodes and never rendered.
public struct MarkdownParser: Sendable {
  /// Containers nested deeper than this are flattened into their ancestor at this depth.
  public var maximumDepth: Int
  /// The work a document may ask of cmark-gfm before its text is changed to bound it.
  public var inputLimits: MarkdownInputLimits

  /// Creates a parser.
  public init(maximumDepth: Int = 96, inputLimits: MarkdownInputLimits = .standard) {
    precondition(maximumDepth > 1, "the depth limit must leave room for a document and a block")
    self.maximumDepth = maximumDepth
    self.inputLimits = inputLimits
  }

  /// Parses `text`, whose line numbers start at 1.
  public func parse(_ text: String) -> MarkdownDocument {
    var utf8 = Array(text.utf8)
    // NB: cmark-gfm only ever sees the guarded bytes; their lines and columns are the text's.
    let guarded = MarkdownInputGuard(limits: inputLimits).apply(to: &utf8)
    // NB: every byte cmark-gfm allocates for this parse comes from the arena and is released
    // with it, so the tree needs no `cmark_node_free` walk; the parser is still freed (with
    // the arena's no-op free) for the state its extensions restore when freed.
    let arena = ParseArena()
    let (parser, root) = parseLocked(&utf8)
    defer {
      cmark_parser_free(parser)
      arena.release()
    }
    // NB: the finished tree is this call's own; reading it needs no lock, so converting it
    // into Swift values runs in parallel with other parses.
    var converter = NodeConverter(lines: SourceLines(utf8: utf8), maximumDepth: maximumDepth)
    let tree = converter.convert(root: root)
    return MarkdownDocument(root: tree, flattenedAt: converter.flattenedAt, guarded: guarded)
  }

  /// Runs cmark-gfm's parser on `utf8`, holding the process-wide lock; returns the parser and
  /// the document node, both for the caller to free.
  private func parseLocked(_ utf8: inout [UInt8]) -> (parser: OpaquePointer, root: OpaquePointer) {
    // NB: Debian's cmark-gfm keeps process-global state in the strikethrough and autolink
    // extensions; concurrent parses silently lose struck text and links. One lock serialises
    // every parse in the process.
    parseLock.lock()
    defer { parseLock.unlock() }
    cmark_gfm_core_extensions_ensure_registered()
    let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES
    guard let parser = cmark_parser_new_with_mem(options, ParseArena.allocator) else {
      preconditionFailure("cmark_parser_new returned NULL (out of memory)")
    }
    for name in ["table", "tasklist", "strikethrough", "autolink"] {
      // NB: attaching a NULL extension crashes; a missing one is a broken installation.
      guard let extensionPointer = cmark_find_syntax_extension(name) else {
        preconditionFailure("cmark-gfm extension '\(name)' is not registered")
      }
      cmark_parser_attach_syntax_extension(parser, extensionPointer)
    }
    utf8.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
        cmark_parser_feed(parser, pointer, buffer.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else {
      preconditionFailure("cmark_parser_finish returned NULL")
    }
    return (parser, root)
  }
}

private let parseLock = NSLock()

/// A parsed Markdown document.
public struct MarkdownDocument: Hashable, Sendable {
  /// The document node.
  public var root: MarkdownNode
  /// Where nesting first went past the parser's depth limit, if it did.
  public var flattenedAt: SourcePosition?
  /// Where the text was changed before parsing to keep cmark-gfm's work bounded.
  public var guarded: [InputGuardFinding] = []
}
