import Foundation
import SkillgraphIngest
public import SkillgraphModel
import SkillgraphSupport
public import SkillgraphTemplates

/// Turns a collection into Agent Skills inside a Claude Code plugin: one folder per skill with
/// a lean `SKILL.md`, its long sections in `references/`, its code templates in `assets/`,
/// and the plugin and marketplace manifests that declare the skills and the MCP server.
public struct AgentSkillsExporter: Sendable {
  /// The collection.
  public var graph: KnowledgeGraph
  /// The code templates; the sets implementing a skill go into its `assets/templates/`.
  public var catalog: TemplateCatalog?
  /// The content folders the graph was read from (for the vocabulary and the plugin's name).
  public var folders: [String]
  /// Choices the collection does not settle.
  public var options: AgentSkillsExportOptions

  /// Creates an exporter.
  public init(
    graph: KnowledgeGraph, catalog: TemplateCatalog?, folders: [String],
    options: AgentSkillsExportOptions = AgentSkillsExportOptions()
  ) {
    self.graph = graph
    self.catalog = catalog
    self.folders = folders
    self.options = options
  }

  /// Every file of the export; throws when a skill's or template's file cannot be read.
  public func export() throws(ExportError) -> AgentSkillsExport {
    let layouts = try self.layouts()
    let byID = Dictionary(uniqueKeysWithValues: layouts.map { ($0.skill.id, $0) })
    var files: [AgentSkillsExport.File] = []
    var skills: [AgentSkillsExportReport.ExportedSkill] = []
    var componentNames: [SkillFile.Role: Set<String>] = [:]
    for layout in layouts {
      if let folder = Self.componentFolders[layout.skill.role] {
        // NB: a plugin's agents and commands are loaded from its agents/ and commands/ as they
        // are written (their `tools` and `model` keys included), never as skills.
        guard let data = try? FileBytes.contents(of: layout.skill.source.path) else {
          throw .unreadable(layout.skill.source.path)
        }
        let stem = ((layout.skill.source.path as NSString).lastPathComponent as NSString)
          .deletingPathExtension
        let name = AgentSkillName.unique(
          AgentSkillName.make(stem, fallback: folder),
          among: componentNames[layout.skill.role] ?? [])
        componentNames[layout.skill.role, default: []].insert(name)
        let path = "\(folder)/\(name).md"
        files.append(.init(path: path, contents: Array(data)))
        skills.append(
          .init(
            id: layout.skill.id, name: name, kind: layout.skill.role.rawValue, path: path,
            skillFileLines: SourceText(String(decoding: data, as: UTF8.self)).lineCount,
            references: [], templates: []))
        continue
      }
      let links = LinkTargets(layouts: byID, graph: graph)
      let sets = templateSets(of: layout.skill)
      var skillFile = SkillFileComposer(layout: layout, templates: sets.map(\.manifest))
      let titles = Dictionary(
        graph.skills.map { ($0.source.path, $0.title) }, uniquingKeysWith: { first, _ in first })
      skillFile.documents = keptPaths(of: layout.skill).filter { $0.inside.hasSuffix(".md") }.map {
        (path: $0.inside, title: titles[$0.from] ?? $0.inside)
      }
      let text = try skillFile.text(links: links)
      let folder = "skills/\(layout.name)/"
      files.append(.init(path: folder + SkillLayout.skillFile, contents: Array(text.utf8)))
      for (chunk, file) in zip(layout.document.chunks, layout.chunkFiles) {
        guard let file else { continue }
        let lines = links.rewriter(in: layout, file: file).rewrite(chunk.lines)
        files.append(
          .init(path: folder + file, contents: Array((lines.joined(separator: "\n") + "\n").utf8)))
      }
      let kept = try keptFiles(of: layout.skill)
      files += kept.map { .init(path: folder + $0.path, contents: $0.contents) }
      for set in sets {
        files += try assetFiles(of: set, under: folder + "assets/templates/\(set.manifest.id)/")
          .filter { file in !kept.contains { folder + $0.path == file.path } }
      }
      skills.append(
        .init(
          id: layout.skill.id, name: layout.name, kind: "skill",
          path: folder + SkillLayout.skillFile,
          skillFileLines: text.split(separator: "\n", omittingEmptySubsequences: false).count - 1,
          references: layout.referenceFiles
            + kept.map(\.path).filter { $0.hasPrefix("references/") && $0.hasSuffix(".md") },
          templates: sets.map(\.manifest.id)))
    }
    if let vocabulary = vocabularyFile() {
      files.append(.init(path: "skills/\(VocabularyFile.name)", contents: vocabulary))
    }
    let plugin = pluginFiles(
      layouts: layouts.filter { Self.componentFolders[$0.skill.role] == nil },
      hasComponents: !componentNames.isEmpty)
    files += plugin.files
    let report = AgentSkillsExportReport(
      plugin: plugin.name, marketplace: plugin.marketplace, version: plugin.version,
      skills: skills, files: files.count, bytes: files.reduce(0) { $0 + $1.contents.count })
    return AgentSkillsExport(files: files, report: report)
  }

  /// The folder of a plugin's component of `role` in the export, for the roles that are not
  /// skills.
  static let componentFolders: [SkillFile.Role: String] = [.agent: "agents", .command: "commands"]

