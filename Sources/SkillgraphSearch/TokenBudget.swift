import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel

/// Fits results into a token budget: results are kept whole, best first; the first one that
/// does not fit is shortened at a paragraph boundary (never inside a code fence, never
/// mid-sentence) and ends with a marker line, and the rest are left out. A result that cannot be
/// shortened (one code fence, say) is left out, and the next ones are tried in its place.
package struct TokenBudget {
  /// The budget; nil for none.
  package let limit: Int?

  /// The results that fit, and whether anything was shortened or left out.
  package func apply(to results: [SearchResult]) -> (results: [SearchResult], truncated: Bool) {
    guard let limit else { return (results, false) }
    var kept: [SearchResult] = []
    var used = 0
    var truncated = false
    for result in results {
      if used + result.tokens <= limit {
        kept.append(result)
        used += result.tokens
        continue
      }
      truncated = true
      if let shortened = shorten(result, to: limit - used) {
        kept.append(shortened)
        break
      }
    }
    return (kept, truncated)
  }

  /// `result` cut at the last paragraph boundary that fits `tokens`, with a marker line; nil
  /// when not even the first paragraph fits.
  package func shorten(_ result: SearchResult, to tokens: Int) -> SearchResult? {
    let marker =
      "\n\n[… truncated to fit --max-tokens; `skillgraph show \(result.id)` has the rest]"
    let available = tokens - TokenEstimate.tokens(in: marker)
    guard available > 0 else { return nil }
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
    let fenced = FenceSplitter.fencedLines(lines)
    var best: Int?
    for index in lines.indices where index > 0 && lines[index].allSatisfy(\.isWhitespace) {
      guard !fenced[index] else { continue }
      let candidate = lines[..<index].joined(separator: "\n")
      guard TokenEstimate.tokens(in: candidate) <= available else { break }
      best = index
    }
    guard let best else { return nil }
    var shortened = result
    shortened.text = lines[..<best].joined(separator: "\n") + marker
    shortened.tokens = TokenEstimate.tokens(in: shortened.text)
    shortened.truncated = true
    return shortened
  }

  /// A value with every stored property given.
  package init(limit: Int?) {
    self.limit = limit
  }
}
