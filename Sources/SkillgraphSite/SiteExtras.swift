package import SkillgraphModel
import SkillgraphSupport
package import SkillgraphTemplates

/// The site-wide files: home page, 404, shared navigation, assets, search index, llms.txt,
/// llms-full.txt and sitemap.xml.
package struct SiteExtras {
  package let graph: KnowledgeGraph
  package let map: SiteMap
  package let catalog: TemplateCatalog?
  package let options: SiteOptions
  package let layout: PageLayout

  /// Adds the site-wide files to `output`, once every page is in it.
  package func add(to output: SiteOutput, templates: [TemplateManifest]) {
    output.add("assets/site.css", SiteAssets.css)
    output.add("assets/theme.js", SiteAssets.themeScript)
    output.add("assets/site.js", SiteAssets.script)
    output.add("assets/nav.js", navigation(templates: templates))
    output.add(
      "index.html",
      layout.page(
        path: "index.html", title: options.title, description: summary,
        body: home(templates: templates)))
    output.add(
      "index.md",
      AgentFiles(graph: graph, options: options, summary: summary).indexMarkdown(
        templates: templates))
    let notFound = """
      <article><h1 id="top">Page not found</h1><p>There is no page at this address.</p>
      <p><a href="\(options.baseURL.map { HTML.escape($0) + "/" } ?? "")index.html">Go to the home page</a>, or search above.</p></article>
      """
    // NB: a host serves 404.html at any depth: with --base-url its links are absolute.
    output.add(
      "404.html",
      layout.page(
        path: "404.html", title: "Page not found", body: notFound, hasTwin: false,
        root: options.baseURL.map { $0 + "/" }))
    addSearchIndex(to: output)
    let agents = AgentFiles(graph: graph, options: options, summary: summary)
    output.add("llms.txt", agents.llmsText(templates: templates))
    output.add("llms-full.txt", parts: agents.llmsFull)
    if let baseURL = options.baseURL {
      let pages = output.paths.filter { $0.hasSuffix(".html") && $0 != "404.html" }
      output.add("sitemap.xml", AgentFiles.sitemap(baseURL: baseURL, pages: pages))
    }
  }

  package var summary: String {
    let documents = graph.skills.count - graph.mainSkills.count
    let skills =
      documents == 0
      ? "\(graph.skills.count) skills"
      : "\(graph.mainSkills.count) skills (with \(documents) documents)"
    return
      "\(skills), \(graph.decisionTrees.count) decision trees and \(catalog?.sets.count ?? 0) code templates, generated from Markdown skill documents."
  }

  private func home(templates: [TemplateManifest]) -> String {
    var body =
      "<article class=\"home\"><h1 id=\"top\">\(HTML.escape(options.title))</h1>\n<p>\(HTML.escape(summary))</p>\n"
    body +=
      "<p class=\"meta\">For agents: <a href=\"llms.txt\">llms.txt</a> · <a href=\"llms-full.txt\">llms-full.txt</a> · <a href=\"index.md\">Markdown</a></p>\n"
    body += "<h2 id=\"all-skills\">All skills</h2>\n<ul class=\"skill-list\">\n"
    for skill in graph.mainSkills {
      body +=
        "<li><a href=\"\(HTML.escape(SitePath.skill(skill.id)))\">\(HTML.escape(skill.title))</a> <span class=\"type type-\(skill.listedType)\">\(HTML.escape(skill.listedType))</span><small>\(HTML.escape(TextCut.atWord(skill.description, limit: 240)))</small>"
      let documents = graph.documents(of: skill.id)
      if !documents.isEmpty {
        body += "<ul>"
        for document in documents {
          body +=
            "<li><a href=\"\(HTML.escape(SitePath.skill(document.id)))\">\(HTML.escape(document.title))</a></li>"
        }
        body += "</ul>"
      }
      body += "</li>\n"
    }
    body += "</ul>\n"
    if !graph.decisionTrees.isEmpty {
      body += "<h2 id=\"decision-trees\">Decision trees</h2>\n<ul>\n"
      for tree in graph.decisionTrees {
        body +=
          "<li><a href=\"\(HTML.escape(SitePath.tree(tree.id)))\">\(HTML.escape(tree.displayTitle))</a> <small>(\(HTML.escape(tree.skillID)))</small></li>\n"
      }
      body += "</ul>\n"
    }
    if !templates.isEmpty {
      body += "<h2 id=\"templates\">Code templates</h2>\n<ul>\n"
      for template in templates {
        body +=
          "<li><a href=\"\(HTML.escape(SitePath.template(template.id)))\">\(HTML.escape(template.title))</a></li>\n"
      }
      body += "</ul>\n"
    }
    return body + "</article>"
  }

  /// `assets/nav.js`: the sidebar's data, emitted once for every page.
  private func navigation(templates: [TemplateManifest]) -> String {
    var groups: [(String, [[String]])] = []
    var bySuite: [(String, [[String]])] = []
    var current: String?
    for skill in graph.skills {
      let group = skill.suite ?? "Skills"
      if group != current {
        bySuite.append((group, []))
        current = group
      }
      // NB: a document follows its skill (IDs sort so); its title says whose it is.
      let owner = skill.parentSkill.flatMap(graph.skill(withID:))
      let title = owner.map { "\(skill.title) (in \($0.title))" } ?? skill.title
      bySuite[bySuite.count - 1].1.append([SitePath.skill(skill.id), title])
    }
    groups += bySuite
    if !graph.decisionTrees.isEmpty {
      groups.append(
        ("Decision trees", graph.decisionTrees.map { [SitePath.tree($0.id), $0.displayTitle] }))
    }
    if !templates.isEmpty {
      groups.append(("Templates", templates.map { [SitePath.template($0.id), $0.title] }))
    }
    let json = groups.map { group in
      let items = group.1.map { "[\(JSONText.quote($0[0])),\(JSONText.quote($0[1]))]" }
      return "[\(JSONText.quote(group.0)),[\(items.joined(separator: ","))]]"
    }
    return "var SG_NAV=[\(json.joined(separator: ",\n"))];\n"
  }

  /// A value with every stored property given.
  package init(
    graph: KnowledgeGraph, map: SiteMap, catalog: TemplateCatalog?, options: SiteOptions,
    layout: PageLayout
  ) {
    self.graph = graph
    self.map = map
    self.catalog = catalog
    self.options = options
    self.layout = layout
  }
}
