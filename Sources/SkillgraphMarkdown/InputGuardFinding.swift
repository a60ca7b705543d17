/// A place where the input guard changed a document's text before cmark-gfm read it.
public struct InputGuardFinding: Hashable, Sendable {
  /// What was changed, with the figures that went past the limit.
  public enum Kind: Hashable, Sendable {
    /// A table that would have made `cells` cells (`columns` × `rows`, header included) past
    /// the document's allowance of `allowance`: its delimiter row no longer reads as one, so
    /// the table reads as a paragraph.
    case tableCells(columns: Int, rows: Int, cells: Int, allowance: Int)
    /// A run of lines with `openers` image openers and `closers` closing brackets, past
    /// `allowance` (a limit a byte times its bytes): its image openers read as text.
    case imageBrackets(openers: Int, closers: Int, allowance: Int)
  }

  /// What was changed.
  public var kind: Kind
  /// Where: a table's delimiter row, or the first image opener of the run.
  public var position: SourcePosition

  /// Creates a finding.
  public init(kind: Kind, position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The identifier of the diagnostic that reports it.
  public var identifier: String {
    switch kind {
    case .tableCells: "table-cell-limit"
    case .imageBrackets: "image-bracket-limit"
    }
  }

  /// A sentence for the diagnostic.
  public var message: String {
    switch kind {
    case .tableCells(let columns, let rows, let cells, let allowance):
      "a table of \(columns) columns × \(rows) rows would make \(cells) cells, past the "
        + "\(allowance) this document allows; it is read as text"
    case .imageBrackets(let openers, let closers, let allowance):
      "\(openers) image openers ('![') before \(closers) closing brackets, past the "
        + "\(allowance) these lines allow; their image openers are read as text"
    }
  }
}