  /// Each skill's layout, in ID order, with names unique across the export.
  package func layouts() throws(ExportError) -> [SkillLayout] {
    var used: Set<String> = []
    var result: [SkillLayout] = []
    let sectionsBySkill = Dictionary(grouping: graph.sections, by: \.skillID)
    let treesBySkill = Dictionary(grouping: graph.decisionTrees, by: \.skillID)
    // NB: a skill folder's documents and a suite's children travel inside their skill's folder
    // (`keptFiles(of:)`); they are not skills an agent chooses.
    // NB: a guide (a README, a context file) describes the collection, not a skill to export.
    for skill in graph.skills
    where skill.parentSkill == nil && skill.role != .suiteChild && skill.role != .guide {
      let name = AgentSkillName.unique(AgentSkillName.make(skill.id), among: used)
      used.insert(name)
      guard let data = try? FileBytes.contents(of: skill.source.path) else {
        throw .unreadable(skill.source.path)
      }
      let text = String(decoding: data, as: UTF8.self)
        .replacingOccurrences(of: "\r\n", with: "\n")
      let document = SectionedSkill(text: text, sections: sectionsBySkill[skill.id] ?? [])
      let kept = keptPaths(of: skill)
      var layout = SkillLayout(
        skill: skill, name: name, document: document,
        treeLines: (treesBySkill[skill.id] ?? []).map(\.source.startLine),
        lineBudget: options.skillFileLineBudget, reserved: Set(kept.map(\.inside)))
      for linked in linkedPaths(of: skill) {
        layout.linkedDocuments[RealPath.absolute(linked.from)] = linked.inside
      }
      result.append(layout)
    }
    return result
  }

  /// The files copied unchanged into `skill`'s folder: its documents (`references/x.md`), its
  /// suite children (`skills/x.md`), its scripts and assets, and the documents it links from
  /// outside its folder (`linkedPaths(of:)`); each with its path inside the folder and the path
  /// it is read from.
  package func keptPaths(of skill: Skill) -> [(inside: String, from: String)] {
    let root = (skill.source.path as NSString).deletingLastPathComponent
    var paths: [(inside: String, from: String)] = []
    if skill.role == .skillFolder || skill.role == .suiteRouter {
      for other in graph.skills
      where
        (other.parentSkill == skill.id || (other.role == .suiteChild && other.suite == skill.id))
        && other.source.path.hasPrefix(root + "/")
      {
        let inside = other.relativePath.split(separator: "/").dropFirst().joined(separator: "/")
        paths.append((inside, other.source.path))
      }
      paths += skill.bundledFiles.map { ($0.path, root + "/" + $0.path) }
    }
    return paths + linkedPaths(of: skill, besides: Set(paths.map(\.inside)))
  }

  /// The documents read because `skill` links them from outside its folder (a plugin's
  /// `../shared/api.md`): an agent given the skill's folder alone must find them in it. Each
  /// goes under `references/` (or `references/linked/` when a path there is taken), where the
  /// documents keep their places relative to one another, so that their links to each other
  /// still resolve.
  package func linkedPaths(of skill: Skill, besides taken: Set<String> = [])
    -> [(inside: String, from: String)]
  {
    let root = RealPath.absolute((skill.source.path as NSString).deletingLastPathComponent)
    let sources = graph.skills.filter { $0.parentSkill == skill.id && $0.role == .skillDocument }
      .map(\.source.path).filter { !RealPath.absolute($0).hasPrefix(root + "/") }
    guard !sources.isEmpty else { return [] }
    var base = root.split(separator: "/")
    for source in sources {
      let folder = RealPath.absolute(source).split(separator: "/").dropLast()
      base = Array(zip(base, folder).prefix { $0 == $1 }.map(\.0))
    }
    let inside = sources.map { source in
      RealPath.absolute(source).split(separator: "/").dropFirst(base.count).joined(separator: "/")
    }
    let folder =
      inside.contains { taken.contains("references/" + $0) } ? "references/linked/" : "references/"
    return zip(inside, sources).map { (folder + $0, $1) }
  }

  /// The contents of `keptPaths(of:)`.
  package func keptFiles(of skill: Skill) throws(ExportError) -> [AgentSkillsExport.File] {
    var files: [AgentSkillsExport.File] = []
    let root = (skill.source.path as NSString).deletingLastPathComponent
    let rule = ContainedPath(root: root)
    // NB: a linked document is read within the content folder that holds it, as it was loaded.
    let holders = folders.compactMap { ContainedPath(root: $0) }
    for (inside, from) in keptPaths(of: skill) {
      let readers = [rule].compactMap { $0 } + holders
      guard
        let data = readers.lazy.compactMap({
          try? $0.contents(of: from, limit: FileBytes.maximumBytes)
        }).first
      else {
        throw .unreadable(from)
      }
      files.append(.init(path: inside, contents: Array(data)))
    }
    return files
  }

  /// The template sets implementing a pattern or section of `skill`.
  package func templateSets(of skill: Skill) -> [TemplateSet] {
    (catalog?.sets ?? []).filter { $0.manifest.implements.skill == skill.id }
  }

  /// A template set's manifest and template files, copied unchanged under `prefix`.
  package func assetFiles(of set: TemplateSet, under prefix: String) throws(ExportError)
    -> [AgentSkillsExport.File]
  {
    let names = ["template.yml"] + set.manifest.files.map(\.template)
    var files: [AgentSkillsExport.File] = []
    let rule = ContainedPath(root: set.folder)
    for name in names where !files.contains(where: { $0.path == prefix + name }) {
      let path = "\(set.folder)/\(name)"
      guard let data = try? rule?.contents(of: path, limit: FileBytes.maximumBytes) else {
        throw .unreadable(path)
      }
      files.append(.init(path: prefix + name, contents: Array(data)))
    }
    return files
  }

  /// The collection's vocabulary, when exactly one content folder has one.
  package func vocabularyFile() -> [UInt8]? {
    let found = folders.compactMap { folder in
      try? ContainedPath(root: folder)?.contents(
        of: (folder as NSString).appendingPathComponent(VocabularyFile.name), limit: 1 << 20)
    }
    return found.count == 1 ? Array(found[0]) : nil
  }
}
