import SkillgraphSupport
import Testing

@testable import Skillgraph

/// The character classes words and identifiers are split by: told by code for ASCII, they must
/// say what the Unicode properties say, and non-ASCII characters still go by the properties.
@Suite("Word characters")
struct WordCharacterTests {
  static let samples: [Character] =
    (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [
      "\r\n", "é", "e\u{301}", "É", "ß", "½", "٣", "日", "Σ", "ς", "ǅ", "—", "→", "’", "🙂", "👍🏽",
      "\u{200B}", "Ⅻ", "ⅻ", "ａ", "Ａ", "１",
    ]

  @Test("each class agrees with its Unicode property, character by character")
  func classesAgreeWithProperties() {
    for character in Self.samples {
      let name = character.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(character.isWordCharacter == (character.isLetter || character.isNumber), "\(name)")
      #expect(character.isUppercaseLetter == character.isUppercase, "\(name)")
      #expect(character.isLowercaseLetter == character.isLowercase, "\(name)")
      #expect(character.isNumeral == character.isNumber, "\(name)")
    }
  }

  @Test("identifiers split where the case changes, in ASCII and beyond it")
  func identifierParts() {
    let split = IdentifierSplitter.splitIdentifiers(
      in: "BGTaskScheduler setTaskCompleted(success:) URLSession task Ω ÉcoleNormale x2Y")
    #expect(
      split.map(\.words) == [
        "bg task scheduler", "set task completed", "url session", "école normale", "x2 y",
      ])
  }
}
