import Foundation

extension String {
  /// The text with every span from `open` to the next `close` taken out (HTML comments,
  /// Mustache tags), each replaced by `replacement`; an unclosed span runs to the end.
  package func removingSpans(from open: String, to close: String, replacement: String = "")
    -> String
  {
    var result = ""
    var rest = self[...]
    while let start = rest.range(of: open) {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: close) else { return result }
      result += replacement
      rest = rest[end.upperBound...]
    }
    return result + rest
  }
}
