import Foundation
import Skillgraph
import SkillgraphSupport

/// The Markdown record of an interactive session (`--transcript FILE`): the questions and
/// answers as they happened, the recommendation, the rendered template and the `decide` command
/// that gives the same answer.
struct SessionTranscript {
  var command: String
  var tree: DecisionTree
  var facts: [String: String]
  /// The `--content` folders given, repeated in the replay command.
  var contentFolders: [String] = []
  /// Whether the session followed links into other trees.
  var followsLinks = false
  /// How the session ended, in words.
  var ending = ""
  /// The session's events, as Markdown.
  var log: [String] = []
  /// The engine's last answer.
  var decision: DecisionAnswer?
  /// The answers to replay: question ID → option ID.
  var answers: [String: String] = [:]
  /// The sections the outcome links to.
  var links: [DecisionLink] = []
  /// The template rendered, if any.
  var template: (id: String, result: TemplateOffer.Result)?

  /// The transcript as Markdown.
  var markdown: String {
    var lines = ["# skillgraph \(command): \(tree.title)", ""]
    lines.append("- Tree: `\(tree.id)` (\(tree.source.path):\(tree.source.startLine))")
    let factText = facts.sorted { $0.key < $1.key }.map { "`\($0.key)=\($0.value)`" }
    lines.append("- Facts: " + (factText.isEmpty ? "none" : factText.joined(separator: ", ")))
    lines.append("- Date: \(ISO8601DateFormatter().string(from: Date()))")
    lines.append("- Ended: \(ending)")
    lines += ["", "## Questions and answers", ""]
    lines += log.isEmpty ? ["No question was asked."] : log.map { "- \($0)" }
    if let decision { lines += result(decision) }
    if let template {
      lines += ["", "## Template `\(template.id)`", ""]
      lines += template.result.values.map {
        "- `\($0.name)` = `\($0.value)`" + ($0.isDefault ? " (default)" : "")
      }
      lines += template.result.written.map { "- Wrote `\($0)`" }
    }
    lines += ["", "## Same answer without prompts", "", "```sh", replayCommand, "```", ""]
    return lines.joined(separator: "\n")
  }

  /// `skillgraph decide [--content DIR]... --tree ID [--follow-links] --answer Q=O ... --fact N=V`.
  var replayCommand: String {
    var words = ["skillgraph", "decide"]
    for folder in contentFolders { words += ["--content", folder] }
    words += ["--tree", tree.id]
    if followsLinks { words.append("--follow-links") }
    for (question, option) in answers.sorted(by: { $0.key < $1.key }) {
      words += ["--answer", "\(question)=\(option)"]
    }
    for (name, value) in facts.sorted(by: { $0.key < $1.key }) {
      words += ["--fact", "\(name)=\(value)"]
    }
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  private func result(_ decision: DecisionAnswer) -> [String] {
    var lines = ["", "## Path", ""]
    lines += decision.path.map { step in
      let via = step.settledBy == "answer" ? "" : " (\(step.settledBy))"
      return "1. \(step.question.text) **\(step.answer.text)**\(via)"
    }
    if decision.status == .outcome, let separating = decision.separatedBy {
      lines.append(
        "1. \(separating.text) **Not sure**, then chose this outcome among the candidates")
    } else if decision.path.isEmpty {
      lines.append("No question answered.")
    }
    switch decision.status {
    case .outcome:
      guard let outcome = decision.outcome else { break }
      lines += ["", "## Recommendation: \(outcome.title)", ""]
      if let pattern = outcome.pattern {
        lines.append("- Pattern: \(pattern.title) (`\(pattern.id)`)")
      }
      if let template = outcome.template { lines.append("- Template: `\(template)`") }
      lines += section("Why", outcome.why)
      lines += section(
        "Alternatives",
        outcome.alternatives.map {
          "\($0.outcome.text) — if \($0.via.question.text) \($0.via.answer.text)"
        })
      lines += section("Verify", outcome.checklist.map { "[ ] \($0)" })
      lines += section(
        "Watch out",
        outcome.warnings.map { warning in
          ([warning.title] + [warning.reality.map { "Reality: \($0)" }].compactMap { $0 })
            .joined(separator: " — ")
        })
      lines += section(
        "Explained in",
        links.map { link in
          guard let id = link.targetID, let source = link.source else { return "`\(link.link)`" }
          return "\(link.title ?? id) (`\(id)`, \(source.path):\(source.startLine))"
        })
    case .candidates:
      let candidates = decision.candidates ?? []
      lines += ["", "## Candidates (separated by: \(decision.separatedBy?.text ?? ""))", ""]
      lines += candidates.isEmpty ? ["None: no option fits."] : candidates.map { "- \($0.title)" }
    case .question:
      lines += ["", "## Open question", "", decision.question?.text ?? ""]
    }
    return lines
  }

  private func section(_ title: String, _ items: [String]) -> [String] {
    items.isEmpty ? [] : ["", "### \(title)", ""] + items.map { "- \($0)" }
  }

  /// Refuses, before the session starts, a transcript path where something exists already,
  /// unless `force`; and a folder in any case.
  static func checkTarget(_ path: String?, force: Bool) throws(SkillgraphError) {
    guard let path, let status = FileStatus(of: path) else { return }
    guard status.kind != .folder else {
      throw .invalidArgument(
        "--transcript", reason: "the transcript '\(path)' is a folder; name a file")
    }
    guard force else {
      throw .outputExists(path)
    }
  }

  /// Writes `markdown` to `path` atomically (a temporary file, then a rename).
  func write(to path: String) throws(SkillgraphError) {
    do {
      try Data(markdown.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io(
        path, message: "cannot write the transcript '\(path)': \(error.localizedDescription)")
    }
  }

  /// `word` quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_=./:+,@".contains($0) }
    return safe && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
