import SkillgraphSupport

/// The answer of `export agent-skills`: where the plugin went and what it holds.
public struct ExportReport: Encodable, Sendable {
  /// The output folder.
  public var out: String
  /// What was exported.
  public var export: AgentSkillsExportReport
  /// Errors in the content (the export is written all the same; `check` lists them).
  public var contentErrors: Int
  /// Warnings in the content.
  public var contentWarnings: Int
  /// How long it took.
  public var elapsedMilliseconds: Int

  private enum CodingKeys: String, CodingKey {
    case out, plugin, marketplace, version, skills, files, bytes, contentErrors, contentWarnings
    case elapsedMilliseconds
  }

  /// The report's fields, with the export's beside them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(out, forKey: .out)
    try container.encode(export.plugin, forKey: .plugin)
    try container.encode(export.marketplace, forKey: .marketplace)
    try container.encode(export.version, forKey: .version)
    try container.encode(export.skills, forKey: .skills)
    try container.encode(export.files, forKey: .files)
    try container.encode(export.bytes, forKey: .bytes)
    try container.encode(contentErrors, forKey: .contentErrors)
    try container.encode(contentWarnings, forKey: .contentWarnings)
    try container.encode(elapsedMilliseconds, forKey: .elapsedMilliseconds)
  }

  /// The terminal summary.
  public var lines: [String] {
    var parts = [counted(export.skills.count { $0.kind == "skill" }, "skill")]
    for kind in ["agent", "command"] {
      let count = export.skills.count { $0.kind == kind }
      if count > 0 { parts.append(counted(count, kind)) }
    }
    var lines = [
      "wrote \(out): plugin \(export.plugin) \(export.version), \(parts.joined(separator: ", ")), "
        + "\(export.files) files, \(export.bytes) bytes"
    ]
    for skill in export.skills {
      let renamed = skill.name == skill.id ? "" : " (from \(skill.id))"
      guard skill.kind == "skill" else {
        lines.append(
          "  \(skill.name)\(renamed): \(skill.path), \(skill.skillFileLines) lines, as written")
        continue
      }
      lines.append(
        "  \(skill.name)\(renamed): SKILL.md \(skill.skillFileLines) lines, "
          + "\(skill.references.count) references, \(skill.templates.count) templates")
    }
    if contentErrors + contentWarnings > 0 {
      lines.append(
        "content: " + counted(contentErrors, "error") + ", " + counted(contentWarnings, "warning")
          + " (skillgraph check lists them)"
      )
    }
    // NB: Claude Code reads a bare `name/other` as a GitHub repository; a local folder starts
    // with `/` or `.`.
    let folder = out.hasPrefix("/") || out.hasPrefix(".") ? out : "./" + out
    lines.append(
      "install: claude plugin marketplace add \(folder) && "
        + "claude plugin install \(export.plugin)@\(export.marketplace)")
    lines.append("elapsed: \(elapsedMilliseconds) ms")
    return lines
  }
}
