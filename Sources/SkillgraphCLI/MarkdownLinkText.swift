/// Markdown links in a line of content made readable in a terminal: `[Codes](#codes)` becomes
/// `Codes: skill#codes` (an anchor is qualified with the skill it belongs to), `[x](url)` becomes
/// `x: url`.
enum MarkdownLinkText {
  /// `text` with every `[label](target)` written as `label: target`.
  static func plain(_ text: String, skill: String?) -> String {
    rewritten(text) { label, target in
      label + ": " + (target.hasPrefix("#") ? (skill ?? "") + target : target)
    }
  }

  /// `text` with every `[label](target)` written as its label alone: a menu's line, where the
  /// target is shown once the line is chosen.
  static func labels(_ text: String) -> String {
    rewritten(text) { label, _ in label }
  }

  /// `text` with every `[label](target)` replaced by what `write` makes of it.
  private static func rewritten(
    _ text: String, as write: (_ label: String, _ target: String) -> String
  ) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      guard let close = rest[open...].firstIndex(of: "]"),
        rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
        let end = rest[close...].firstIndex(of: ")")
      else {
        result += rest[...open]
        rest = rest[rest.index(after: open)...]
        continue
      }
      let label = String(rest[rest.index(after: open)..<close])
      let target = String(rest[rest.index(close, offsetBy: 2)..<end])
      result += rest[..<open] + write(label, target)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
