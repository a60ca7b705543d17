import Foundation

/// A lexical scan of Objective-C files: the words they use, and the string literals passed
/// after a selector piece (`registerForTaskWithIdentifier:@"id"`). No parser: what it finds is
/// said to be lexical.
struct ObjectiveCScan {
  /// Each file's path and text.
  var texts: [(path: String, text: String)] = []
  /// Every identifier-like word, with its first place.
  var words: [String: SourcePlace] = [:]

  init(paths: [String], files: ProjectFiles) {
    for path in paths {
      guard let text = files.text(path) else { continue }
      texts.append((path, text))
      var line = 1
      var column = 1
      var word = ""
      var start = (1, 1)
      for character in text {
        if character.isLetter || character.isNumber || character == "_" {
          if word.isEmpty { start = (line, column) }
          word.append(character)
        } else if !word.isEmpty {
          if words[word] == nil {
            words[word] = SourcePlace(path: path, line: start.0, column: start.1)
          }
          word = ""
        }
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
    }
  }

  /// The string literals written right after `piece` (`initWithIdentifier:`), with places.
  func literals(after piece: String) -> [(value: String, place: SourcePlace)] {
    var result: [(String, SourcePlace)] = []
    for (path, text) in texts {
      var line = 1
      for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var rest = row[...]
        while let range = rest.range(of: piece) {
          let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
          if after.hasPrefix("@\""), let close = after.dropFirst(2).firstIndex(of: "\"") {
            let value = String(after[after.index(after.startIndex, offsetBy: 2)..<close])
            let column = row.distance(from: row.startIndex, to: range.lowerBound) + 1
            result.append((value, SourcePlace(path: path, line: line, column: column)))
          }
          rest = rest[range.upperBound...]
        }
        line += 1
      }
    }
    return result
  }
}
