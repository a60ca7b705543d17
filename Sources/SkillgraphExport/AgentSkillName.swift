/// Skill names as the Agent Skills specification allows them: 1-64 characters of `a-z`, `0-9`
/// and `-`, with no leading, trailing or doubled hyphen.
package enum AgentSkillName {
  /// The longest name allowed.
  package static let maximumLength = 64

  /// `text` made into a valid name: lower-cased, every run of other characters one hyphen,
  /// cut at 64 characters; `fallback` when nothing is left.
  package static func make(_ text: String, fallback: String = "skill") -> String {
    var result = ""
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        if pendingHyphen, !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.append(character)
      } else {
        pendingHyphen = true
      }
    }
    if result.count > maximumLength {
      result = String(result.prefix(maximumLength))
      while result.hasSuffix("-") { result.removeLast() }
    }
    return result.isEmpty ? fallback : result
  }

  /// `name`, or `name-2`, `name-3`... when it is already in `used`; kept within 64 characters.
  package static func unique(_ name: String, among used: Set<String>) -> String {
    guard used.contains(name) else { return name }
    var number = 2
    while true {
      let suffix = "-\(number)"
      var stem = String(name.prefix(maximumLength - suffix.count))
      while stem.hasSuffix("-") { stem.removeLast() }
      let candidate = stem + suffix
      if !used.contains(candidate) { return candidate }
      number += 1
    }
  }

  /// Whether `name` is valid as it is.
  package static func isValid(_ name: String) -> Bool {
    make(name, fallback: "") == name
  }
}
