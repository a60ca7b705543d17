import Foundation
import SkillgraphIngest

/// How often words and word pairs occur in general iOS developer writing: in how many of the
/// sections of a general collection (`Vocabulary/general-frequencies.txt`, derived from the
/// Axiom collection by `Benchmarks/word-frequencies.py`). The answer confidence compares a
/// question's words with it: a collection is about a word it uses far more often than general
/// writing does ("bgtaskscheduler", "silent push"), not about one every developer text uses
/// ("background color").
///
/// The file's lines are sorted by their bytes and looked up by binary search, so that a query
/// reads the file but parses none of it.
package struct GeneralFrequencies: Sendable {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// Where each entry line starts.
  private let lineStarts: [Int]
  /// How many sections the counts were taken from.
  package let sections: Double

  /// The frequencies in `path`; nil when it cannot be read or names no section count.
  package init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    bytes = [UInt8](data)
    var starts: [Int] = []
    var sections = 0.0
    var start = 0
    let prefix = Array("# sections: ".utf8)
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if bytes[start] == UInt8(ascii: "#") {
        if bytes[start..<end].starts(with: prefix) {
          sections =
            Double(String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)) ?? 0
        }
      } else if end > start {
        starts.append(start)
      }
      start = end + 1
    }
    guard sections > 0 else { return nil }
    lineStarts = starts
    self.sections = sections
  }

  /// The frequencies shipped with Skillgraph, read once per process; nil when missing.
  package static let shipped: GeneralFrequencies? = GeneralFrequencies(
    path: (ShippedFolders.vocabulary as NSString).appendingPathComponent("general-frequencies.txt"))

  /// In how many sections `term` (a word, or two words separated by a space) occurs; 0 when the
  /// list does not hold it (rarer than the list's floor).
  package func count(of term: String) -> Int {
    let key = Array(term.utf8)
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      let start = lineStarts[middle]
      let tab = bytes[start...].firstIndex(of: UInt8(ascii: "\t")) ?? start
      let entry = bytes[start..<tab]
      if entry.elementsEqual(key) {
        let end = bytes[tab...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return Int(String(decoding: bytes[(tab + 1)..<end], as: UTF8.self)) ?? 0
      }
      if entry.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
    }
    return 0
  }
}
