import Foundation
import SkillgraphSupport

/// Fits a search response into its token budget, counted on the whole answer as JSON (the
/// question, every result's fields and text, the budget statement).
///
/// Results are kept best first, at most `maxResults` of them, while each one kept still leaves,
/// on average, `passageTokensPerResult` tokens of text; the rest are left out and counted. The
/// tokens left after the kept results' fields go to their text, chosen by a `PassageSelector`.
package struct AnswerFitter {
  /// The budget; 0 keeps every result whole.
  package var maxTokens: Int
  /// Chooses the passages.
  package var selector: PassageSelector
  /// The text each kept result should have room for, on average.
  package static let passageTokensPerResult = 200
  /// The most results a budgeted answer keeps.
  // NB: past three, a result's fields and a line or two of its text cost tokens that the first
  // three need: their text holds the answer more often when it has room.
  package static let maxResults = 3

  /// A fitter to `maxTokens` (0 for whole results) with `selector`.
  package init(maxTokens: Int, selector: PassageSelector) {
    self.maxTokens = maxTokens
    self.selector = selector
  }

  /// `response` with every result whole, its budget stated as none.
  package static func whole(_ response: SearchResponse) -> SearchResponse {
    var answer = response
    answer.budget = AnswerBudget(maxTokens: nil)
    return stated(answer)
  }

  /// `response` within `maxTokens`.
  package func fit(_ response: SearchResponse) -> SearchResponse {
    guard maxTokens > 0 else { return Self.whole(response) }
    var frame = response
    frame.results = []
    frame.budget = AnswerBudget(
      maxTokens: maxTokens, usedTokens: maxTokens, resultsLeftOut: response.results.count)
    let fixed = Self.tokens(of: frame)
    var kept: [SearchResult] = []
    var fields = 0
    for result in response.results {
      var bare = result
      bare.text = ""
      bare.cut = true
      let cost = Self.tokens(of: bare) + 1
      let text = maxTokens - fixed - fields - cost
      let roomy = text >= Self.passageTokensPerResult * (kept.count + 1)
      guard kept.count < Self.maxResults, roomy || (kept.isEmpty && text >= 0) else { break }
      kept.append(result)
      fields += cost
    }
    var answer = response
    var textBudget = maxTokens - fixed - fields
    // NB: pieces are counted one by one; the markers and separators between them can make the
    // whole a few tokens more, so the text budget shrinks by the excess and the text is chosen
    // again.
    for _ in 0..<4 {
      let passages = selector.passages(of: kept.map(\.text), budget: max(textBudget, 0))
      answer.results = zip(kept, passages).map { result, passage in
        var shown = result
        shown.text = passage.text
        shown.cut = passage.cut
        return shown
      }
      answer.budget = AnswerBudget(
        maxTokens: maxTokens, resultsLeftOut: response.results.count - kept.count)
      answer = Self.stated(answer)
      let excess = answer.budget.usedTokens - maxTokens
      guard excess > 0 else { return answer }
      textBudget -= excess
    }
    answer.results = []
    answer.budget.resultsLeftOut = response.results.count
    return Self.stated(answer)
  }

  /// `answer` with `usedTokens` set to the tokens of its own JSON.
  private static func stated(_ answer: SearchResponse) -> SearchResponse {
    var stated = answer
    for _ in 0..<3 {
      let used = tokens(of: stated)
      if used == stated.budget.usedTokens { break }
      stated.budget.usedTokens = used
    }
    return stated
  }

  /// The estimated tokens of `value` as compact JSON with sorted keys, as answers are printed.
  package static func tokens(of value: some Encodable) -> Int {
    let encoder = JSONFormat.encoder()
    do {
      return (try encoder.encode(value).count + 3) / 4
    } catch {
      preconditionFailure("encoding a search answer failed: \(error)")
    }
  }
}
