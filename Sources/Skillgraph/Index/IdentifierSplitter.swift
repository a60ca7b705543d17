/// Splits API identifiers into their words: `BGTaskScheduler` → `BG Task Scheduler`,
/// `setTaskCompleted(success:)` → `set Task Completed`, so that a query for "task completed"
/// finds `setTaskCompleted` and a query for the identifier finds its parts.
enum IdentifierSplitter {
  /// The words of `token` when it is a camel-case identifier (two parts or more), else `[]`.
  static func parts(of token: Substring) -> [Substring] {
    // NB: most words have no capital after their first letter, and so no parts.
    guard token.dropFirst().contains(where: \.isUppercaseLetter) else { return [] }
    let characters = Array(token)
    guard characters.count > 2 else { return [] }
    var parts: [Substring] = []
    var start = token.startIndex
    var index = token.startIndex
    var position = 0
    while index < token.endIndex {
      let next = token.index(after: index)
      if position > 0 {
        let previous = characters[position - 1]
        let current = characters[position]
        let following: Character? = position + 1 < characters.count ? characters[position + 1] : nil
        let lowerToUpper =
          (previous.isLowercaseLetter || previous.isNumeral) && current.isUppercaseLetter
        let acronymEnd =
          previous.isUppercaseLetter && current.isUppercaseLetter
          && (following?.isLowercaseLetter ?? false)
        if lowerToUpper || acronymEnd {
          parts.append(token[start..<index])
          start = index
        }
      }
      index = next
      position += 1
    }
    parts.append(token[start..<token.endIndex])
    return parts.count > 1 ? parts : []
  }

  /// The identifier-like tokens of `text` (letters and digits, starting with a letter) that
  /// split into parts, each with its parts lowercased and joined by spaces.
  static func splitIdentifiers(in text: String) -> [(identifier: String, words: String)] {
    var seen = Set<String>()
    var result: [(String, String)] = []
    for token in text.split(whereSeparator: { !$0.isWordCharacter }) {
      guard token.first?.isLetter == true else { continue }
      let parts = parts(of: token)
      guard !parts.isEmpty, seen.insert(String(token)).inserted else { continue }
      result.append((String(token), parts.map { $0.lowercased() }.joined(separator: " ")))
    }
    return result
  }
}
