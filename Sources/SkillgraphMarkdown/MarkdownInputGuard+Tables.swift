extension MarkdownInputGuard {
  /// Reads as text each table that would take the document's table cells past
  /// `limits.tableCells` plus one a byte.
  ///
  /// NB: a table is bounded from its delimiter row: the header must have as many cells, and
  /// every row, written or not, gets exactly that many, up to the next blank line. Counting
  /// columns × the lines up to that blank line over-counts a table, never under-counts it;
  /// cmark-gfm's own fix (0.29.0.gfm.12) stops a table once it has filled in 0x80000 cells,
  /// which still lets each byte of a wide header buy about ninety cells.
  func guardTables(_ bytes: inout [UInt8], lines: GuardLines) -> [InputGuardFinding] {
    let allowance = limits.tableCells + bytes.count
    var findings: [InputGuardFinding] = []
    var total = 0
    var regionEnd = 0
    var regionColumns = 0
    for line in 0..<lines.count {
      let start = lines.contentStart(line, in: bytes)
      guard let (columns, lastHyphen) = Self.delimiterRow(bytes[start..<lines.ends[line]])
      else { continue }
      if line >= regionEnd { (regionEnd, regionColumns) = (lines.nextBlank[line], 0) }
      // NB: a delimiter row inside the lines already counted for a table at least as wide adds
      // nothing: whichever of them cmark-gfm reads as tables, their rows are those lines.
      guard columns > regionColumns else { continue }
      let rows = lines.nextBlank[line] - line
      let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
      if !overflow, total + cells <= allowance {
        total += cells
        regionColumns = columns
        continue
      }
      bytes[lastHyphen] = UInt8(ascii: ".")
      findings.append(
        InputGuardFinding(
          kind: .tableCells(
            columns: columns, rows: rows, cells: overflow ? Int.max : cells, allowance: allowance),
          position: position(of: start, line: line, in: lines)))
    }
    return findings
  }

  /// The cells of a delimiter row (at least two, with a `|` between them) and the offset of its
  /// last `-`, or nil when `line` is not one.
  package static func delimiterRow(_ line: ArraySlice<UInt8>) -> (columns: Int, lastHyphen: Int)? {
    var columns = 0
    var hyphenInCell = false
    var pipe = false
    var lastHyphen = -1
    for offset in line.indices {
      switch line[offset] {
      case UInt8(ascii: "-"):
        hyphenInCell = true
        lastHyphen = offset
      case UInt8(ascii: "|"):
        pipe = true
        if hyphenInCell { columns += 1 }
        hyphenInCell = false
      case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        continue
      default:
        return nil
      }
    }
    if hyphenInCell { columns += 1 }
    return pipe && columns >= 2 ? (columns, lastHyphen) : nil
  }
}
