import Foundation
import Testing

@testable import Skillgraph

@Suite("Passages: choosing them within a token budget")
struct AnswerBudgetTests {
  /// Scores a piece by how many of `words` it holds, as a question would.
  static func scorer(_ words: [String]) -> (String) -> Double {
    { text in Double(words.count { text.lowercased().contains($0) }) }
  }

  static let filler = (1...40).map { "Filler sentence number \($0) says nothing much." }
    .joined(separator: " ")

  static let unit = """
    ## Refresh

    \(filler)

    - The scheduler drops a request submitted twice: the second replaces the first.
    - Unrelated item about colours and fonts.

    \(filler)
    """

  static func result(_ id: String, text: String) -> SearchResult {
    SearchResult(
      id: id, kind: .section, title: id, skill: .init(id: "s", title: "S", version: nil),
      headingPath: ["S", id], text: text, tokens: JSONTextCost.tokens(of: text), score: 1,
      source: SourceSpan(path: "s.md", startLine: 1, endLine: 40))
  }

  static func response(_ results: [SearchResult]) -> SearchResponse {
    SearchResponse(
      query: "request submitted twice", terms: [], results: results, confidence: .high,
      budget: AnswerBudget(maxTokens: nil),
      index: IndexStatus(path: "i.sqlite"))
  }

  @Test("the piece that holds the question's words is kept, the filler is not")
  func matchedFactKept() throws {
    let selector = PassageSelector(score: Self.scorer(["submitted", "twice"]))
    let passage = try #require(selector.passages(of: [Self.unit], budget: 80).first)
    #expect(passage.cut)
    #expect(passage.text.contains("the second replaces the first"))
    #expect(!passage.text.contains("Filler sentence number 1 "))
    #expect(JSONTextCost.tokens(of: passage.text) <= 80)
  }

  @Test("a short unit comes whole, and a unit the budget holds whole is not cut")
  func wholeWhenItFits() throws {
    let selector = PassageSelector(score: Self.scorer(["twice"]))
    let short = "## Short\n\nSubmitted twice, it replaces the first."
    #expect(selector.passages(of: [short], budget: 500) == [.init(text: short, cut: false)])
    let whole = try #require(selector.passages(of: [Self.unit], budget: 100_000).first)
    #expect(whole == .init(text: Self.unit, cut: false))
  }

  @Test("the first result gets more of the budget than those after it")
  func rankWeighs() throws {
    let selector = PassageSelector(score: Self.scorer(["submitted", "twice"]))
    let passages = selector.passages(of: [Self.unit, Self.unit], budget: 40)
    #expect(passages[0].text.contains("submitted twice"))
    #expect(!passages[1].text.contains("submitted twice"))
  }

  @Test("the whole answer fits the budget, states it, and counts the results left out")
  func budgetRespectedAndStated() throws {
    let results = (1...5).map { Self.result("s#r\($0)", text: Self.unit) }
    let fitter = AnswerFitter(
      maxTokens: 600, selector: PassageSelector(score: Self.scorer(["submitted", "twice"])))
    let answer = fitter.fit(Self.response(results))
    #expect(answer.budget.maxTokens == 600)
    #expect(answer.budget.usedTokens <= 600)
    #expect(answer.budget.usedTokens == AnswerFitter.tokens(of: answer))
    #expect(answer.results.count + answer.budget.resultsLeftOut == 5)
    #expect(answer.budget.resultsLeftOut > 0)
    #expect(answer.results.allSatisfy { $0.cut })
    #expect(answer.results.first?.text.contains("the second replaces the first") == true)
    #expect(answer.results.allSatisfy { $0.tokens == JSONTextCost.tokens(of: Self.unit) })
  }

  @Test("a budget of 0 keeps every result whole and states no budget")
  func noBudget() {
    let results = (1...3).map { Self.result("s#r\($0)", text: Self.unit) }
    let answer = AnswerFitter(maxTokens: 0, selector: PassageSelector(score: { _ in 1 }))
      .fit(Self.response(results))
    #expect(answer.budget.maxTokens == nil)
    #expect(answer.budget.resultsLeftOut == 0)
    #expect(answer.results.map(\.text) == Array(repeating: Self.unit, count: 3))
    #expect(!answer.results.contains { $0.cut })
  }

  @Test("a budget too small for any result's fields leaves them all out and says so")
  func tinyBudget() {
    let answer = AnswerFitter(maxTokens: 20, selector: PassageSelector(score: { _ in 1 }))
      .fit(Self.response([Self.result("s#r1", text: Self.unit)]))
    #expect(answer.results.isEmpty)
    #expect(answer.budget.resultsLeftOut == 1)
  }

  @Test("the JSON states the budget and leaves out scores, terms, the index and the skill")
  func agentFacingFields() throws {
    let answer = AnswerFitter(
      maxTokens: 600, selector: PassageSelector(score: Self.scorer(["twice"]))
    ).fit(Self.response([Self.result("s#r1", text: Self.unit)]))
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(answer)) as? [String: Any])
    #expect(Set(json.keys) == ["query", "results", "confidence", "budget"])
    let budget = try #require(json["budget"] as? [String: Any])
    #expect(Set(budget.keys) == ["maxTokens", "usedTokens", "resultsLeftOut"])
    let result = try #require((json["results"] as? [[String: Any]])?.first)
    #expect(
      Set(result.keys) == ["id", "kind", "title", "headingPath", "text", "tokens", "source", "cut"])
  }
}
