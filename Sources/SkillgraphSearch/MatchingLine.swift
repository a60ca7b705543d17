import SkillgraphSupport

/// Where a result's text shows what a question asked, for a preview of a few lines.
public enum MatchingLine {
  /// The position in `lines` of the first line holding the most of `question`'s words, or nil
  /// when none holds any. Words of fewer than four letters and stop words are left out; a word
  /// counts by its first five letters, so that "swipes" finds "swipe" and "running" "runni…".
  public static func position(in lines: [String], for question: String) -> Int? {
    var stems: [String] = []
    for word in SearchText.words(question)
    where word.count >= 4 && !SearchText.stopWords.contains(word) {
      let stem = String(word.prefix(5))
      if !stems.contains(stem) { stems.append(stem) }
    }
    var best: (position: Int, held: Int)?
    for (position, line) in lines.enumerated() {
      let lowercased = line.lowercased()
      let held = stems.count { lowercased.contains($0) }
      if held > (best?.held ?? 0) { best = (position, held) }
    }
    return best?.position
  }
}
