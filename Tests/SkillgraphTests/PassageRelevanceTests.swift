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

  @Test("a wrong example shown brings the right one that follows it, whatever its words")
  func fixFollowsTheWrongExample() throws {
    let wrong = (1...6).map { "    context.perform { step\($0)() }" }.joined(separator: "\n")
    let right = (1...6).map { "    task\($0)()" }.joined(separator: "\n")
    let unit = """
      ```swift
      // ❌ CRASHES in context.perform
      \(wrong)
      ```

      ```swift
      // ✅ Works
      \(right)
      ```

      \(AnswerBudgetTests.filler)
      """
    var selector = PassageSelector(score: AnswerBudgetTests.scorer(["perform"]))
    selector.firstWholeTokens = 0
    let passage = try #require(selector.passages(of: [unit], budget: 160).first)
    #expect(passage.cut)
    #expect(passage.text.contains("// ✅ Works"), "\(passage.text)")
    #expect(passage.text.contains("task6()"))
    #expect(PassageSelector.fixBlocks(in: PassageSplitter.pieces(of: unit)) == [0: 1])
  }

  @Test("a cut unit's first sentence, which says what it is about, comes before lesser pieces")
  func leadComesEarly() throws {
    let lead = "Running in the background is a privilege that the system lends."
    let items = (1...8).map { "- Item \($0): the scheduler runs the background work." }
    // NB: notes of one word each, block after block: each scores more than the lead alone.
    let notes = (1...5).map { "Note \($0): the scheduler waits." }.joined(separator: "\n\n")
    let unit =
      "\(lead)\n\n\(AnswerBudgetTests.filler)\n\n\(items.joined(separator: "\n"))\n\n\(notes)"
    var selector = PassageSelector(score: AnswerBudgetTests.scorer(["background", "scheduler"]))
    selector.firstWholeTokens = 0
    let passage = try #require(selector.passages(of: [unit], budget: 150).first)
    #expect(passage.cut)
    #expect(passage.text.contains("Item 8:"))
    #expect(passage.text.contains(lead))
    selector.leadShare = 0
    let unled = try #require(selector.passages(of: [unit], budget: 150).first)
    #expect(unled.text.contains("Item 8:"))
    #expect(!unled.text.contains(lead))
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

  @Test("a first result of up to a page comes whole, and the others share what is left")
  func firstResultWhole() throws {
    let first = "## Notes\n\nThe scheduler runs it.\n\n\(AnswerBudgetTests.filler)"
    let second =
      (1...30).map { "- The scheduler item \($0) holds a word." }.joined(separator: "\n")
      + "\n\n\(AnswerBudgetTests.filler)"
    var selector = PassageSelector(score: AnswerBudgetTests.scorer(["scheduler"]))
    let passages = selector.passages(of: [first, second], budget: 600)
    #expect(passages[0] == .init(text: first, cut: false))
    #expect(passages[1].cut)
    #expect(passages[1].text.contains("The scheduler item 1 "))
    selector.firstWholeTokens = 0
    let cut = selector.passages(of: [first, second], budget: 600)
    #expect(cut[0].cut)
    #expect(!cut[0].text.contains("Filler sentence number 20 "))
  }

  @Test("every result cut to passages shows its own best piece before the others share the rest")
  func everyResultShowsItsBestPiece() {
    let strong = { (name: String) in
      (1...30).map { "- The \(name) scheduler item \($0) runs twice." }.joined(separator: "\n")
    }
    let best = "The third unit runs twice, in a sentence longer than any item of the others."
    let third = [AnswerBudgetTests.filler, best, AnswerBudgetTests.filler].joined(separator: "\n\n")
    var selector = PassageSelector(score: AnswerBudgetTests.scorer(["scheduler", "twice"]))
    selector.firstWholeTokens = 0
    let passages = selector.passages(of: [strong("first"), strong("second"), third], budget: 200)
    #expect(passages.allSatisfy { $0.cut })
    #expect(passages[0].text.contains("The first scheduler item"))
    #expect(passages[1].text.contains("The second scheduler item"))
    #expect(passages[2].text.contains(best))
    #expect(!passages[2].text.contains("Filler sentence"))
  }
}
