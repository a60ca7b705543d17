package import SkillgraphMarkdown
package import SkillgraphModel
package import SkillgraphTemplates

/// The page of one skill: metadata, "On this page", the rendered document, prev/next.
package struct SkillPage {
  package let skill: Skill
  package let map: SiteMap
  package let previous: Skill?
  package let next: Skill?
  package let trees: [DecisionTree]
  package let templates: [TemplateManifest]
  /// Parses the skill's source when the graph did not keep its tree.
  package let parser: MarkdownParser

  /// The page's HTML, the links it made that are broken, the content links that name nothing
  /// (warnings) and the source lines of its links.
  package func render(layout: PageLayout) -> (
    html: String, broken: [BrokenLink], unresolved: [Diagnostic], linkLines: [String: Int]
  ) {
    let path = SitePath.skill(skill.id)
    let context =
      map.context(of: skill.id)
      ?? PageContext(skillID: skill.id, sourcePath: skill.source.path, pagePath: path)
    var renderer = MarkdownHTMLRenderer(context: context)
    if let document = document() { renderer.render(document: document) }
    var body = "<div class=\"meta\">"
    body +=
      "<span class=\"type type-\(skill.listedType)\">\(HTML.escape(skill.listedType))</span>"
    if let version = skill.version { body += " <span>version \(HTML.escape(version))</span>" }
    if !skill.platforms.isEmpty {
      body += " <span>platforms: \(HTML.escape(skill.platforms.joined(separator: ", ")))</span>"
    }
    body += " <span>source: <code>\(HTML.escape(skill.relativePath))</code></span>"
    body += " <a href=\"\(HTML.escape(SitePath.fileName(skill.id))).md\">Markdown</a></div>\n"
    let headings = renderer.toc
    body += PageLayout.inlineContents(headings)
    body += folderList(pagePath: path)
    if !trees.isEmpty || !templates.isEmpty {
      body += "<aside class=\"related\"><ul>\n"
      for tree in trees {
        body +=
          "<li>Decision tree: <a href=\"\(HTML.escape(SitePath.relative(from: path, to: SitePath.tree(tree.id))))\">\(HTML.escape(tree.displayTitle))</a></li>\n"
      }
      for template in templates {
        body +=
          "<li>Template: <a href=\"\(HTML.escape(SitePath.relative(from: path, to: SitePath.template(template.id))))\">\(HTML.escape(template.title))</a></li>\n"
      }
      body += "</ul></aside>\n"
    }
    let document = renderer.html
    if let end = renderer.titleEnd {
      let split = document.utf8.index(document.utf8.startIndex, offsetBy: end)
      body = "<article class=\"skill\">\n" + document[..<split] + body + document[split...]
    } else {
      body =
        "<article class=\"skill\">\n<h1 id=\"top\">\(HTML.escape(skill.title))</h1>\n" + body
        + document
    }
    body += "</article>\n"
    let html = layout.page(
      path: path, title: skill.title, description: skill.description, body: body,
      trail: Self.trail(of: skill, in: map.graph),
      headings: headings,
      previous: previous.map { .init(title: $0.title, href: SitePath.skill($0.id)) },
      next: next.map { .init(title: $0.title, href: SitePath.skill($0.id)) })
    return (html, renderer.broken, renderer.unresolved, renderer.linkLines)
  }

  /// The breadcrumbs above a skill: the home page, then the suite's router when the skill is one
  /// of its children.
  package static func trail(of skill: Skill, in graph: KnowledgeGraph) -> [PageLayout.Link] {
    var trail = [PageLayout.Link(title: "Home", href: "index.html")]
    if let suite = skill.suite, suite != skill.id, let router = graph.skill(withID: suite) {
      trail.append(.init(title: router.title, href: SitePath.skill(router.id)))
    }
    if let parent = skill.parentSkill, parent != skill.suite,
      let owner = graph.skill(withID: parent)
    {
      trail.append(.init(title: owner.title, href: SitePath.skill(owner.id)))
    }
    return trail
  }

  /// A value with every stored property given.
  package init(
    skill: Skill, map: SiteMap, previous: Skill?, next: Skill?, trees: [DecisionTree],
    templates: [TemplateManifest], parser: MarkdownParser = MarkdownParser()
  ) {
    self.skill = skill
    self.map = map
    self.previous = previous
    self.next = next
    self.trees = trees
    self.templates = templates
    self.parser = parser
  }
}
