import Foundation
public import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphTemplates

/// Turns the knowledge graph into a static site: a page per skill, per decision tree and per
/// template, shared navigation, a search index, Markdown twins, llms.txt and a sitemap, and
/// checks every internal link and anchor.
///
/// Each skill's page is rendered from its Markdown tree: the one the graph kept
/// (`CorpusLoader(keepsDocuments: true)`), or else one parsed from the graph's source text for
/// that page alone and dropped after it, so that no more trees are held than pages are being
/// rendered at once.
public struct SiteGenerator: Sendable {
  /// The graph to publish.
  public let graph: KnowledgeGraph
  /// The code templates, when there are any.
  public let catalog: TemplateCatalog?
  /// Build options.
  public let options: SiteOptions
  /// The parser for the skills whose trees the graph did not keep: the loader's, so that a
  /// page shows the tree its entities were read from.
  public var parser = MarkdownParser()

  /// Creates a generator.
  public init(
    graph: KnowledgeGraph, catalog: TemplateCatalog?, options: SiteOptions = SiteOptions()
  ) {
    self.graph = graph
    self.catalog = catalog
    self.options = options
  }

  /// Builds every file in memory; `progress` is called with (pages done, pages in all).
  public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) -> SiteBuild {
    let memory = SiteMemory()
    let output = SiteOutput(destination: memory)
    let warnings = generate(into: output, progress: progress)
    return output.finish(warnings: warnings, files: memory.sorted)
  }

  /// Builds the site into `destination`, each file handed over as soon as it is made; the
  /// result holds no files, only the counts, the broken links and the warnings.
  package func build(
    into destination: any SiteDestination, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> SiteBuild {
    let output = SiteOutput(destination: destination)
    let warnings = generate(into: output, progress: progress)
    return output.finish(warnings: warnings)
  }

  private func generate(into output: SiteOutput, progress: (@Sendable (Int, Int) -> Void)?)
    -> [Diagnostic]
  {
    let map = SiteMap(graph: graph, auditChecks: options.auditChecks)
    let layout = PageLayout(baseURL: options.baseURL)
    var warnings: [Diagnostic] = []
    let skills = graph.skills
    let treesBySkill = Dictionary(grouping: graph.decisionTrees, by: \.skillID)
    let templates = catalog?.sets.map(\.manifest) ?? []
    let templatesBySkill = Dictionary(grouping: templates, by: \.implements.skill)
    let total = skills.count + graph.decisionTrees.count + templates.count
    let counter = SiteProgress(total: total, report: progress)
    DispatchQueue.concurrentPerform(iterations: skills.count) { index in
      let skill = skills[index]
      let page = SkillPage(
        skill: skill, map: map, previous: index > 0 ? skills[index - 1] : nil,
        next: index + 1 < skills.count ? skills[index + 1] : nil,
        trees: treesBySkill[skill.id] ?? [], templates: templatesBySkill[skill.id] ?? [],
        parser: parser)
      let rendered = page.render(layout: layout)
      let path = SitePath.skill(skill.id)
      output.add(path, rendered.html)
      output.add(SitePath.skillMarkdown(skill.id), graph.sourceText(ofSkill: skill.id))
      output.addBroken(rendered.broken)
      output.addWarnings(rendered.unresolved)
      output.linkSource(of: path, path: skill.source.path, lines: rendered.linkLines)
      counter.step()
    }
    warnings += treePages(into: output, map: map, layout: layout)
    warnings += templatePages(into: output, map: map, layout: layout)
    progress?(total, total)
    SiteExtras(graph: graph, map: map, catalog: catalog, options: options, layout: layout)
      .add(to: output, templates: templates.filter { output.has(SitePath.template($0.id)) })
    return warnings
  }
}
