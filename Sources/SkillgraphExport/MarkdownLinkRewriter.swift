import Foundation

/// Rewrites inline Markdown links (`[text](destination)`) outside code fences and code spans,
/// leaving every other character as it was.
package struct MarkdownLinkRewriter {
  /// What becomes of one link.
  package enum Change: Equatable {
    /// The link points at a new destination.
    case destination(String)
    /// The link is replaced by its text followed by `suffix` (no longer a link).
    case text(suffix: String)
  }

  /// The change for a link's destination, or nil to keep the link.
  package var change: (String) -> Change?

  /// `lines` with their link destinations rewritten.
  package func rewrite(_ lines: [Substring]) -> [String] {
    var fence: (marker: Character, length: Int)?
    return lines.map { line in
      let trimmed = line.drop { $0 == " " }
      if line.count - trimmed.count <= 3, let marker = trimmed.first, marker == "`" || marker == "~"
      {
        let length = trimmed.prefix { $0 == marker }.count
        if length >= 3 {
          if let open = fence {
            if open.marker == marker, length >= open.length,
              trimmed.dropFirst(length).allSatisfy({ $0 == " " })
            {
              fence = nil
            }
          } else {
            fence = (marker, length)
          }
          return String(line)
        }
      }
      return fence == nil ? rewrite(line: line) : String(line)
    }
  }

  /// One line outside fences with its link destinations rewritten; code spans are kept.
  package func rewrite(line: Substring) -> String {
    var result = ""
    // NB: where each `[` not yet closed sits in `result`, to find a link's text at its `](`.
    var openings: [String.Index] = []
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "`" {
        // NB: a code span runs to the next run of as many backticks; without one, the
        // backticks are literal text.
        let run = line[index...].prefix { $0 == "`" }
        let after = run.endIndex
        if let close = line[after...].range(of: String(run)) {
          result += line[index..<close.upperBound]
          index = close.upperBound
        } else {
          result += run
          index = after
        }
        continue
      }
      if character == "[" {
        openings.append(result.endIndex)
      }
      if character == "]", line[index...].hasPrefix("]("),
        let close = line[line.index(index, offsetBy: 2)...].firstIndex(of: ")")
      {
        let inside = line[line.index(index, offsetBy: 2)..<close]
        let target = inside.prefix { $0 != " " }
        let opening = openings.popLast()
        switch target.isEmpty || target.hasPrefix("<") ? nil : change(String(target)) {
        case .destination(let replaced):
          result += "](" + replaced + inside.dropFirst(target.count) + ")"
          index = line.index(after: close)
          continue
        case .text(let suffix):
          if let opening {
            result.remove(at: opening)
            result += suffix
            index = line.index(after: close)
            continue
          }
        case nil:
          break
        }
      } else if character == "]" {
        _ = openings.popLast()
      }
      result.append(character)
      index = line.index(after: index)
    }
    return result
  }
}
