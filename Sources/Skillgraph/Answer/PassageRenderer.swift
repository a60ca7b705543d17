/// Joins the chosen pieces of a unit back into Markdown, in their order: sentences of one
/// paragraph on one line, a table's header above its first row shown, code lines inside their
/// fence, and `…` on a line of its own wherever pieces were left out between two shown (inside
/// a code block too, and at its start or end when its first or last lines are left out).
enum PassageRenderer {
  /// The marker of left-out text.
  static let gap = "…"

  /// The Markdown of `chosen` (positions in `pieces`).
  static func text(of pieces: [PassagePiece], chosen: Set<Int>) -> String {
    var blocks: [String] = []
    var current: [String] = []
    var previous: Int?
    var openFence: String?
    func closeBlock() {
      if let fence = openFence {
        current.append(fence)
        openFence = nil
      }
      if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
      current = []
    }
    for position in chosen.sorted() {
      let piece = pieces[position]
      let sameBlock = previous.map { pieces[$0].block == piece.block } ?? false
      let adjacent = previous == position - 1
      if !sameBlock {
        if let previous, openFence != nil, !isLastLine(previous, of: pieces) {
          current.append(gap)
        }
        closeBlock()
        if previous != nil && !adjacent { blocks.append(gap) }
      }
      switch piece.kind {
      case .sentence:
        if sameBlock && adjacent, let last = current.popLast() {
          current.append(last + " " + piece.text)
        } else {
          if sameBlock { current.append(gap) }
          current.append(piece.text)
        }
      case .codeLine:
        if !sameBlock, let lead = piece.lead {
          current.append(lead)
          openFence = PassageSplitter.fenceRun(of: lead.trimmingSpaces)
          if position > 0, pieces[position - 1].block == piece.block { current.append(gap) }
        } else if !adjacent {
          current.append(gap)
        }
        current.append(piece.text)
      case .tableRow:
        if !sameBlock, let lead = piece.lead { current.append(lead) }
        if sameBlock && !adjacent { current.append(gap) }
        current.append(piece.text)
      case .listItem, .codeBlock:
        if sameBlock && !adjacent { current.append(gap) }
        current.append(piece.text)
      }
      previous = position
    }
    if let previous, openFence != nil, !isLastLine(previous, of: pieces) { current.append(gap) }
    closeBlock()
    return blocks.joined(separator: "\n\n")
  }

  /// Whether the piece at `position` is the last of its block.
  private static func isLastLine(_ position: Int, of pieces: [PassagePiece]) -> Bool {
    position + 1 >= pieces.count || pieces[position + 1].block != pieces[position].block
  }

  /// The tokens that showing `piece` costs beyond its own text, when no other
  /// piece of its block is shown: its lead, a closing fence and the gap markers around it.
  static func overhead(of piece: PassagePiece) -> Int {
    guard let lead = piece.lead else { return 2 }
    return JSONTextCost.tokens(of: lead) + 4
  }
}
