import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel
public import SkillgraphTemplates

/// Turns the knowledge graph into a static site: a page per skill, per decision tree and per
/// template, shared navigation, a search index, Markdown twins, llms.txt and a sitemap, and
/// checks every internal link and anchor.
///
/// The graph must keep its documents (`CorpusLoader(keepsDocuments: true)`): pages are
/// rendered from the parsed Markdown trees, never by parsing again.
public struct SiteGenerator: Sendable {
  /// The graph to publish.
  public let graph: KnowledgeGraph
  /// The code templates, when there are any.
  public let catalog: TemplateCatalog?
  /// Build options.
  public let options: SiteOptions

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
    let map = SiteMap(graph: graph)
    let layout = PageLayout(baseURL: options.baseURL)
    var output = SiteOutput()
    var warnings: [Diagnostic] = []
    let skills = graph.skills
    let treesBySkill = Dictionary(grouping: graph.decisionTrees, by: \.skillID)
    let templates = catalog?.sets.map(\.manifest) ?? []
    let templatesBySkill = Dictionary(grouping: templates, by: \.implements.skill)
    let total = skills.count + graph.decisionTrees.count + templates.count
    let rendered = SkillPageBatch(count: skills.count)
    DispatchQueue.concurrentPerform(iterations: skills.count) { index in
      let skill = skills[index]
      let page = SkillPage(
        skill: skill, map: map, previous: index > 0 ? skills[index - 1] : nil,
        next: index + 1 < skills.count ? skills[index + 1] : nil,
        trees: treesBySkill[skill.id] ?? [], templates: templatesBySkill[skill.id] ?? [])
      rendered.store(page.render(layout: layout), at: index, progress: progress, total: total)
    }
    var linkSources: [String: (path: String, lines: [String: Int])] = [:]
    for (skill, page) in zip(skills, rendered.results) {
      let path = SitePath.skill(skill.id)
      output.add(path, page.html)
      output.add(SitePath.skillMarkdown(skill.id), graph.sourceText(ofSkill: skill.id))
      output.brokenLinks += page.broken
      linkSources[path] = (skill.source.path, page.linkLines)
    }
    let trees = graph.decisionTrees
    let treePages = parallelMap(trees.count) { index in
      var page = DecisionTreePage(tree: trees[index], map: map, catalog: catalog)
      if index > 0 {
        page.previous = .init(
          title: trees[index - 1].displayTitle, href: SitePath.tree(trees[index - 1].id))
      }
      if index + 1 < trees.count {
        page.next = .init(
          title: trees[index + 1].displayTitle, href: SitePath.tree(trees[index + 1].id))
      }
      return (path: page.path, page: page.render(layout: layout))
    }
    for (tree, (path, page)) in zip(trees, treePages) {
      if page.truncated {
        warnings.append(
          Diagnostic(
            .warning, SiteLimits.diagnosticIdentifier,
            "the page of decision tree '\(tree.id)' reached its size limit (\(SiteLimits.pageBytes) bytes); the rest is left out",
            path: tree.source.path, range: .at(line: tree.source.startLine)))
      }
      output.add(path, page.html)
      output.add(SitePath.twin(of: path), page.markdown)
    }
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
    progress?(total, total)
    SiteExtras(graph: graph, map: map, catalog: catalog, options: options, layout: layout)
      .add(to: &output, templates: templates.filter { output.has(SitePath.template($0.id)) })
    output.brokenLinks += LinkChecker(files: output.files, sources: linkSources).check()
    return output.build(warnings: warnings)
  }
}

/// Skill pages rendered on several threads, each kept at its position.
private final class SkillPageBatch: @unchecked Sendable {
  private var storage: [(html: String, broken: [BrokenLink], linkLines: [String: Int])?]
  private var done = 0
  private let lock = NSLock()

  package init(count: Int) { storage = Array(repeating: nil, count: count) }

  package func store(
    _ page: (html: String, broken: [BrokenLink], linkLines: [String: Int]), at index: Int,
    progress: (@Sendable (Int, Int) -> Void)?, total: Int
  ) {
    lock.lock()
    storage[index] = page
    done += 1
    let count = done
    lock.unlock()
    if count % 50 == 0 { progress?(count, total) }
  }

  package var results: [(html: String, broken: [BrokenLink], linkLines: [String: Int])] {
    lock.withLock { storage.map { $0! } }
  }
}
