package import GRDB
import SkillgraphSupport

/// FTS5's own tokenizer (porter over unicode61, as the index's full-text tables use it), called
/// directly: no table and no statement, so a search makes a question's terms and its
/// candidates' texts into exactly the tokens FTS5 indexes at the cost of the tokenizing alone.
package struct PorterTokenizer {
  private let tokenizer: any FTS5Tokenizer

  /// The tokenizer of `db`'s FTS5 module.
  package init(db: Database) throws {
    tokenizer = try db.makeTokenizer(.porter(wrapping: .unicode61()))
  }

  /// The tokens of `text`, in order (a word usually gives one; punctuation none).
  package func tokens(of text: String) throws -> [String] {
    var tokens: [String] = []
    try forEachToken(in: text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
    return tokens
  }

  /// Calls `body` with the UTF-8 bytes of each token of `text`, in order; the bytes are valid
  /// during the call only.
  package func forEachToken(in text: String, _ body: (UnsafeRawBufferPointer) -> Void) throws {
    // NB: as the index's columns are written (`IndexedFile`): each ideograph a token.
    var text = SearchText.spacingIdeographs(text)
    let code = withoutActuallyEscaping(body) { body in
      var visitor: Visitor = body
      return text.withUTF8 { bytes -> CInt in
        guard let start = bytes.baseAddress else { return 0 }
        return withUnsafeMutablePointer(to: &visitor) { context in
          tokenizer.tokenize(
            context: UnsafeMutableRawPointer(context), tokenization: .document,
            pText: UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self),
            nText: CInt(bytes.count), tokenCallback: Self.callback)
        }
      }
    }
    // NB: 0 is SQLITE_OK.
    guard code == 0 else { throw IndexError.tokenizerFailed(code) }
  }

  private typealias Visitor = (UnsafeRawBufferPointer) -> Void

  /// Hands each token to the `Visitor` the context points to.
  private static let callback: FTS5TokenCallback = { context, _, token, length, _, _ in
    guard let context, let token else { return 0 }
    context.assumingMemoryBound(to: Visitor.self).pointee(
      UnsafeRawBufferPointer(start: UnsafeRawPointer(token), count: Int(length)))
    return 0
  }
}
