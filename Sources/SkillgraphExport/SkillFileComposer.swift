import Foundation
import SkillgraphModel
package import SkillgraphTemplates

/// Writes a skill's `SKILL.md`: the Agent Skills front matter, the preamble and the sections
/// kept inline, then a "Reference files" section linking every reference file and template.
package struct SkillFileComposer {
  /// The skill's layout.
  package var layout: SkillLayout
  /// The manifests of the template sets in its `assets/templates/`.
  package var templates: [TemplateManifest]
  /// The Markdown documents the skill's folder already holds (`references/x.md`, suite
  /// children), copied as they are: each is listed unless the text already names it.
  package var documents: [(path: String, title: String)] = []

  /// A composer of `layout`'s file with `templates`.
  package init(layout: SkillLayout, templates: [TemplateManifest]) {
    self.layout = layout
    self.templates = templates
  }

  /// The heading of the section that lists the skill's other files.
  package static let listingHeading = "Reference files"
  /// The heading of the section that lists the documents the text does not name.
  package static let documentsHeading = "Documents"
  /// How many subsection titles a listing line names before "and N more".
  package static let listedSubsections = 12

  /// The whole file.
  package func text(links: LinkTargets) throws(ExportError) -> String {
    let frontMatter = SkillFrontMatter(skill: layout.skill, name: layout.name)
    let yaml: String
    do {
      yaml = try frontMatter.yaml()
    } catch {
      throw .frontMatter(String(describing: error))
    }
    var lines = layout.document.preamble
    for (chunk, file) in zip(layout.document.chunks, layout.chunkFiles) where file == nil {
      lines += chunk.lines
    }
    var body = links.rewriter(in: layout, file: SkillLayout.skillFile).rewrite(lines)
    while body.last?.allSatisfy(\.isWhitespace) == true { body.removeLast() }
    let listing = layout.keepsListing ? [] : self.listing()
    if !listing.isEmpty {
      body += [""] + listing
    }
    // NB: every document of the folder is named in SKILL.md, or an agent never learns of it.
    let written = body.joined(separator: "\n")
    let unnamed = documents.filter { !written.contains($0.path) }
    if !unnamed.isEmpty {
      let top = layout.document.chunks.first?.section.level ?? 2
      body += ["", String(repeating: "#", count: top) + " " + Self.documentsHeading, ""]
      body += unnamed.map { "- [\(Self.linkText($0.title))](\($0.path))" }
    }
    return "---\n" + yaml + "---\n" + body.joined(separator: "\n") + "\n"
  }

  /// The "Reference files" section, or nothing when the skill has no other files.
  package func listing() -> [String] {
    let top = layout.document.chunks.first?.section.level ?? 2
    var lines: [String] = []
    let references = zip(layout.document.chunks, layout.chunkFiles).compactMap { chunk, file in
      file.map { (chunk, $0) }
    }
    if !references.isEmpty {
      lines += [
        "Each file below holds whole sections of this skill; read the one the task needs.", "",
      ]
      for (chunk, file) in references {
        let inner = chunk.sections.filter { $0.level == top + 1 }.map(\.title)
        var line = "- [\(Self.linkText(chunk.section.title))](\(file))"
        if !inner.isEmpty {
          let named = inner.prefix(Self.listedSubsections).joined(separator: "; ")
          let more =
            inner.count > Self.listedSubsections
            ? "; and \(inner.count - Self.listedSubsections) more" : ""
          line += ": " + named + more
        }
        lines.append(line)
      }
    }
    if !templates.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines += [
        "Code templates, one folder each in `assets/templates/` with its `template.yml` (the "
          + "variables and files) and Mustache files. Render one with `skillgraph render ID "
          + "--templates assets/templates`, or with the `render` tool of the skillgraph MCP server.",
        "",
      ]
      for manifest in templates {
        let target =
          manifest.implements.pattern.map { "Pattern \($0)" }
          ?? manifest.implements.section.map { "section \($0)" } ?? "this skill"
        lines.append(
          "- [`\(manifest.id)`](assets/templates/\(manifest.id)/template.yml), for \(target): "
            + manifest.title)
      }
    }
    guard !lines.isEmpty else { return [] }
    return [String(repeating: "#", count: top) + " " + Self.listingHeading, ""] + lines
  }

  /// `title` with the characters that would end a link's text escaped.
  package static func linkText(_ title: String) -> String {
    title.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
  }
}
