import Foundation

/// The names among many that come closest to one that was not found, for an error message that
/// suggests a few instead of listing a whole collection.
///
/// A name is close when it holds the wanted one, when they share words (split at anything that
/// is not a letter or a digit; a word one or two edits away counts for most of one, and a word
/// that most names hold, such as `tree`, for little), or when the whole name is a few edits
/// away (a typo).
public struct ClosestNames: Sendable {
  /// How many names a message lists at most.
  public static let listed = 8

  /// The names to choose from.
  public var names: [String]

  /// Suggestions from `names`.
  public init(_ names: [String]) {
    self.names = names
  }

  /// The names closest to `wanted`, best first, at most `limit`; every name when there are no
  /// more than `limit`; none when nothing is close.
  public func closest(to wanted: String, limit: Int = listed) -> [String] {
    guard names.count > limit else { return names }
    let target = wanted.lowercased()
    let candidates = names.map { $0.lowercased() }
    let candidateWords = candidates.map(Self.words)
    var frequency: [Substring: Int] = [:]
    for words in candidateWords { for word in Set(words) { frequency[word, default: 0] += 1 } }
    let targetWords = Self.words(target)
    // NB: a word's weight is its rarity among the names, so that shared generic words do not
    // make every name look close.
    let weights = targetWords.map { log(1 + Double(names.count) / Double(frequency[$0] ?? 1)) }
    let totalWeight = max(weights.reduce(0, +), .leastNonzeroMagnitude)
    let bound = max(3, target.utf8.count / 4)
    var scored: [(score: Double, index: Int)] = []
    for (index, candidate) in candidates.enumerated() {
      var score = 0.0
      if target.utf8.count >= 3, candidate.contains(target) { score += 1 }
      var shared = 0.0
      for (word, weight) in zip(targetWords, weights) {
        shared += weight * Self.likeness(of: word, among: candidateWords[index])
      }
      score += 2 * shared / totalWeight
      let distance = Self.editDistance(target, candidate, bound: bound)
      if distance < bound { score += 2 * (1 - Double(distance) / Double(bound)) }
      if score >= 1 { scored.append((score, index)) }
    }
    scored.sort { ($0.score, -$0.index) > ($1.score, -$1.index) }
    return scored.prefix(limit).map { names[$0.index] }
  }

  /// 1 when `words` hold `word`, 0.8 when one of them is an edit or two away, else 0.
  private static func likeness(of word: Substring, among words: [Substring]) -> Double {
    if words.contains(word) { return 1 }
    let allowed = word.utf8.count >= 6 ? 3 : 2
    let near = words.contains {
      editDistance(String(word), String($0), bound: allowed) < allowed
    }
    return near && word.utf8.count >= 4 ? 0.8 : 0
  }

  /// The suggestion part of a message for `wanted`, naming the collection `noun` (plural):
  /// "did you mean a, b?" when some are close, else the first few of them and how many there
  /// are, with `whereListed` saying where to see them all.
  public func suggestion(for wanted: String, noun: String, whereListed: String) -> String {
    if names.count <= Self.listed { return "\(noun): \(names.joined(separator: ", "))" }
    let close = closest(to: wanted)
    if !close.isEmpty {
      return "did you mean \(close.joined(separator: ", "))? (\(names.count) \(noun); "
        + "\(whereListed) lists them)"
    }
    return "\(noun): \(names.prefix(Self.listed).joined(separator: ", ")), and "
      + "\(names.count - Self.listed) more (\(whereListed) lists them)"
  }

  private static func words(_ text: String) -> [Substring] {
    text.split { !$0.isLetter && !$0.isNumber }
  }

  /// The Levenshtein distance between `first` and `second`, or `bound` once it is at least that.
  static func editDistance(_ first: String, _ second: String, bound: Int) -> Int {
    let left = Array(first.utf8)
    let right = Array(second.utf8)
    guard abs(left.count - right.count) < bound else { return bound }
    var previous = Array(0...right.count)
    for (row, byte) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      var smallest = current[0]
      for column in 0..<right.count {
        let substitution = previous[column] + (byte == right[column] ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
        smallest = min(smallest, current[column + 1])
      }
      if smallest >= bound { return bound }
      previous = current
    }
    return min(previous[right.count], bound)
  }
}
