package import SkillgraphModel

extension EntityReader {
  /// For each span, the IDs of the snippets that lie wholly inside its lines, in the order of
  /// `snippets`.
  ///
  /// NB: the snippets are sorted by first line once, and each span finds its first snippet by
  /// binary search and reads on only while snippets start inside it. A snippet lies inside at
  /// most six nested sections (one a heading level), so the cost is about the snippets plus
  /// spans × log(snippets), where filtering every snippet for every pattern was their product.
  package static func snippetIDs(inside spans: [SourceSpan], among snippets: [CodeSnippet])
    -> [[String]]
  {
    let order = snippets.indices.sorted {
      (snippets[$0].source.startLine, $0) < (snippets[$1].source.startLine, $1)
    }
    return spans.map { span in
      var low = 0
      var high = order.count
      while low < high {
        let middle = (low + high) / 2
        if snippets[order[middle]].source.startLine < span.startLine {
          low = middle + 1
        } else {
          high = middle
        }
      }
      var inside: [Int] = []
      var position = low
      while position < order.count, snippets[order[position]].source.startLine <= span.endLine {
        if snippets[order[position]].source.endLine <= span.endLine {
          inside.append(order[position])
        }
        position += 1
      }
      return inside.sorted().map { snippets[$0].id }
    }
  }
}
