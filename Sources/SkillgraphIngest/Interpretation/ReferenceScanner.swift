/// Finds `skills/x.md` paths (with their suite, when written) and "(Pattern N)" in a line,
/// by scanning bytes rather than running a regular expression at every position.
package enum ReferenceScanner {
  /// A skill path found in a line.
  package struct SkillPath: Equatable {
    /// The suite written before it: `suite/skills/x.md` or `suite (skills/x.md)`.
    package var suite: String?
    /// The child's file stem.
    package var child: String
    /// The text as written, from the suite (if any) to `.md`.
    package var text: String
    /// The 1-based byte column where the text starts.
    package var column: Int

    /// A value with every stored property given.
    package init(suite: String? = nil, child: String, text: String, column: Int) {
      self.suite = suite
      self.child = child
      self.text = text
      self.column = column
    }
  }

  /// A "(Pattern N)" reference found in a line.
  package struct PatternMention: Equatable {
    package var number: Int
    package var text: String
    package var column: Int

    /// A value with every stored property given.
    package init(number: Int, text: String, column: Int) {
      self.number = number
      self.text = text
      self.column = column
    }
  }

  /// The skill paths in `line`, left to right.
  package static func skillPaths(in line: Substring) -> [SkillPath] {
    let bytes = Array(line.utf8)
    let needle = Array("skills/".utf8)
    var result: [SkillPath] = []
    var index = 0
    while let start = find(needle, in: bytes, from: index) {
      index = start + needle.count
      // NB: `skills/` must begin a path component: in `agent-skills/x.md` it ends a folder's name.
      if start > 0, isNameByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") {
        continue
      }
      var end = index
      while end < bytes.count, isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
        end += 1
      }
      // The name must end in ".md": back up to the last ".md" inside the run.
      var stemEnd = end
      while stemEnd - 3 >= index,
        !(bytes[stemEnd - 3] == UInt8(ascii: ".") && bytes[stemEnd - 2] == UInt8(ascii: "m")
          && bytes[stemEnd - 1] == UInt8(ascii: "d"))
      {
        stemEnd -= 1
      }
      guard stemEnd - 3 > index else { continue }
      let child = String(decoding: bytes[index..<(stemEnd - 3)], as: UTF8.self)
      var textStart = start
      var textEnd = stemEnd
      var suite: String?
      if let (word, wordStart) = suiteBefore(start, in: bytes) {
        suite = word
        textStart = wordStart
        // NB: `suite (skills/x.md)`: keep the closing parenthesis (and backtick) in the text.
        if wordStart < start, bytes[wordStart..<start].contains(UInt8(ascii: "(")) {
          if textEnd < bytes.count, bytes[textEnd] == UInt8(ascii: "`") { textEnd += 1 }
          if textEnd < bytes.count, bytes[textEnd] == UInt8(ascii: ")") { textEnd += 1 }
        }
      }
      result.append(
        SkillPath(
          suite: suite, child: child,
          text: String(decoding: bytes[textStart..<textEnd], as: UTF8.self),
          column: textStart + 1))
      index = stemEnd
    }
    return result
  }

  /// The "(Pattern N)" mentions in `line`, left to right.
  package static func patternMentions(in line: Substring) -> [PatternMention] {
    let bytes = Array(line.utf8)
    let needle = Array("(Pattern ".utf8)
    var result: [PatternMention] = []
    var index = 0
    while let start = find(needle, in: bytes, from: index) {
      var cursor = start + needle.count
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      let digitsStart = cursor
      while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"),
        bytes[cursor] <= UInt8(ascii: "9")
      { cursor += 1 }
      index = cursor
      guard cursor > digitsStart,
        let number = Int(String(decoding: bytes[digitsStart..<cursor], as: UTF8.self)),
        let close = bytes[cursor...].firstIndex(of: UInt8(ascii: ")"))
      else { continue }
      result.append(
        PatternMention(
          number: number, text: String(decoding: bytes[start...close], as: UTF8.self),
          column: start + 1))
    }
    return result
  }

  /// The suite a path at `start` belongs to, and where its text starts: the word before
  /// `suite/skills/`, or the word before the parenthesis the path is written in, with any
  /// backticks and bold marks around the word (`` `suite` (skills/x.md) ``,
  /// `**use suite** (`skills/x.md`)`, `suite (skills/a.md, skills/b.md)`). The text starts at
  /// the suite only when nothing but the parenthesis stands between them.
  private static func suiteBefore(_ start: Int, in bytes: [UInt8]) -> (String, Int)? {
    var cursor = start
    var adjacent = true
    if cursor > 0, bytes[cursor - 1] == UInt8(ascii: "/") {
      cursor -= 1
    } else {
      guard let open = openParenthesis(before: start, in: bytes) else { return nil }
      adjacent = bytes[(open + 1)..<start].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "`")
      }
      cursor = open
      while cursor > 0,
        [UInt8(ascii: " "), UInt8(ascii: "`"), UInt8(ascii: "*")].contains(
          bytes[cursor - 1])
      {
        cursor -= 1
      }
    }
    let wordEnd = cursor
    while cursor > 0, isSuiteByte(bytes[cursor - 1]) { cursor -= 1 }
    // NB: a suite's name is a whole lowercase word: "oncurrency" is the end of a bold title,
    // "**Swift Concurrency** (`skills/x.md`)", not a suite.
    guard cursor < wordEnd, cursor == 0 || !isNameByte(bytes[cursor - 1]) else { return nil }
    let word = String(decoding: bytes[cursor..<wordEnd], as: UTF8.self)
    guard word.first != "-", word.last != "-" else { return nil }
    return (word, adjacent ? cursor : start)
  }

  /// The `(` before `start` that is not closed before it, on the same line.
  private static func openParenthesis(before start: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = start - 1
    while index >= 0 {
      switch bytes[index] {
      case UInt8(ascii: ")"): depth += 1
      case UInt8(ascii: "("):
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The skill named just before a backticked path, as in "`plugin:skill`'s `./x.md`" or
  /// "skill's `x.md`": the name after any `plugin:` prefix.
  package static func ownerBefore(column start: Int, in line: Substring) -> String? {
    let bytes = Array(line.utf8)
    var end = min(start - 1, bytes.count)
    let skipped: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "`"), UInt8(ascii: "*")]
    while end > 0, skipped.contains(bytes[end - 1]) { end -= 1 }
    // A possessive: "'s" or "’s".
    if end >= 2, bytes[end - 1] == UInt8(ascii: "s"), bytes[end - 2] == UInt8(ascii: "'") {
      end -= 2
    } else if end >= 4, bytes[end - 1] == UInt8(ascii: "s"),
      Array(bytes[(end - 4)..<(end - 1)]) == Array("’".utf8)
    {
      end -= 4
    } else {
      return nil
    }
    while end > 0, skipped.contains(bytes[end - 1]) { end -= 1 }
    var cursor = end
    while cursor > 0, isSuiteByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: ":") {
      cursor -= 1
    }
    guard cursor < end else { return nil }
    let word = String(decoding: bytes[cursor..<end], as: UTF8.self)
    let name = word.split(separator: ":").last.map(String.init) ?? word
    return name.isEmpty || name.first == "-" || name.last == "-" ? nil : name
  }

  /// The kebab-case name written just before `start` (a skill's name before "(Pattern N)"),
  /// with backticks and bold marks around it.
  package static func nameBefore(column start: Int, in line: Substring) -> String? {
    let bytes = Array(line.utf8)
    var cursor = min(start - 1, bytes.count)
    while cursor > 0,
      [UInt8(ascii: " "), UInt8(ascii: "`"), UInt8(ascii: "*")].contains(
        bytes[cursor - 1])
    {
      cursor -= 1
    }
    let end = cursor
    while cursor > 0, isSuiteByte(bytes[cursor - 1]) { cursor -= 1 }
    guard cursor < end else { return nil }
    let word = String(decoding: bytes[cursor..<end], as: UTF8.self)
    return word.contains("-") && word.first != "-" && word.last != "-" ? word : nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private static func isSuiteByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
