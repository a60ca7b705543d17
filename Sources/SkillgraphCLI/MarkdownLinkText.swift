/// Markdown links in a line of content made readable in a terminal: `[Codes](#codes)` becomes
/// `Codes: skill#codes` (an anchor is qualified with the skill it belongs to), `[x](url)` becomes
/// `x: url`.
enum MarkdownLinkText {
  /// `text` with every `[label](target)` written as `label: target`.
  static func plain(_ text: String, skill: String?) -> String {
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
      let label = rest[rest.index(after: open)..<close]
      var target = String(rest[rest.index(close, offsetBy: 2)..<end])
      if target.hasPrefix("#"), let skill { target = skill + target }
      result += rest[..<open] + label + ": " + target
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
