package import SkillgraphMarkdown
package import SkillgraphModel

/// A skill's metadata: from front matter where present, otherwise inferred from the document.
package struct SkillMetadata {
  package let file: SkillFile
  package let frontMatter: FrontMatter?
  package let document: MarkdownNode
  package let sourceText: SourceText

  /// The first H1's text.
  package var firstHeading: String? {
    document.children.first { $0.headingLevel == 1 }.map { $0.plainText.trimmed }
  }

  /// The first paragraph that is prose (not only bold text, not a quote), as plain text.
  package var firstParagraph: String? {
    for block in document.children {
      guard case .paragraph = block.kind else { continue }
      let text = block.plainText.trimmed
      if text.isEmpty { continue }
      if block.children.count == 1, case .strong = block.children[0].kind, text.count < 60 {
        continue
      }
      return text
    }
    return nil
  }

  package func skill(lineCount: Int) -> Skill {
    let fields = frontMatter?.fields ?? [:]
    let name: String = frontMatter?["name"] ?? file.id
    let title: String = firstHeading ?? name
    let description: String = frontMatter?["description"] ?? firstParagraph ?? ""
    let metadataVersion: String? = frontMatter?.fields["metadata"].flatMap(nestedVersion)
    let version: String? = frontMatter?["version"] ?? metadataVersion
    let platforms: [String] =
      fields["platforms"]?.texts ?? nested("platforms").map(Self.commaList) ?? []
    return Skill(
      id: file.id, name: name, title: title, description: description, type: type,
      version: version, platforms: platforms, suite: file.suite, role: file.role,
      frontMatter: fields, source: SourceSpan(path: file.path, startLine: 1, endLine: lineCount),
      relativePath: file.relativePath, parentSkill: file.parentSkill,
      bundledFiles: file.bundledFiles)
  }

  /// The text of `key` in the front matter's `metadata` map.
  private func nested(_ key: String) -> String? {
    if case .map(let map) = frontMatter?.fields["metadata"] { return map[key]?.text }
    return nil
  }

  /// `text` split at commas, each part trimmed (`metadata` values are text, lists joined).
  private static func commaList(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0).trimmed }.filter {
      !$0.isEmpty
    }
  }

  private func nestedVersion(_ value: FrontMatterValue) -> String? {
    if case .map(let map) = value { return map["version"]?.text }
    return nil
  }

  /// The type: front matter's `skill_type`, else the file name, else the layout.
  package var type: SkillType {
    // NB: the Agent Skills specification allows no `skill_type` key; an Agent Skills
    // `SKILL.md` records it in `metadata`.
    if let declared = frontMatter?["skill_type"] ?? nested("skill_type"),
      let type = SkillType(rawValue: declared.lowercased())
    {
      return type
    }
    if file.role == .suiteRouter { return .router }
    let stem = file.expectedName
    if stem.hasSuffix("-ref") || stem.hasSuffix("-reference") { return .reference }
    // NB: a debugging skill walks symptoms to their causes as a diagnostic one does ("View not
    // updating?" in a SwiftUI `debugging` skill).
    let diagnosing = ["diag", "diagnostics", "debugging", "troubleshooting"]
    if diagnosing.contains(where: { stem == $0 || stem.hasSuffix("-" + $0) }),
      [.standalone, .skillFolder, .suiteChild].contains(file.role)
    {
      return .diagnostic
    }
    // NB: a document of a skill folder is material the skill points to, not a skill an agent
    // chooses: it never holds the collection's main decision tree.
    // An agent or command definition is material an agent hands work to or runs, likewise.
    return [.skillDocument, .agent, .command, .guide].contains(file.role) ? .reference : .discipline
  }

  /// Problems with the metadata: names, descriptions, types.
  package func diagnostics() -> [Diagnostic] {
    let isSkillFile = file.role == .skillFolder || file.role == .suiteRouter
    var result =
      isSkillFile
      ? AgentSkillsRules(
        path: file.path, frontMatter: frontMatter, lineCount: sourceText.lineCount,
        line: { self.line(of: $0) }
      ).diagnostics() : []
    // NB: a document of a skill needs no name: it is found through its skill. An agent's name
    // is its own (not its file's) and a command is named by its file: the Agent Skills name
    // rules are not theirs.
    guard let frontMatter, ![.skillDocument, .agent, .command, .guide].contains(file.role) else {
      return result
    }
    func report(_ identifier: String, _ message: String, key: String) {
      let keyLine = self.line(of: key) ?? 1
      result.append(
        Diagnostic(.error, identifier, message, path: file.path, range: .at(line: keyLine)))
    }
    if let name = frontMatter["name"] {
      if !Self.isValidName(name) {
        report(
          "invalid-name",
          "name '\(name)' breaks the Agent Skills rules: 1-64 characters of a-z, 0-9 and '-', no leading, trailing or doubled '-'",
          key: "name")
      } else if name != file.expectedName {
        report(
          "name-mismatch",
          "name '\(name)' does not match its file or folder '\(file.expectedName)'", key: "name")
      }
    } else if !frontMatter.fields.isEmpty {
      report("missing-name", "front matter has no 'name'", key: "name")
    }
    if let description = frontMatter["description"], description.count > 1_024 {
      report(
        "description-too-long",
        "description is \(description.count) characters; the limit is 1,024", key: "description")
    }
    if let declared = frontMatter["skill_type"], SkillType(rawValue: declared.lowercased()) == nil {
      report(
        "unknown-skill-type",
        "skill_type '\(declared)' is not one of discipline, reference, diagnostic, router",
        key: "skill_type")
    }
    return result
  }

  /// The Agent Skills name rule: 1-64 of `a-z0-9-`, no leading, trailing or doubled hyphen.
  package static func isValidName(_ name: String) -> Bool {
    (1...64).contains(name.count) && name.wholeMatch(of: TextPatterns.agentSkillName) != nil
  }

  /// The line where front matter sets `key`.
  package func line(of key: String) -> Int? {
    guard let frontMatter, frontMatter.endLine > 1 else { return nil }
    return (2..<frontMatter.endLine).first { sourceText.line($0).hasPrefix("\(key):") }
  }

  /// A value with every stored property given.
  package init(
    file: SkillFile, frontMatter: FrontMatter?, document: MarkdownNode, sourceText: SourceText
  ) {
    self.file = file
    self.frontMatter = frontMatter
    self.document = document
    self.sourceText = sourceText
  }
}
