import Foundation
import Testing

@testable import Skillgraph

/// The search envelope written by hand against `JSONEncoder`'s encoding of the same value (the
/// oracle): the same bytes.
@Suite("Search response JSON")
struct SearchResponseJSONTests {
  /// The envelope encoded through the generic path (`JSONEncoder`).
  func encodedByJSONEncoder<Payload>(_ envelope: JSONEnvelope<Payload>) -> String {
    envelope.encoded()
  }

  static func result(_ number: Int) -> SearchResult {
    var result = SearchResult(
      id: "skill#part-\(number)", kind: number.isMultiple(of: 2) ? .section : .antiPattern,
      title: "Title \"\(number)\" / with \\ slashes",
      skill: SearchResult.SkillRef(
        id: "skill", title: "Skill é 😀", version: number.isMultiple(of: 3) ? nil : "1.0"),
      headingPath: number == 1 ? [] : ["Skill", "Part → \(number)"],
      text: "# Heading\n\n\tTabbed\r\n\u{1}\u{1b}\u{7f}\u{2028} text\u{8}\u{c}",
      tokens: 12 * number, score: [0, 1, 0.5, 12.345, 1234.5, -0.0, 1e16, 0.001][number % 8],
      source: SourceSpan(path: "skills/a b.md", startLine: number, endLine: number + 3))
    if number.isMultiple(of: 2) {
      result.minimumOS = "iOS 26"
      result.unavailable = true
      result.unavailableReason = "needs iOS 26; the facts say iOS 17"
      result.truncated = true
    }
    return result
  }

  @Test("the envelope of a search is byte for byte what JSONEncoder writes", arguments: [0, 1, 8])
  func sameBytes(count: Int) {
    let response = SearchResponse(
      query: "why \"quoted\"?", terms: count == 0 ? [] : ["why", "quoted"],
      results: (0..<count).map(Self.result), totalTokens: 42, truncated: count == 1,
      index: IndexStatus(path: "/tmp/index.sqlite"))
    let envelope = JSONEnvelope(command: "query", data: response)
    #expect(envelope.encoded() == encodedByJSONEncoder(envelope))
  }
}
