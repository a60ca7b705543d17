package import SkillgraphModel
import SkillgraphSupport
package import SkillgraphTemplates

/// The files for agents and crawlers: llms.txt (llmstxt.org form), llms-full.txt, the home
/// page's Markdown twin and sitemap.xml.
package struct AgentFiles {
  package let graph: KnowledgeGraph
  package let options: SiteOptions
  package let summary: String

  /// `llms.txt`: title, summary, sections of links with notes, and an Optional section.
  package func llmsText(templates: [TemplateManifest]) -> String {
    var text = "# \(options.title)\n\n> \(summary)\n\n"
    text +=
      "Every HTML page has a Markdown twin beside it (same name, `.md`); the links below point at the twins.\n\n"
    let routers = graph.mainSkills.filter { $0.type == .router }
    let others = graph.mainSkills.filter { $0.type != .router }
    if !routers.isEmpty {
      text += "## Routers\n\n" + routers.map(line).joined() + "\n"
    }
    text += "## Skills\n\n" + others.map(line).joined()
    // NB: the documents of skill folders are listed apart, as agents read them: on demand,
    // after the skill that links them.
    let documents = graph.skills.filter { $0.role == .skillDocument }
    if !documents.isEmpty {
      text += "\n## Skill documents\n\n" + documents.map(line).joined()
    }
    text += "\n## Optional\n\n"
    for tree in graph.decisionTrees {
      text +=
        "- [\(oneLine(tree.displayTitle))](\(SitePath.twin(of: SitePath.tree(tree.id)))): decision tree in \(tree.skillID)\n"
    }
    for template in templates {
      text +=
        "- [\(oneLine(template.title))](\(SitePath.twin(of: SitePath.template(template.id)))): \(oneLine(template.summary))\n"
    }
    text += "- [All skills in one file](llms-full.txt): every skill document, whole\n"
    return text
  }

  private func line(_ skill: Skill) -> String {
    let note = oneLine(skill.description)
    return
      "- [\(oneLine(skill.title))](\(SitePath.skillMarkdown(skill.id)))\(note.isEmpty ? "" : ": \(note)")\n"
  }

  private func oneLine(_ text: String) -> String {
    TextCut.atWord(text, limit: 300)
  }

  /// `llms-full.txt`, every skill's source one after another, in parts, one per skill, each passed to `emit` and dropped.
  ///
  /// NB: the whole file is the size of the collection's sources: 67 MB for ten copies of the
  /// Axiom collection, held twice (as text, then as bytes) when it was made whole.
  package func llmsFull(_ emit: (String) -> Void) {
    emit("# \(options.title)\n\n> \(summary)\n")
    for skill in graph.skills {
      emit(
        "\n\n<!-- skill: \(skill.id) (\(skill.relativePath)) -->\n\n"
          + graph.sourceText(ofSkill: skill.id))
    }
    emit("\n")
  }

  /// The home page's Markdown twin.
  package func indexMarkdown(templates: [TemplateManifest]) -> String {
    var text = "# \(options.title)\n\n\(summary)\n\n## All skills\n\n"
    for skill in graph.skills {
      text += "- [\(oneLine(skill.title))](\(SitePath.skillMarkdown(skill.id)))\n"
    }
    return text
  }

  /// `sitemap.xml` for the pages, under `baseURL`.
  package static func sitemap(baseURL: String, pages: [String]) -> String {
    var text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages {
      text += "<url><loc>\(HTML.escape(baseURL))/\(HTML.escape(page))</loc></url>\n"
    }
    return text + "</urlset>\n"
  }

  /// A value with every stored property given.
  package init(graph: KnowledgeGraph, options: SiteOptions, summary: String) {
    self.graph = graph
    self.options = options
    self.summary = summary
  }
}
