/// Rewrites, byte for byte, the parts of a document that would make cmark-gfm's work grow
/// faster than the document, and says where (`MarkdownInputLimits` says why and how much).
///
/// Every change replaces one byte by another, so lines and columns stay those of the file.
package struct MarkdownInputGuard {
  /// The limits applied.
  package let limits: MarkdownInputLimits

  /// A guard with `limits`.
  package init(limits: MarkdownInputLimits) {
    self.limits = limits
  }

  /// Rewrites `bytes` in place and returns what it changed, in document order.
  package func apply(to bytes: inout [UInt8]) -> [InputGuardFinding] {
    let lines = GuardLines(bytes)
    // NB: the table pass only turns a `-` into a `.` on lines made of `|:-` and spaces, and
    // the bracket pass only turns a `!` before `[` into `\`: neither changes what the other
    // counts.
    let findings = guardTables(&bytes, lines: lines) + guardImages(&bytes, lines: lines)
    return findings.sorted {
      ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
    }
  }

  /// The position of `offset`, on `line`, as the rest of Skillgraph counts.
  func position(of offset: Int, line: Int, in lines: GuardLines) -> SourcePosition {
    SourcePosition(line: lines.numbers[line], column: offset - lines.starts[line] + 1)
  }
}
