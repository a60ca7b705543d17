import Foundation

extension TemplateSet {
  /// The type names a set's Swift files spell out themselves (`BGTaskScheduler`, `UIScene`,
  /// `Logger`): a type variable given one of them would shadow it, and the rendered code would
  /// no longer compile or mean what it says. Read from the templates, so that a new template
  /// needs no list kept beside it.
  public var namedTypes: Set<String> {
    var names = Set<String>()
    for file in manifest.files where file.language == .swift {
      let text = Self.withoutTags(templates[file.template] ?? "")
      for token in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      where token.first?.isUppercase == true {
        names.insert(String(token))
      }
    }
    return names
  }

  /// `text` with its Mustache tags (`{{name}}`, `{{#flag}}`) left out.
  private static func withoutTags(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else { return result }
      result += " "
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}
