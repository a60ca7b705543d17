import SkillgraphMarkdown
package import SkillgraphModel

/// The Agent Skills specification's rules for a `SKILL.md` beyond its name: the required
/// description, the optional fields' types and lengths, and the recommended length of the file.
package struct AgentSkillsRules {
  /// The front-matter fields the specification defines.
  package static let specifiedFields: Set<String> = [
    "name", "description", "license", "compatibility", "metadata", "allowed-tools",
  ]
  /// Fields Skillgraph reads beyond the specification.
  package static let skillgraphFields: Set<String> = ["skill_type", "version", "platforms"]
  /// Fields Claude Code reads beyond the specification: who may invoke the skill, how it runs.
  /// Moved under `metadata`, they would stop working there.
  package static let claudeCodeFields: Set<String> = [
    "argument-hint", "disable-model-invocation", "user-invocable", "model", "effort", "context",
    "agent", "hooks",
  ]
  /// The longest `compatibility`, in characters.
  package static let compatibilityLimit = 500
  /// The recommended longest `SKILL.md`, in lines: the rest belongs in referenced files.
  package static let recommendedLines = 500

  package let path: String
  package let frontMatter: FrontMatter?
  package let lineCount: Int
  /// The line where front matter sets a key.
  package let line: (String) -> Int?

  /// The problems found, in the order of the rules.
  package func diagnostics() -> [Diagnostic] {
    var result: [Diagnostic] = []
    func report(
      _ severity: Diagnostic.Severity, _ identifier: String, _ message: String, at key: String?
    ) {
      let line = key.flatMap(line) ?? 1
      result.append(Diagnostic(severity, identifier, message, path: path, range: .at(line: line)))
    }
    if let frontMatter {
      check(frontMatter, report: report)
    } else {
      report(
        .warning, "missing-front-matter",
        "SKILL.md has no front matter; Agent Skills requires 'name' and 'description' between '---' lines at the top",
        at: nil)
    }
    if lineCount > Self.recommendedLines {
      result.append(
        Diagnostic(
          .note, "long-skill-file",
          "SKILL.md is \(lineCount) lines; Agent Skills recommends under \(Self.recommendedLines), with detail moved to referenced files",
          path: path, range: .at(line: Self.recommendedLines + 1)))
    }
    return result
  }

  private func check(
    _ frontMatter: FrontMatter,
    report: (Diagnostic.Severity, String, String, String?) -> Void
  ) {
    // NB: front matter that does not parse has its own error; its fields are unknown, not
    // missing.
    guard frontMatter.isRead else { return }
    let fields = frontMatter.fields
    switch fields["description"] {
    case nil:
      report(.error, "missing-description", "front matter has no 'description'", nil)
    case .string(let text) where text.trimmed.isEmpty:
      report(.error, "missing-description", "'description' is empty", "description")
    case .string:
      break
    default:
      report(.error, "missing-description", "'description' is not text", "description")
    }
    if let value = fields["compatibility"] {
      if case .string(let text) = value {
        if text.isEmpty || text.count > Self.compatibilityLimit {
          report(
            .error, "invalid-compatibility",
            "'compatibility' is \(text.count) characters; it must be 1-\(Self.compatibilityLimit)",
            "compatibility")
        }
      } else {
        report(.error, "invalid-compatibility", "'compatibility' is not text", "compatibility")
      }
    }
    if let value = fields["license"], value.text == nil {
      report(.warning, "invalid-license", "'license' is not text", "license")
    }
    checkMetadata(fields["metadata"], report: report)
    checkAllowedTools(fields["allowed-tools"], report: report)
    for key in fields.keys.sorted() where !Self.specifiedFields.contains(key) {
      guard !Self.claudeCodeFields.contains(key) else {
        report(
          .note, "unknown-field",
          "'\(key)' is not an Agent Skills field: Claude Code reads it, other agents ignore it",
          key)
        continue
      }
      let reader =
        Self.skillgraphFields.contains(key)
        ? "Skillgraph reads it; other agents ignore it" : "agents ignore it"
      report(
        .note, "unknown-field",
        "'\(key)' is not an Agent Skills field (\(reader)); 'metadata' holds extra properties",
        key)
    }
  }

  private func checkMetadata(
    _ value: FrontMatterValue?, report: (Diagnostic.Severity, String, String, String?) -> Void
  ) {
    guard let value else { return }
    guard case .map(let map) = value else {
      report(.error, "invalid-metadata", "'metadata' must be a map of keys to values", "metadata")
      return
    }
    let nonText = map.keys.sorted().filter {
      if case .string = map[$0] { return false }
      return true
    }
    if !nonText.isEmpty {
      report(
        .note, "invalid-metadata",
        "'metadata' maps keys to text; \(nonText.map { "'\($0)'" }.joined(separator: ", ")) hold other values",
        "metadata")
    }
  }

  private func checkAllowedTools(
    _ value: FrontMatterValue?, report: (Diagnostic.Severity, String, String, String?) -> Void
  ) {
    switch value {
    case nil, .string:
      return
    case .list(let items) where items.allSatisfy({ if case .string = $0 { true } else { false } }):
      return
    default:
      report(
        .error, "invalid-allowed-tools",
        "'allowed-tools' must be a space-separated string or a list of strings", "allowed-tools")
    }
  }
}
