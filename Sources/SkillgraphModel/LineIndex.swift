/// A sorted set of line numbers, for asking cheaply whether a range of lines holds any of them.
package struct LineIndex: Sendable {
  private let lines: [Int]

  /// An index of `lines`, which are sorted and distinct.
  package init(sorted lines: [Int]) {
    self.lines = lines
  }

  /// The indexed lines within `start...end`, in order.
  package func lines(from start: Int, through end: Int) -> ArraySlice<Int> {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle] < start { low = middle + 1 } else { high = middle }
    }
    var upper = low
    while upper < lines.count, lines[upper] <= end { upper += 1 }
    return lines[low..<upper]
  }

  /// Whether any indexed line is within `start...end`.
  package func containsLine(from start: Int, through end: Int) -> Bool {
    !lines(from: start, through: end).isEmpty
  }
}
