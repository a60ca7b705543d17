internal import ArgumentParser
import Skillgraph

/// `skillgraph catalog`: what the collection offers, in brief.
struct CatalogCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "List the skills, the decision trees with their first question, and the templates.")
  static let jsonName = "catalog"

  @OptionGroup var content: ContentOptions

  @Option(
    help: ArgumentHelp("The templates folder. Default: the shipped Templates/.", valueName: "dir"))
  var templates: String?

  @Option(
    help: ArgumentHelp(
      "Only entries of this kind: skills, trees or templates (repeatable).", valueName: "kind"))
  var kind: [String] = []

  @Option(
    help: ArgumentHelp(
      "Only this skill's entries: the skill, its trees, the templates that implement it.",
      valueName: "id"))
  var skill: String?

  @Option(
    help: ArgumentHelp(
      "Only entries that hold every one of these words (ID, title, description, first question).",
      valueName: "words"))
  var words: String?

  // NB: `.unconditional` reads `--limit -1` as the value -1, refused below, not as a flag.
  @Option(parsing: .unconditional, help: "At most this many entries, then a cursor for the rest.")
  var limit: Int?

  @Option(
    help: ArgumentHelp("Start where the page before ended (its next cursor).", valueName: "cursor"))
  var cursor: String?

  /// The request the options make.
  func request() throws(SkillgraphError) -> CatalogRequest {
    // NB: the kinds are read first, so that the first of several mistakes is the one reported.
    let asked = try CatalogRequest.asked(
      by: .person, kinds: kind, skill: skill, words: words, limit: limit, cursor: cursor)
    if let limit, limit < 1 {
      throw .invalidArgument(
        "--limit", reason: "--limit takes a number of at least 1, not \(limit)")
    }
    return asked
  }

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let request = try request()
    let catalog = try content.service(templates: templates).catalog(request)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: catalog).encoded())
      return ExitStatus.success
    }
    // NB: only the kinds asked for are sections; a kind asked for that has no entry says so.
    let shown = { (part: CatalogRequest.Part) in
      request.parts.isEmpty || request.parts.contains(part)
    }
    var sections: [[String]] = []
    if shown(.skills) {
      var lines = [console.bold("Skills") + (catalog.skills.isEmpty ? "  (none)" : "")]
      for skill in catalog.skills {
        lines.append("  \(skill.id)  [\(skill.type)] \(skill.title)")
        // NB: what a skill is for is what a catalog is read for; wrapped under its line.
        let description = skill.description.trimmed
        guard !description.isEmpty else { continue }
        let wrapped =
          console.width.map { TextWrap.lines(description, width: $0 - 4) } ?? [description]
        lines += wrapped.map { console.dim("    " + $0) }
      }
      sections.append(lines)
    }
    if shown(.trees) {
      var lines = [console.bold("Decision trees") + (catalog.trees.isEmpty ? "  (none)" : "")]
      for tree in catalog.trees {
        let first = tree.firstQuestion.map { ": \($0.text)" } ?? ""
        lines.append("  \(tree.id)  \(tree.title) (\(tree.outcomes) outcomes)\(first)")
      }
      sections.append(lines)
    }
    // NB: a collection without templates shows no empty Templates section unless asked for.
    if !catalog.templates.isEmpty || request.parts.contains(.templates) {
      var lines = [console.bold("Templates") + (catalog.templates.isEmpty ? "  (none)" : "")]
      for template in catalog.templates {
        lines.append("  \(template.id)  \(template.title)")
      }
      sections.append(lines)
    }
    for (index, lines) in sections.enumerated() {
      if index > 0 { console.write("") }
      lines.forEach { console.write($0) }
    }
    if let page = catalog.page {
      let shown = catalog.skills.count + catalog.trees.count + catalog.templates.count
      console.write("")
      if let next = page.nextCursor {
        console.write("\(shown) of \(page.total) entries; the next ones: --cursor \(next)")
      } else {
        console.write("\(page.total) entries match")
      }
    }
    return ExitStatus.success
  }
}
