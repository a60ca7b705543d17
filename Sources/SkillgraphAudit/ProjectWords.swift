/// The words and string literals of every Swift and Objective-C file under a project's root,
/// read lexically: what "is it used anywhere" asks before a rule says something is unused, so
/// that code in a package or framework the project files do not list still counts.
struct ProjectWords {
  /// Identifier-like words.
  var words: Set<String> = []
  /// The contents of string literals (`"..."` on one line).
  var literals: Set<String> = []

  init(files: ProjectFiles, paths: [String]) {
    for path in paths
    where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
      || path.hasSuffix(".h")
    {
      guard let data = files.data(path) else { continue }
      scan(Array(data))
    }
  }

  private mutating func scan(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if Self.isWordByte(byte) {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n")
        {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
          literals.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        index = end + 1
        continue
      }
      index += 1
    }
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }
}
