import Foundation

/// Highlighting for XML, property lists and HTML: tags, attribute names and values, comments.
package enum XMLHighlighter {
  /// The highlighted HTML of `code`.
  package static func highlight(_ code: String) -> String {
    var output = ""
    var rest = Substring(code)
    while let open = rest.firstIndex(of: "<") {
      output += HTML.escape(rest[..<open])
      rest = rest[open...]
      if rest.hasPrefix("<!--") {
        let end = rest.range(of: "-->")?.upperBound ?? rest.endIndex
        output += tokenSpan("comment", HTML.escape(rest[..<end]))
        rest = rest[end...]
        continue
      }
      let close = rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
      output += tag(rest[..<close])
      rest = rest[close...]
    }
    output += HTML.escape(rest)
    return output
  }

  /// One `<...>` tag: its name as a tag, `name=` as attributes, quoted values as strings.
  private static func tag(_ text: Substring) -> String {
    var output = ""
    var index = text.startIndex
    var nameEnd = text.index(after: index)
    while nameEnd < text.endIndex, !" \t\n>".contains(text[nameEnd]) {
      nameEnd = text.index(after: nameEnd)
    }
    output += tokenSpan("tag", HTML.escape(text[index..<nameEnd]))
    index = nameEnd
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" || character == "'" {
        let end =
          text[text.index(after: index)...].firstIndex(of: character).map { text.index(after: $0) }
          ?? text.endIndex
        output += tokenSpan("string", HTML.escape(text[index..<end]))
        index = end
      } else if character.isLetter {
        var end = index
        while end < text.endIndex,
          text[end].isLetter || text[end].isNumber || "-_:".contains(text[end])
        {
          end = text.index(after: end)
        }
        output += tokenSpan("attribute", HTML.escape(text[index..<end]))
        index = end
      } else {
        let isTagEnd =
          character == ">" || (character == "/" && text[text.index(after: index)...].first == ">")
        output +=
          isTagEnd
          ? tokenSpan("tag", HTML.escape(String(character))) : HTML.escape(String(character))
        index = text.index(after: index)
      }
    }
    return output
  }
}
