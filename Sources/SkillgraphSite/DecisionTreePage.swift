import Foundation
import SkillgraphDecisions
package import SkillgraphModel
import SkillgraphSupport
package import SkillgraphTemplates

/// The page of one decision tree: the whole tree as nested lists (no script needed), every
/// path to every outcome, and the data for the one-question-at-a-time widget.
package struct DecisionTreePage {
  package let tree: DecisionTree
  package let map: SiteMap
  package let catalog: TemplateCatalog?
  /// The trees before and after this one, in the sidebar's order.
  package var previous: PageLayout.Link?
  package var next: PageLayout.Link?

  /// One node of the widget's data: a question with options, or an outcome.
  package struct WidgetNode: Encodable {
    package var question: String?
    package var options: [WidgetOption]?
    package var outcome: String?
    package var steps: [String]?
    package var links: [WidgetLink]?
    package var template: WidgetLink?

    /// A value with every stored property given.
    package init(
      question: String? = nil, options: [WidgetOption]? = nil, outcome: String? = nil,
      steps: [String]? = nil, links: [WidgetLink]? = nil, template: WidgetLink? = nil
    ) {
      self.question = question
      self.options = options
      self.outcome = outcome
      self.steps = steps
      self.links = links
      self.template = template
    }
  }

  package struct WidgetOption: Encodable {
    package var text: String
    package var next: Int?

    /// A value with every stored property given.
    package init(text: String, next: Int? = nil) {
      self.text = text
      self.next = next
    }
  }

  package struct WidgetLink: Encodable {
    package var title: String
    package var href: String

    /// A value with every stored property given.
    package init(title: String, href: String) {
      self.title = title
      self.href = href
    }
  }

  package var path: String { SitePath.tree(tree.id) }

  /// The page's HTML and its Markdown twin; `truncated` when a part stopped at its share of
  /// `SiteLimits.pageBytes`.
  package func render(layout: PageLayout) -> (html: String, markdown: String, truncated: Bool) {
    var nodes: [WidgetNode] = []
    var paths: [(outcome: DecisionOutcome, steps: [String])] = []
    var nested = ""
    var truncated = false
    _ = flatten(
      tree.root, trail: [], into: &nodes, paths: &paths, html: &nested, truncated: &truncated)
    let skillPage = SitePath.relative(from: path, to: SitePath.skill(tree.skillID))
    var body = "<article class=\"tree\">\n<h1 id=\"top\">\(HTML.escape(tree.displayTitle))</h1>\n"
    body +=
      "<p class=\"meta\">Decision tree from <a href=\"\(HTML.escape(skillPage))\">\(HTML.escape(map.graph.skill(withID: tree.skillID)?.title ?? tree.skillID))</a>"
    let file = map.graph.skill(withID: tree.skillID)?.relativePath ?? tree.source.path
    body += " · source: <code>\(HTML.escape(file)):\(tree.source.startLine)</code></p>\n"
    body +=
      "<section id=\"widget\" class=\"widget\" hidden aria-live=\"polite\"><h2>Answer one question at a time</h2><div id=\"widget-body\"></div></section>\n"
    body +=
      "<section><h2 id=\"whole-tree\">The whole tree</h2>\n<div class=\"tree-nested\">\(nested)</div></section>\n"
    body += "<section><h2 id=\"paths\">Every path</h2>\n<ol class=\"paths\">\n"
    var markdown =
      "# \(tree.displayTitle)\n\nDecision tree from [\(tree.skillID)](../skills/\(SitePath.fileName(tree.skillID)).md).\n\n## Every path\n\n"
    let pathsStart = body.utf8.count
    let markdownStart = markdown.utf8.count
    for (listed, (outcome, steps)) in paths.enumerated() {
      if body.utf8.count - pathsStart > Self.partBytes
        || markdown.utf8.count - markdownStart > Self.partBytes
      {
        truncated = true
        body += "<li class=\"truncated\">\(paths.count - listed) more paths are not listed</li>\n"
        markdown += "- \(paths.count - listed) more paths are not listed\n"
        break
      }
      body +=
        "<li><a href=\"#o-\(HTML.escape(outcome.id))\">\(HTML.escape(outcome.text))</a> <span class=\"reached\">reached by: \(HTML.escape(steps.joined(separator: " → ")))</span></li>\n"
      markdown += "- **\(outcome.text)**, reached by: \(steps.joined(separator: " → "))\n"
    }
    body += "</ol></section>\n"
    let encoder = JSONFormat.encoder()
    let json = (try? encoder.encode(nodes)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    body +=
      "<script type=\"application/json\" id=\"tree-data\">\(HTML.scriptJSON(json))</script>\n</article>"
    let skillTitle = map.graph.skill(withID: tree.skillID)?.title ?? tree.skillID
    let trail =
      [PageLayout.Link(title: "Home", href: "index.html")]
      + (map.graph.skill(withID: tree.skillID).map { SkillPage.trail(of: $0, in: map.graph) }?
        .dropFirst() ?? [])
      + [PageLayout.Link(title: skillTitle, href: SitePath.skill(tree.skillID))]
    let html = layout.page(
      path: path, title: tree.displayTitle, body: body, trail: trail, previous: previous,
      next: next)
    return (html, markdown, truncated)
  }

  /// Adds `node` (and below) to the widget data, the nested HTML and the list of paths;
  /// returns its index.
  private func flatten(
    _ node: DecisionNode, trail: [String], into nodes: inout [WidgetNode],
    paths: inout [(outcome: DecisionOutcome, steps: [String])], html: inout String,
    truncated: inout Bool
  ) -> Int {
    let index = nodes.count
    guard html.utf8.count <= Self.partBytes else {
      truncated = true
      let note = "Not shown: the page reached its size limit."
      html += "<div class=\"outcome truncated\">\(note)</div>\n"
      nodes.append(WidgetNode(outcome: note))
      return index
    }
    nodes.append(WidgetNode())
    switch node {
    case .question(let question):
      html +=
        "<div class=\"q\" id=\"q-\(HTML.escape(question.id))\"><p class=\"q-text\">\(HTML.escape(question.text))</p><ul>\n"
      var options: [WidgetOption] = []
      for (shown, option) in DecisionEngine.ordered(question).enumerated() {
        guard html.utf8.count <= Self.partBytes else {
          truncated = true
          html +=
            "<li class=\"truncated\">\(question.options.count - shown) more options are not shown</li>\n"
          break
        }
        html += "<li><span class=\"opt\">\(HTML.escape(option.text))</span>"
        var next: Int?
        if let child = option.next {
          html += "\n"
          next = flatten(
            child, trail: trail + [question.text, option.text], into: &nodes, paths: &paths,
            html: &html, truncated: &truncated)
        }
        html += "</li>\n"
        options.append(WidgetOption(text: option.text, next: next))
      }
      html += "</ul></div>\n"
      nodes[index] = WidgetNode(question: question.text, options: options)
    case .outcome(let outcome):
      paths.append((outcome, trail))
      let (text, links, template) = recommendation(for: outcome)
      html += "<div class=\"outcome\" id=\"o-\(HTML.escape(outcome.id))\">→ \(HTML.escape(text))"
      for link in links {
        html += " <a href=\"\(HTML.escape(link.href))\">\(HTML.escape(link.title))</a>"
      }
      if let template {
        html +=
          " <a class=\"template-link\" href=\"\(HTML.escape(template.href))\">Template: \(HTML.escape(template.title))</a>"
      }
      html += "</div>\n"
      nodes[index] = WidgetNode(
        outcome: text, steps: outcome.steps.count > 1 ? outcome.steps : nil,
        links: links.isEmpty ? nil : links, template: template)
    }
    return index
  }

  /// The bytes each part of the page (the nested tree, the paths, the Markdown twin's paths)
  /// may take.
  package static let partBytes = SiteLimits.pageBytes / 4

  /// The linked patterns and skills of an outcome, and the template implementing its pattern.
  private func recommendation(for outcome: DecisionOutcome) -> (String, [WidgetLink], WidgetLink?) {
    var links: [WidgetLink] = []
    let (text, written) = OutcomeText.split(outcome.text)
    for (label, destination) in written where destination.hasPrefix("#") {
      let sectionID = "\(tree.skillID)\(destination)"
      if map.graph.entity(withID: sectionID) is Section, let target = map.target(of: sectionID) {
        links.append(WidgetLink(title: label, href: SitePath.relative(from: path, to: target)))
      }
    }
    var template: WidgetLink?
    for number in outcome.patternNumbers {
      if let pattern = map.pattern(number: number, inSkill: tree.skillID),
        let target = map.target(of: pattern.id)
      {
        links.append(
          WidgetLink(
            title: "Pattern \(number): \(pattern.title)",
            href: SitePath.relative(from: path, to: target)))
      }
      if template == nil,
        let set = catalog?.sets(implementingPattern: number, of: tree.skillID).first
      {
        template = WidgetLink(
          title: set.manifest.title,
          href: SitePath.relative(from: path, to: SitePath.template(set.manifest.id)))
      }
    }
    let references = map.context(of: tree.skillID)?.references[outcome.line] ?? []
    for reference in references
    where reference.form == .skillPath
      || (reference.form == .link && !reference.text.hasPrefix("#"))
    {
      guard let href = reference.href else { continue }
      // NB: skill pages and tree pages are both one folder deep, so the skill page's relative
      // link works here unchanged.
      links.append(WidgetLink(title: reference.text, href: href))
    }
    return (text, links, template)
  }

  /// A value with every stored property given.
  package init(
    tree: DecisionTree, map: SiteMap, catalog: TemplateCatalog?, previous: PageLayout.Link? = nil,
    next: PageLayout.Link? = nil
  ) {
    self.tree = tree
    self.map = map
    self.catalog = catalog
    self.previous = previous
    self.next = next
  }
}
