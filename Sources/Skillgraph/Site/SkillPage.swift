/// The page of one skill: metadata, "On this page", the rendered document, prev/next.
struct SkillPage {
  let skill: Skill
  let map: SiteMap
  let previous: Skill?
  let next: Skill?
  let trees: [DecisionTree]
  let templates: [TemplateManifest]

  /// The page's HTML, broken content links and the source lines of its links.
  func render(layout: PageLayout) -> (html: String, broken: [BrokenLink], linkLines: [String: Int])
  {
    let path = SitePath.skill(skill.id)
    let context =
      map.context(of: skill.id)
      ?? PageContext(skillID: skill.id, sourcePath: skill.source.path, pagePath: path)
    var renderer = MarkdownHTMLRenderer(context: context)
    if let document = map.graph.document(of: skill.id) { renderer.render(document: document) }
    var body = "<div class=\"meta\">"
    body +=
      "<span class=\"type type-\(skill.type.rawValue)\">\(HTML.escape(skill.type.rawValue))</span>"
    if let version = skill.version { body += " <span>version \(HTML.escape(version))</span>" }
    if !skill.platforms.isEmpty {
      body += " <span>platforms: \(HTML.escape(skill.platforms.joined(separator: ", ")))</span>"
    }
    body += " <span>source: <code>\(HTML.escape(skill.relativePath))</code></span>"
    body += " <a href=\"\(HTML.escape(SitePath.fileName(skill.id))).md\">Markdown</a></div>\n"
    if !renderer.toc.isEmpty {
      body += "<details class=\"toc\" open><summary>On this page</summary><ul>\n"
      for entry in renderer.toc {
        body +=
          "<li class=\"toc-\(entry.level)\"><a href=\"#\(HTML.escape(entry.anchor))\">\(HTML.escape(entry.title))</a></li>\n"
      }
      body += "</ul></details>\n"
    }
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
    body += "</article>\n<nav class=\"pager\" aria-label=\"Previous and next\">"
    if let previous {
      body +=
        "<a rel=\"prev\" href=\"\(HTML.escape(SitePath.fileName(previous.id))).html\">← \(HTML.escape(previous.title))</a>"
    }
    if let next {
      body +=
        "<a rel=\"next\" href=\"\(HTML.escape(SitePath.fileName(next.id))).html\">\(HTML.escape(next.title)) →</a>"
    }
    body += "</nav>"
    let html = layout.page(
      path: path, title: skill.title, description: skill.description, body: body)
    return (html, renderer.broken, renderer.linkLines)
  }
}
