/// An operating system an app runs on, by the words developers write for it: a question about
/// an app on a platform the collection does not cover ("Apple Watch meditation app", "our
/// Android build", "Mac app (AppKit)") is not the collection's, whatever other words it shares
/// with it.
package struct Platform: Sendable, Hashable {
  /// The words that name it, lowercased, each one word or two as `SearchText.words` splits a
  /// question; the first is the platform's own name.
  package var phrases: [String]

  /// The platforms told apart. Only names that mean the platform and nothing else: "Windows"
  /// is also a window of an app, and a framework that runs on several platforms (React Native,
  /// Flutter) names none.
  package static let known: [Platform] = [
    Platform(phrases: ["ios", "iphone", "ipad", "ipados"]),
    Platform(phrases: ["macos", "mac app", "mac apps", "appkit", "os x"]),
    Platform(phrases: ["watchos", "apple watch", "watchkit"]),
    Platform(phrases: ["tvos", "apple tv"]),
    Platform(phrases: ["visionos", "vision pro"]),
    Platform(phrases: ["android"]),
    Platform(phrases: ["linux"]),
  ]

  /// The phrases of `self` that `words` (a question's, as `SearchText.words` gives them) holds
  /// as the platform of an app, not of a person ("our Android dev suggests").
  package func phrases(in words: [Substring]) -> [String] {
    phrases.filter { phrase in
      let parts = phrase.split(separator: " ")
      return words.indices.contains { start in
        let end = start + parts.count
        return end <= words.count && words[start..<end].elementsEqual(parts)
          && (end == words.count || !Self.people.contains(words[end]))
      }
    }
  }

  /// Words after a platform's name that make it a person's ("an Android developer"), not the
  /// app's.
  static let people: Set<Substring> = [
    "dev", "devs", "developer", "developers", "engineer", "engineers", "team", "teams",
    "colleague", "colleagues", "coworker", "coworkers", "teammate", "teammates", "folks",
    "people", "person", "guy", "guys", "friend", "friends", "expert", "experts",
  ]
}
