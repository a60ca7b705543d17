import Foundation

/// Whether a word or a string literal appears in any Swift or Objective-C file under a
/// project's root, read lexically: what "is it used anywhere" asks before a rule says something
/// is unused, so that code in a package or framework the project files do not list still
/// counts. The files are read on the first question only, and each answer is kept.
final class ProjectWords {
  private let files: ProjectFiles
  private let paths: [String]
  private var contents: [Data]?
  private var answers: [String: Bool] = [:]
  /// The bytes of files read for another purpose before the first question, by path.
  private var kept: [String: Data] = [:]

  init(files: ProjectFiles, paths: [String]) {
    self.files = files
    self.paths = paths.filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".mm") || $0.hasSuffix(".h")
    }
  }

  /// Keeps the bytes of the file at `path`, read for another purpose (a target's Swift file,
  /// parsed), so that the search does not read it again.
  func keep(_ data: Data, of path: String) {
    if contents == nil { kept[path] = data }
  }

  /// Whether `word` appears as a whole word (not inside a longer identifier).
  func contains(word: String) -> Bool {
    let bytes = Array(word.utf8)
    let key = Self.rarestByte(of: bytes)
    return answer(for: "w:" + word) { Self.containsWord(bytes, key: key, in: $0) }
  }

  /// Whether a string literal `"value"` appears.
  func contains(literal value: String) -> Bool {
    let quoted = Array(("\"" + value + "\"").utf8)
    let key = Self.rarestByte(of: quoted)
    return answer(for: "l:" + value) { Self.containsWord(quoted, key: key, in: $0) }
  }

  private func answer(for key: String, _ test: (Data) -> Bool) -> Bool {
    if let known = answers[key] { return known }
    if contents == nil {
      contents = paths.compactMap { kept[$0] ?? files.data($0) }
      kept = [:]
    }
    let found = contents?.contains(where: test) ?? false
    answers[key] = found
    return found
  }

  /// Whether `word` appears in `data` as a whole word; `key` is the position of the byte of
  /// `word` looked for first.
  private static func containsWord(_ word: [UInt8], key: Int, in data: Data) -> Bool {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
      guard let base = buffer.baseAddress, !word.isEmpty else { return false }
      return word.withUnsafeBytes { needle -> Bool in
        guard let needleBase = needle.baseAddress else { return false }
        var offset = 0
        // NB: memchr looks for the word's rarest byte, so that it stops less often than at a
        // common first letter; memcmp checks the whole word around it.
        while offset + word.count <= buffer.count,
          let found = memchr(
            base + offset + key, Int32(word[key]), buffer.count - offset - word.count + 1)
        {
          let index = base.distance(to: UnsafeRawPointer(found)) - key
          if memcmp(base + index, needleBase, word.count) == 0 {
            let before = index > 0 ? buffer[index - 1] : 0x20
            let after = index + word.count < buffer.count ? buffer[index + word.count] : 0x20
            if !isWordByte(before), !isWordByte(after) { return true }
          }
          offset = index + 1
        }
        return false
      }
    }
  }

  /// The position of the byte of `word` least often met in source code, by a fixed ranking:
  /// lower-case letters by their frequency in English and the quote as common, anything else as
  /// rare.
  private static func rarestByte(of word: [UInt8]) -> Int {
    var best = 0
    var bestRank = Int.max
    for (position, byte) in word.enumerated() {
      let rank = commonness(of: byte)
      if rank < bestRank {
        best = position
        bestRank = rank
      }
    }
    return best
  }

  private static let bytesByFrequency = Array("zqjxkvbypgwfmucdlhrsnioate\"".utf8)

  private static func commonness(of byte: UInt8) -> Int {
    bytesByFrequency.firstIndex(of: byte).map { $0 + 1 } ?? 0
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }
}
