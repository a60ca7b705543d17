/// Joins the chosen pieces of a unit back into Markdown, in their order: sentences of one
/// paragraph on one line, a table's header above the first of its rows shown, code lines inside
/// their fence. Where pieces are left out between two shown, a line `…` says so (`| … |` inside
/// a table), and inside a code block or a table also at its start or end.
package enum PassageRenderer {
  /// The marker of left-out text.
  package static let gap = "…"
  /// The marker of left-out rows of a table.
  package static let rowGap = "| … |"

  /// The Markdown of `chosen` (positions in `pieces`).
  package static func text(of pieces: [PassagePiece], chosen: Set<Int>) -> String {
    var writer = Writer(pieces: pieces)
    for position in chosen.sorted() { writer.add(position) }
    return writer.finished()
  }

  /// The tokens that showing `piece` costs beyond its own text, when no other piece of its
  /// block is shown: its lead, a closing fence and the markers around it.
  package static func overhead(of piece: PassagePiece) -> Int {
    guard let lead = piece.lead else { return 2 }
    return JSONTextCost.tokens(of: lead) + 4
  }

  /// Writes pieces one block at a time.
  private struct Writer {
    let pieces: [PassagePiece]
    var blocks: [String] = []
    var lines: [String] = []
    var previous: Int?
    var fence: String?

    mutating func add(_ position: Int) {
      let piece = pieces[position]
      let sameBlock = previous.map { pieces[$0].block == piece.block } ?? false
      let adjacent = previous == position - 1
      if !sameBlock {
        if let previous { endBlock(after: previous) }
        if previous != nil && !adjacent { blocks.append(PassageRenderer.gap) }
        startBlock(at: position)
      } else if !adjacent {
        lines.append(marker(for: piece))
      }
      if piece.kind == .sentence, sameBlock, adjacent, let last = lines.popLast() {
        lines.append(last + " " + piece.text)
      } else {
        lines.append(piece.text)
      }
      previous = position
    }

    mutating func finished() -> String {
      if let previous { endBlock(after: previous) }
      return blocks.joined(separator: "\n\n")
    }

    private mutating func startBlock(at position: Int) {
      let piece = pieces[position]
      guard let lead = piece.lead else { return }
      lines.append(lead)
      if piece.kind == .codeLine { fence = PassageSplitter.fenceRun(of: lead.trimmingSpaces) }
      if position > 0, pieces[position - 1].block == piece.block {
        lines.append(marker(for: piece))
      }
    }

    private mutating func endBlock(after position: Int) {
      let piece = pieces[position]
      let isLast = position + 1 >= pieces.count || pieces[position + 1].block != piece.block
      if piece.lead != nil, !isLast { lines.append(marker(for: piece)) }
      if let fence { lines.append(fence) }
      fence = nil
      if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
      lines = []
    }

    private func marker(for piece: PassagePiece) -> String {
      piece.kind == .tableRow ? PassageRenderer.rowGap : PassageRenderer.gap
    }
  }
}
