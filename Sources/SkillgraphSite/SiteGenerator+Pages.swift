import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSupport
import SkillgraphTemplates

extension SiteGenerator {
  /// The page and Markdown twin of every decision tree, rendered on every core and added as
  /// each is done; a warning for each page cut at its size limit, in tree order.
  func treePages(into output: SiteOutput, map: SiteMap, layout: PageLayout) -> [Diagnostic] {
    let trees = graph.decisionTrees
    let truncated = parallelMap(trees.count) { index in
      var page = DecisionTreePage(tree: trees[index], map: map, catalog: catalog)
      if index > 0 {
        page.previous = .init(
          title: trees[index - 1].displayTitle, href: SitePath.tree(trees[index - 1].id))
      }
      if index + 1 < trees.count {
        page.next = .init(
          title: trees[index + 1].displayTitle, href: SitePath.tree(trees[index + 1].id))
      }
      let rendered = page.render(layout: layout)
      output.add(page.path, rendered.html)
      output.add(SitePath.twin(of: page.path), rendered.markdown)
      return rendered.truncated
    }
    return zip(trees, truncated).filter(\.1).map { tree, _ in
      Diagnostic(
        .warning, SiteLimits.diagnosticIdentifier,
        "the page of decision tree '\(tree.id)' reached its size limit (\(SiteLimits.pageBytes) bytes); the rest is left out",
        path: tree.source.path, range: .at(line: tree.source.startLine))
    }
  }

  /// The page and Markdown twin of every template set; a warning for each that does not
  /// render.
  func templatePages(into output: SiteOutput, map: SiteMap, layout: PageLayout) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    let sets = catalog?.sets ?? []
    for (index, set) in sets.enumerated() {
      var page = TemplatePage(set: set, map: map)
      if index > 0 {
        page.previous = .init(
          title: sets[index - 1].manifest.title,
          href: SitePath.template(sets[index - 1].manifest.id))
      }
      if index + 1 < sets.count {
        page.next = .init(
          title: sets[index + 1].manifest.title,
          href: SitePath.template(sets[index + 1].manifest.id))
      }
      do {
        let (html, markdown) = try page.render(layout: layout)
        output.add(page.path, html)
        output.add(SitePath.twin(of: page.path), markdown)
      } catch {
        warnings.append(
          Diagnostic(
            .warning, "template-not-rendered",
            "template '\(set.manifest.id)' is left out: \(error)",
            path: "\(set.folder)/template.yml", range: .at(line: 1)))
      }
    }
    return warnings
  }
}
