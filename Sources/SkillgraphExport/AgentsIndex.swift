import Foundation
package import SkillgraphModel

/// `AGENTS.md` at the top of an export: a short, always-loaded index of the collection for the
/// agents that read that file (Codex, Cursor and others), since an agent uses a short index it
/// always has more reliably than skills it must decide to open. It names each skill with what
/// it is for, and the MCP tools that answer from it.
package struct AgentsIndex {
  /// The exported skills: their folder names and the skills.
  package var skills: [(name: String, skill: Skill)]
  /// The plugin's name.
  package var plugin: String

  /// The most bytes the skill list takes: past it, the rest are counted, not listed.
  package static let listBytes = 6_000
  /// The most characters of a skill's "use when" line.
  package static let lineCharacters = 160

  /// The index's Markdown.
  package var markdown: String {
    var lines = [
      "# \(plugin)", "",
      "Skills in `skills/` (Agent Skills: each folder's `SKILL.md`, its references beside it).",
      "Open the one whose use fits the task before answering from memory.", "",
    ]
    var used = 0
    for (index, entry) in skills.enumerated() {
      let line = "- `\(entry.name)`: \(Self.useWhen(entry.skill.description))"
      if used + line.utf8.count > Self.listBytes {
        lines.append("- and \(skills.count - index) more: see `skills/`.")
        break
      }
      lines.append(line)
      used += line.utf8.count + 1
    }
    lines += [
      "",
      "With the `skillgraph-mcp` server connected: `search` a question in your own words,",
      "`read` a result's ID for more, `decide` a choice from the situation in words, and",
      "`render` the code template a decision names.", "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The first sentence of `description`, at most ``lineCharacters`` long, cut at a word.
  static func useWhen(_ description: String) -> String {
    let flat = description.split(whereSeparator: \.isNewline).joined(separator: " ")
    let sentence = flat.range(of: ". ").map { String(flat[..<$0.lowerBound]) + "." } ?? flat
    guard sentence.count > lineCharacters else { return sentence }
    let cut = sentence.prefix(lineCharacters - 1)
    let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return word + "…"
  }
}
