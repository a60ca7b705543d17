import MCP

/// The `read` tool: `show ID --json`, and with `sections`, only the named sections of a skill.
///
/// With `sections`, the answer is the skill's `show` data whose `markdown` holds just those
/// sections (each whole, with its subsections, in document order), whose `related` lists what
/// they link to, and whose `sections` says which sections these are and where each comes from.
struct SectionReader: Sendable {
  /// Runs the commands.
  var runner: CommandRunner
  /// The content to read.
  var settings: ServerSettings

  /// The entity `id`, narrowed to the sections named in `names` when there are any.
  func read(id: String, sections names: [String]) async -> CommandRunner.Reply {
    let whole = await show(id)
    guard !names.isEmpty, case .data(let detail) = whole else { return whole }
    guard var skill = detail.objectValue, skill["kind"]?.stringValue == "skill" else {
      let kind = detail.objectValue?["kind"]?.stringValue ?? "entity"
      return .failure(
        code: "usage",
        message: "`sections` picks sections of a skill, and '\(id)' is a \(kind); "
          + "read it without `sections`", diagnostics: [])
    }
    let listing = await runner.run(
      ["list", "--kind=section", "--skill=\(id)", "--json"] + settings.contentArguments)
    guard case .data(let list) = listing else { return listing }
    let outline = SkillOutline(skillID: id, items: list.objectValue?["items"]?.arrayValue ?? [])
    let chosen: [SkillOutline.Entry]
    switch outline.select(names) {
    case .success(let entries): chosen = entries
    case .failure(let missing):
      return .failure(
        code: "not-found",
        message: "'\(id)' has no section named '\(missing.name)'; its sections: "
          + outline.titles.joined(separator: ", "), diagnostics: [])
    }
    var markdown: [String] = []
    var related: [Value] = []
    for entry in chosen {
      guard case .data(let part) = await show(entry.id), let fields = part.objectValue else {
        return await show(entry.id)
      }
      markdown.append(fields["markdown"]?.stringValue ?? "")
      for link in fields["related"]?.arrayValue ?? []
      where link.objectValue?["relation"] != "skill" && !related.contains(link) {
        related.append(link)
      }
    }
    skill["markdown"] = .string(markdown.joined(separator: "\n\n"))
    skill["related"] = .array(related)
    skill["sections"] = .array(chosen.map(\.summary))
    return .data(.object(skill))
  }

  private func show(_ id: String) async -> CommandRunner.Reply {
    await runner.run(["show", "--json"] + settings.contentArguments + ["--", id])
  }
}
