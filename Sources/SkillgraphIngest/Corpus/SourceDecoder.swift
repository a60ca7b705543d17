import Foundation
import SkillgraphMarkdown
package import SkillgraphModel

/// Turns a file's bytes into text: binary files are refused, invalid UTF-8 is repaired and
/// reported at its first bad byte.
package enum SourceDecoder {
  package struct Decoded {
    package var text: String
    package var diagnostics: [Diagnostic] = []
    package var binaryDiagnostic: Diagnostic?

    /// A value with every stored property given.
    package init(text: String, diagnostics: [Diagnostic] = [], binaryDiagnostic: Diagnostic? = nil)
    {
      self.text = text
      self.diagnostics = diagnostics
      self.binaryDiagnostic = binaryDiagnostic
    }
  }

  package static func decode(_ data: some Collection<UInt8>, path: String) -> Decoded {
    // NB: straight from the file's buffer when it is contiguous (as `Data` is): copying it into
    // an array first cost as much as validating it.
    if let decoded = data.withContiguousStorageIfAvailable({ decode(bytes: $0, path: path) }) {
      return decoded
    }
    return Array(data).withUnsafeBufferPointer { decode(bytes: $0, path: path) }
  }

  private static func decode(bytes: UnsafeBufferPointer<UInt8>, path: String) -> Decoded {
    if let base = bytes.baseAddress, let hit = memchr(base, 0, min(bytes.count, 8_192)) {
      let nul = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      let (line, column) = position(of: nul, in: Array(bytes))
      return Decoded(
        text: "",
        binaryDiagnostic: Diagnostic(
          .error, "binary-file",
          "file holds binary data (a NUL byte), not Markdown; it is not ingested",
          path: path, range: .at(line: line, column: column)))
    }
    // NB: decoded with repair (the standard library's fast validation) and compared with the
    // bytes: equal means valid. `String(validating:)` over a buffer checked byte by byte, at
    // several times the cost.
    var text = String(decoding: bytes, as: UTF8.self)
    let isValid =
      text.utf8.count == bytes.count
      && text.withUTF8 { decoded in
        decoded.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
    if isValid {
      if bytes.isEmpty {
        return Decoded(
          text: text,
          diagnostics: [
            Diagnostic(.warning, "empty-file", "file is empty", path: path, range: .at(line: 1))
          ])
      }
      return Decoded(text: text)
    }
    let array = Array(bytes)
    let bad = firstInvalidByte(array)
    let (line, column) = position(of: bad, in: array)
    return Decoded(
      text: text,
      diagnostics: [
        Diagnostic(
          .warning, "invalid-utf8",
          "file is not valid UTF-8; invalid bytes are read as U+FFFD", path: path,
          range: .at(line: line, column: column))
      ])
  }

  private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
    var low = 0
    var high = bytes.count
    // NB: binary search on the longest valid prefix; a prefix can also end mid-character, so
    // step back over continuation bytes before testing.
    while low < high {
      let middle = (low + high + 1) / 2
      var end = middle
      while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      if String(validating: bytes[0..<end], as: UTF8.self) != nil, end == middle || end > low {
        low = end == middle ? middle : max(low, end)
        if end != middle { break }
      } else {
        high = middle - 1
      }
    }
    var index = low
    while index < bytes.count {
      let length = sequenceLength(bytes[index])
      if length == 0 || index + length > bytes.count
        || String(validating: bytes[index..<index + length], as: UTF8.self) == nil
      {
        return index
      }
      index += length
    }
    return min(low, max(0, bytes.count - 1))
  }

  private static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }
}
