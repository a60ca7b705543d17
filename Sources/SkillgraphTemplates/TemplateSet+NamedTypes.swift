import SkillgraphSupport

extension TemplateSet {
  /// The type names a set's Swift files spell out themselves (`BGTaskScheduler`, `UIScene`,
  /// `Logger`): a type variable given one of them would shadow it, and the rendered code would
  /// no longer compile or mean what it says. Read from the templates, so that a new template
  /// needs no list kept beside it.
  public var namedTypes: Set<String> {
    var names = Set<String>()
    for file in manifest.files where file.language == .swift {
      let text = (templates[file.template] ?? "").removingSpans(
        from: "{{", to: "}}", replacement: " ")
      for token in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      where token.first?.isUppercase == true {
        names.insert(String(token))
      }
    }
    return names
  }
}
