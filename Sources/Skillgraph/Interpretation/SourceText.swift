/// The lines of a source file, for cutting out the Markdown of an entity.
public struct SourceText: Sendable, Hashable {
  private let lines: [Substring]

  /// Splits `text` into lines.
  public init(_ text: String) {
    lines = text.splitLines
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// The text of lines `start...end` (1-based, clamped), joined by newlines.
  public func lines(_ start: Int, through end: Int) -> String {
    let lower = max(1, start)
    let upper = min(lines.count, end)
    guard lower <= upper else { return "" }
    return lines[(lower - 1)..<upper].joined(separator: "\n")
  }

  /// The 1-based line `number`, or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }
}
