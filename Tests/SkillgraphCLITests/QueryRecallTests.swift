import Foundation
import SkillgraphTestSupport
import Testing

/// Answer quality: the question sets in `Tests/QuerySets/`, each question with the fact its
/// answer must contain, run through `skillgraph query --json` in-process.
struct RecallEvaluation {
  var atOne = 0
  var atThree = 0
  var total = 0
  var misses: [String] = []

  var recallAtOne: Double { Double(atOne) / Double(max(total, 1)) }
  var recallAtThree: Double { Double(atThree) / Double(max(total, 1)) }

  /// Runs every question of `set` against `content`: whole results (the ranking), or the
  /// default answer's passages within its token budget.
  init(set: String, content: String, index: String, passages: Bool = false) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("QuerySets/\(set).json")
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let questions = try #require((document as? [String: Any])?["questions"] as? [[String: Any]])
    let asked = try questions.map { question in
      let text = try #require(question["q"] as? String)
      let facts = (question["fact"] as? [String]) ?? [(question["fact"] as? String) ?? ""]
      return (text: text, facts: facts)
    }
    // NB: the questions are asked side by side (the index built once, by the first), each
    // answer's hits kept in its question's place.
    let hits = Watched([Int: [Bool]]())
    DispatchQueue.concurrentPerform(iterations: asked.count) { place in
      let (text, facts) = asked[place]
      let result = skillgraph(
        arguments: [
          "query", "--json", "--limit", "3", "--content", content, "--index", index,
        ] + (passages ? [] : ["--full"]) + ["--", text])
      let results = (try? result.data()["results"] as? [[String: Any]]) ?? []
      let found = results.map { entry in
        let body = Self.normalised(entry["text"] as? String ?? "")
        return facts.contains { body.contains(Self.normalised($0)) }
      }
      hits.update { $0[place] = found }
    }
    for (place, question) in asked.enumerated() {
      let found = hits.current[place] ?? []
      total += 1
      if found.first == true { atOne += 1 }
      if found.contains(true) { atThree += 1 } else { misses.append(question.text) }
    }
  }

  static func normalised(_ text: String) -> String {
    text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

@Suite("Answer quality: recall on the question sets")
struct QueryRecallTests {
  @Test("Content/: recall@1 and recall@3 stay above their floors")
  func content() throws {
    let evaluation = try RecallEvaluation(
      set: "content", content: shippedContent, index: QueryTestIndex.content)
    #expect(evaluation.total >= 60)
    #expect(evaluation.recallAtOne >= 0.90, "missed: \(evaluation.misses)")
    #expect(evaluation.recallAtThree >= 0.98, "missed: \(evaluation.misses)")
  }

  @Test("the default answer's passages keep the fact nearly as often as whole results: Content")
  func passages() throws {
    let content = try RecallEvaluation(
      set: "content", content: shippedContent, index: QueryTestIndex.content, passages: true)
    #expect(content.recallAtThree >= 0.95, "missed: \(content.misses)")
  }
}
