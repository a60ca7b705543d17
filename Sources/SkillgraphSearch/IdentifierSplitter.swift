import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// Splits API identifiers into their words: `BGTaskScheduler` → `BG Task Scheduler`,
/// `setTaskCompleted(success:)` → `set Task Completed`, so that a query for "task completed"
/// finds `setTaskCompleted` and a query for the identifier finds its parts.
// NB: works on Unicode scalars, ASCII told by its code: splitting the text into Characters
// (grapheme clusters) was a quarter of indexing a collection.
package enum IdentifierSplitter {
  /// The words of `token` when it is a camel-case identifier (two parts or more), else `[]`.
  package static func parts(of token: Substring) -> [Substring] {
    let scalars = token.unicodeScalars
    // NB: most words have no capital after their first letter, and so no parts.
    guard scalars.dropFirst().contains(where: isUpper), scalars.count > 2 else { return [] }
    let characters = Array(scalars)
    var parts: [Substring] = []
    var start = scalars.startIndex
    var index = scalars.startIndex
    var position = 0
    while index < scalars.endIndex {
      if position > 0 {
        let previous = characters[position - 1]
        let current = characters[position]
        let following = position + 1 < characters.count ? characters[position + 1] : nil
        let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(current)
        let acronymEnd =
          isUpper(previous) && isUpper(current) && (following.map(isLower) ?? false)
        if lowerToUpper || acronymEnd {
          parts.append(Substring(scalars[start..<index]))
          start = index
        }
      }
      index = scalars.index(after: index)
      position += 1
    }
    parts.append(Substring(scalars[start..<scalars.endIndex]))
    return parts.count > 1 ? parts : []
  }

  /// The identifier-like tokens of `text` (letters and digits, starting with a letter) that
  /// split into parts, each with its parts lowercased and joined by spaces.
  package static func splitIdentifiers(in text: String) -> [(identifier: String, words: String)] {
    var seen = Set<Substring>()
    var result: [(String, String)] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      guard isWord(scalars[index]) else {
        index = scalars.index(after: index)
        continue
      }
      var end = scalars.index(after: index)
      var hasInnerCapital = false
      while end < scalars.endIndex, isWord(scalars[end]) {
        if isUpper(scalars[end]) { hasInnerCapital = true }
        end = scalars.index(after: end)
      }
      let token = Substring(scalars[index..<end])
      index = end
      guard hasInnerCapital, let first = token.unicodeScalars.first,
        first.properties.isAlphabetic
      else { continue }
      let parts = parts(of: token)
      guard !parts.isEmpty, seen.insert(token).inserted else { continue }
      result.append((String(token), parts.map { $0.lowercased() }.joined(separator: " ")))
    }
    return result
  }

  /// Whether `scalar` is a letter or a number: what words are made of.
  package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let code = scalar.value | 0x20
      return (code >= 0x61 && code <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar.value >= 0x41 && scalar.value <= 0x5A : scalar.properties.isUppercase
  }

  private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar.value >= 0x61 && scalar.value <= 0x7A : scalar.properties.isLowercase
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? scalar.value >= 0x30 && scalar.value <= 0x39 : scalar.properties.numericType != nil
  }
}
