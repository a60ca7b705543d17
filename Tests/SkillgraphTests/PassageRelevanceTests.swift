import Foundation
import Testing

@testable import Skillgraph

@Suite("Passages: which pieces answer, and how many results share the budget")
struct PassageRelevanceTests {
  @Test("a token every piece of the unit holds counts less than one a single piece holds")
  func rareTokensWeighMore() {
    let held: [Set<String>] = [["session"], ["session", "delegate"], ["session"]]
    let scores = PieceRarity.scores(of: held, weights: ["session": 2, "delegate": 1])
    #expect(scores[1] > scores[0])
    #expect(scores[0] == scores[2])
    #expect(scores[0] < 2)
    #expect(PieceRarity.scores(of: [["delegate"], []], weights: ["delegate": 1]) == [1, 0])
  }

  @Test("the piece after a matching one comes with it, even from the next block")
  func followingBlockComesAlong() throws {
    let unit = """
      **Symptom**: the request is submitted twice.

      ```swift
      scheduler.cancel(taskRequestWithIdentifier: id)
      ```

      \(AnswerBudgetTests.filler)
      """
    let selector = PassageSelector(score: AnswerBudgetTests.scorer(["submitted", "twice"]))
    let passage = try #require(selector.passages(of: [unit], budget: 40).first)
    #expect(passage.text.contains("submitted twice"))
    #expect(passage.text.contains("scheduler.cancel"))
    #expect(!passage.text.contains("Filler sentence number 1 "))
  }

  @Test("a budgeted answer keeps at most three results and counts the others as left out")
  func atMostThreeResults() {
    let results = (1...5).map { AnswerBudgetTests.result("s#r\($0)", text: "Submitted twice.") }
    let fitter = AnswerFitter(
      maxTokens: 5_000, selector: PassageSelector(score: AnswerBudgetTests.scorer(["twice"])))
    let answer = fitter.fit(AnswerBudgetTests.response(results))
    #expect(answer.results.map(\.id) == ["s#r1", "s#r2", "s#r3"])
    #expect(answer.budget.resultsLeftOut == 2)
    #expect(!answer.results.contains { $0.cut })
  }
}
