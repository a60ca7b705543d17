import Foundation
package import SkillgraphModel
import SkillgraphSupport

/// The graph, indexed for the site: where every entity's page and anchor is, and each skill's
/// page context. Built once, in time linear in the graph's size.
package struct SiteMap {
  package let graph: KnowledgeGraph
  private var contexts: [String: PageContext] = [:]
  private var patterns: [String: [Int: Pattern]] = [:]

  package init(graph: KnowledgeGraph, auditChecks: [AuditCheck] = []) {
    self.graph = graph
    for pattern in graph.patterns {
      if let number = pattern.number, patterns[pattern.skillID]?[number] == nil {
        patterns[pattern.skillID, default: [:]][number] = pattern
      }
    }
    for skill in graph.skills {
      contexts[skill.id] = PageContext(
        skillID: skill.id, sourcePath: skill.source.path, pagePath: SitePath.skill(skill.id))
    }
    var bundled: [String: String] = [:]
    for skill in graph.skills where !skill.bundledFiles.isEmpty {
      let root = RealPath.absolute((skill.source.path as NSString).deletingLastPathComponent)
      for file in skill.bundledFiles {
        bundled[root + "/" + file.path] =
          SitePath.skill(skill.id) + "#" + SkillPage.fileAnchor(file.path)
      }
    }
    if !bundled.isEmpty {
      for id in Array(contexts.keys) { contexts[id]?.bundledFiles = bundled }
    }
    for section in graph.sections {
      contexts[section.skillID]?.anchors[section.source.startLine] = section.slug
    }
    func mark(_ entities: [some GraphEntity]) {
      for entity in entities where contexts[entity.skillID]?.anchors[entity.source.startLine] != nil
      {
        contexts[entity.skillID]?.headingKinds[entity.source.startLine] = entity.kind
      }
    }
    mark(graph.patterns)
    mark(graph.antiPatterns)
    mark(graph.pressureScenarios)
    mark(graph.checklists)
    mark(graph.realWorldExamples)
    for check in auditChecks {
      contexts[check.skillID]?.auditChecks[check.line, default: []].append(check)
    }
    for tree in graph.decisionTrees {
      contexts[tree.skillID]?.treePages[tree.source.startLine] = SitePath.tree(tree.id)
    }
    for reference in graph.crossReferences {
      guard let page = contexts[reference.fromSkillID]?.pagePath else { continue }
      let href = reference.targetID.flatMap { target(of: $0) }.map {
        SitePath.relative(from: page, to: $0)
      }
      contexts[reference.fromSkillID]?.references[reference.source.startLine, default: []].append(
        PageContext.Reference(text: reference.text, form: reference.form, href: href))
    }
  }

  /// Pattern `number` of a skill.
  package func pattern(number: Int, inSkill skillID: String) -> Pattern? {
    patterns[skillID]?[number]
  }

  /// The page context of a skill.
  package func context(of skillID: String) -> PageContext? { contexts[skillID] }

  /// The site path (with `#anchor`) of an entity, relative to the output folder.
  package func target(of entityID: String) -> String? {
    guard let entity = graph.entity(withID: entityID) else { return nil }
    let page = SitePath.skill(entity.skillID)
    switch entity {
    case is Skill: return page
    case let section as Section: return "\(page)#\(section.slug)"
    case let tree as DecisionTree: return SitePath.tree(tree.id)
    case let pattern as Pattern: return anchored(page, pattern.sectionID)
    case let checklist as Checklist: return anchored(page, checklist.sectionID)
    case let antiPattern as AntiPattern: return anchored(page, antiPattern.sectionID)
    case let scenario as PressureScenario: return anchored(page, scenario.sectionID)
    default: return page
    }
  }

  /// NB: the section's anchor is looked up in the graph's own index: a table of every
  /// section's anchor was 8.4 MB of a site build of ten copies of the Axiom collection.
  private func anchored(_ page: String, _ sectionID: String) -> String {
    graph.section(withID: sectionID).map { "\(page)#\($0.slug)" } ?? page
  }
}
