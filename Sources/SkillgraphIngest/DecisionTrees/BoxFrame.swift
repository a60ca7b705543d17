import SkillgraphModel

/// Box-drawing frames drawn around a tree (`┌─ … ┐`, `│ … │`, `├──┤`, `└──┘`), and drawings
/// whose boxes, corners and junctions make them diagrams rather than trees.
package enum BoxFrame {
  /// `lines` with each single frame taken off: its borders become spaces, a title written in
  /// its top border (`┌─ Question? ──┐`) becomes a line at the left edge, and a separator
  /// (`├───┤`) or its bottom border a blank line. Every line keeps its place, so line numbers
  /// stay the file's. Lines outside a frame are returned as they are.
  package static func stripped(_ lines: [Substring]) -> [Substring] {
    var result = lines
    var index = 0
    while index < result.count {
      guard let (left, right) = frameEdges(result[index], opening: "┌", closing: "┐"),
        let bottom = bottomRow(in: result, after: index, left: left)
      else {
        index += 1
        continue
      }
      let top = Array(result[index])
      result[index] = Substring(String(top[(left + 1)..<right]).trimmingCharacters(in: "─━ "))
      for row in (index + 1)..<bottom {
        result[row] = inside(result[row], left: left)
      }
      result[bottom] = ""
      index = bottom + 1
    }
    return result
  }

  /// Whether the drawing holds a corner, a junction or a box that no tree uses: a diagram.
  /// A `┌─` that starts a line's text (after rails) is a first child's connector, not a box.
  package static func isDiagram(_ lines: [Substring]) -> Bool {
    lines.contains { line in
      var seenText = false
      for scalar in line.unicodeScalars {
        switch scalar {
        case "┐", "┘", "┬", "┴", "┼", "┤", "╮", "╯", "╭", "╰": return true
        case "┌" where seenText: return true
        case " ", "\t", "│", "|": continue
        default: seenText = true
        }
      }
      return false
    }
  }

  /// The columns of a frame's two corners on `line`, when the line is only that border.
  private static func frameEdges(_ line: Substring, opening: Character, closing: Character)
    -> (Int, Int)?
  {
    let characters = Array(line)
    guard let left = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
      characters[left] == opening,
      let right = characters.lastIndex(where: { $0 != " " && $0 != "\t" }),
      characters[right] == closing, right > left + 1,
      characters.filter({ $0 == opening || $0 == closing }).count == 2
    else { return nil }
    return (left, right)
  }

  /// The row of the frame's bottom border: every row up to it starts with `│` or `├` at
  /// `left`, and the bottom row is `└──┘` from `left`.
  private static func bottomRow(in lines: [Substring], after top: Int, left: Int) -> Int? {
    var row = top + 1
    while row < lines.count {
      let characters = Array(lines[row])
      guard characters.count > left,
        characters.prefix(left).allSatisfy({ $0 == " " || $0 == "\t" })
      else { return nil }
      if let (start, _) = frameEdges(lines[row], opening: "└", closing: "┘"), start == left {
        return row
      }
      guard characters[left] == "│" || characters[left] == "├" || characters[left] == "┃" else {
        return nil
      }
      row += 1
    }
    return nil
  }

  /// A row inside a frame without its left and right borders; a separator becomes blank.
  private static func inside(_ line: Substring, left: Int) -> Substring {
    var characters = Array(line)
    guard characters.count > left else { return line }
    let rest = characters[(left + 1)...]
    if characters[left] == "├", rest.allSatisfy({ "─━┤ ".contains($0) }) { return "" }
    characters[left] = " "
    if let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" }), last > left,
      characters[last] == "│" || characters[last] == "┃" || characters[last] == "┤"
    {
      characters.removeSubrange(last...)
    }
    while characters.last == " " { characters.removeLast() }
    return Substring(String(characters))
  }
}
