package import Foundation
package import SkillgraphModel
import SkillgraphSupport

/// The plugins a folder holds, read the way the agents that own the layouts read them, with the
/// manifests' problems as diagnostics.
///
/// A plugin's components sit in its standard folders, `skills/` (folders with a `SKILL.md`),
/// `agents/` and `commands/` (Markdown files), plus the paths its manifests' `skills`, `agents`
/// and `commands` fields name (a path or a list of paths, relative to the plugin's root and
/// starting with `./`). The manifest is optional: Claude Code loads the standard folders of a
/// plugin without one. Manifests are read from every `.NAME-plugin/plugin.json` (Claude Code,
/// Codex, Cursor and others) and from a `claude-code.json`. A marketplace
/// (`.claude-plugin/marketplace.json`, `.agents/plugins/marketplace.json`) lists plugins whose
/// `source` is a relative path (below `metadata.pluginRoot` when given); other sources (a Git
/// repository, a URL) are not local and are only noted.
package struct PluginManifest {
  /// The Claude Code manifest folder's name.
  package static let folder = ".claude-plugin"
  /// Marketplace files, relative to the folder they describe.
  package static let marketplaceFiles = [
    ".claude-plugin/marketplace.json", ".agents/plugins/marketplace.json",
  ]
  /// The standard component folders of a plugin.
  package static let componentFolders = ["skills", "agents", "commands"]

  /// One plugin: where it is and what it holds.
  package struct Plugin: Equatable {
    /// The plugin's folder relative to the root read ("" for the root itself).
    package var folder: String
    /// The manifests read, relative to the root.
    package var manifests: [String] = []
    /// Skill folders (each with a `SKILL.md`), relative to the root.
    package var skillFolders: [String] = []
    /// Agent definitions (Markdown files), relative to the root.
    package var agentFiles: [String] = []
    /// Command definitions (Markdown files), relative to the root.
    package var commandFiles: [String] = []
    /// Folders of the plugin that its components are read from, relative to the root.
    package var componentRoots: [String] = []
    /// The authors its `plugin.json` manifests name (a string, or an object's `name`).
    package var authors: [String] = []
  }

  /// What a plugin or marketplace root declares.
  package struct Declared {
    /// The marketplace files read, relative to the root.
    package var marketplaces: [String] = []
    /// The plugins, each once.
    package var plugins: [Plugin] = []
    package var diagnostics: [Diagnostic] = []

    /// Every skill folder of every plugin, each once, relative to the root.
    package var skillFolders: [String] {
      var seen = Set<String>()
      return plugins.flatMap(\.skillFolders).filter { seen.insert($0).inserted }
    }
  }

  package let fileManager = FileManager.default

  /// A reader of plugin and marketplace manifests.
  package init() {}

  /// Whether `root` is read as a plugin or marketplace: it has a manifest, or the standard
  /// folders of a plugin without one (`agents/` or `commands/` with Markdown files, or a
  /// `skills/` of skill folders beside nothing but files that describe the folder).
  package func isPlugin(root: String) -> Bool {
    if !marketplaces(root: root).isEmpty || !manifests(root: root).isEmpty { return true }
    for component in ["agents", "commands"] where !markdownFiles(in: "\(root)/\(component)").isEmpty
    {
      return true
    }
    guard !skillFolders(at: "skills", root: root).isEmpty else { return false }
    let names = (try? fileManager.contentsOfDirectory(atPath: root)) ?? []
    return names.allSatisfy { name in
      !name.lowercased().hasSuffix(".md") || Self.describesFolder(name)
    }
  }

  /// Whether a top-level Markdown file of a plugin or collection describes it (README,
  /// LICENSE, ...) or instructs agents working on the repository (CLAUDE.md, AGENTS.md,
  /// GEMINI.md): never a skill.
  package static func describesFolder(_ name: String) -> Bool {
    ContentScanner.folderDocuments.contains(name.lowercased())
      || contextFiles.contains(name.lowercased())
  }

  /// Files that agents read as instructions for the repository they work in.
  package static let contextFiles: Set<String> = ["claude.md", "agents.md", "gemini.md"]

  /// The marketplace files of `root`, relative to it.
  package func marketplaces(root: String) -> [String] {
    Self.marketplaceFiles.filter { fileManager.fileExists(atPath: "\(root)/\($0)") }
  }

  /// The plugin manifests of `root`, relative to it: every `.NAME-plugin/plugin.json`, and a
  /// `claude-code.json` at the root or in `.claude-plugin/`.
  package func manifests(root: String) -> [String] {
    let names = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted()
    var found = names.filter { $0.hasPrefix(".") && $0.hasSuffix("-plugin") }.map {
      "\($0)/plugin.json"
    }
    found += ["claude-code.json", "\(Self.folder)/claude-code.json"]
    return found.filter { fileManager.fileExists(atPath: "\(root)/\($0)") }
  }

  /// The plugins `root` holds: those its marketplaces list, or the root itself.
  package func declared(root: String) -> Declared {
    var result = Declared()
    result.marketplaces = marketplaces(root: root)
    for marketplace in result.marketplaces {
      readMarketplace(marketplace, root: root, into: &result)
    }
    if result.marketplaces.isEmpty {
      readPlugin(root: root, relative: "", into: &result)
    }
    return result
  }

  private func readMarketplace(_ file: String, root: String, into result: inout Declared) {
    let path = "\(root)/\(file)"
    guard let manifest = ManifestFile(path: path, into: &result.diagnostics) else { return }
    guard let plugins = manifest.object["plugins"] as? [Any] else {
      manifest.report(.error, "marketplace has no 'plugins' list", key: "plugins", into: &result)
      return
    }
    var pluginRoot = ""
    if let metadata = manifest.object["metadata"] as? [String: Any],
      let declaredRoot = metadata["pluginRoot"] as? String
    {
      pluginRoot = declaredRoot
    }
    var listedParents: [String] = []
    defer {
      readUnlisted(beside: listedParents, manifest: manifest, file: file, root: root, into: &result)
    }
    for (position, entry) in plugins.enumerated() {
      guard let plugin = entry as? [String: Any] else {
        manifest.report(
          .error, "plugin \(position + 1) of 'plugins' is not an object", key: "plugins",
          into: &result)
        continue
      }
      let name = plugin["name"] as? String ?? "plugin \(position + 1)"
      if plugin["name"] as? String == nil {
        manifest.report(.error, "\(name) of 'plugins' has no 'name'", key: "plugins", into: &result)
      }
      guard let source = Self.localSource(plugin["source"]) else {
        let severity: Diagnostic.Severity = plugin["source"] == nil ? .error : .note
        let message =
          plugin["source"] == nil
          ? "plugin '\(name)' has no 'source'"
          : "plugin '\(name)' comes from outside this folder (its 'source' is not a path); it is not read"
        manifest.report(severity, message, key: "source", near: name, into: &result)
        continue
      }
      let relative = Self.join(Self.trimmed(pluginRoot), Self.trimmed(source))
      if let folder = contained(relative), !folder.isEmpty {
        let parent = (folder as NSString).deletingLastPathComponent
        if !listedParents.contains(parent) { listedParents.append(parent) }
      }
      guard let folder = contained(relative) else {
        manifest.report(
          .error, "plugin '\(name)' has the source '\(source)', outside the marketplace's folder",
          key: "source", near: name, into: &result)
        continue
      }
      guard isDirectory(folder.isEmpty ? root : "\(root)/\(folder)") else {
        manifest.report(
          .warning, "plugin '\(name)': the source folder '\(source)' does not exist",
          key: "source", near: name, into: &result)
        continue
      }
      var extra = Plugin(folder: folder)
      extra.skillFolders = componentPaths(
        plugin["skills"], key: "skills", manifest: manifest, plugin: folder, root: root,
        into: &result
      ).flatMap { skillFolders(at: $0, root: root) }
      extra.agentFiles = componentPaths(
        plugin["agents"], key: "agents", manifest: manifest, plugin: folder, root: root,
        into: &result
      ).flatMap { markdownFiles(at: $0, root: root) }
      extra.commandFiles = componentPaths(
        plugin["commands"], key: "commands", manifest: manifest, plugin: folder, root: root,
        into: &result
      ).flatMap { markdownFiles(at: $0, root: root) }
      readPlugin(root: root, relative: folder, extra: extra, into: &result)
    }
  }

  /// Reads, as plugins of their own, the folders beside the marketplace's listed plugins
  /// (`parents`: the folders that hold them) that are plugins (`isPlugin(root:)`) it does not
  /// list, with a note: an agent installs such a plugin from its folder, and a marketplace
  /// file that has fallen behind its repository would otherwise hide it. A link is not
  /// followed: it may lead out of the folder being read.
  private func readUnlisted(
    beside parents: [String], manifest: ManifestFile, file: String, root: String,
    into result: inout Declared
  ) {
    for parent in parents {
      let folder = parent.isEmpty ? root : "\(root)/\(parent)"
      let names = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        let relative = parent.isEmpty ? name : "\(parent)/\(name)"
        guard !result.plugins.contains(where: { $0.folder == relative }),
          FileStatus(of: "\(root)/\(relative)")?.kind == .folder,
          isPlugin(root: "\(root)/\(relative)")
        else { continue }
        readPlugin(root: root, relative: relative, into: &result)
        manifest.report(
          .note,
          "plugin folder '\(relative)' is not listed in \(file); it is read as a plugin of its own",
          key: "plugins", identifier: "unlisted-plugin", into: &result)
      }
    }
  }

  /// A marketplace entry's `source` when it is a local path: a string, or an object whose
  /// `path` (or a `url` that is a relative path) names a folder.
  private static func localSource(_ value: Any?) -> String? {
    if let path = value as? String { return path }
    guard let object = value as? [String: Any] else { return nil }
    if let path = object["path"] as? String { return path }
    if let url = object["url"] as? String, url.hasPrefix("./") || url == "." { return url }
    return nil
  }

  /// Reads the plugin at `root/relative`: its manifests, its standard folders, and what a
  /// marketplace entry adds (`extra`). A plugin already read adds only what is new.
  private func readPlugin(
    root: String, relative: String, extra: Plugin? = nil, into result: inout Declared
  ) {
    let pluginRoot = relative.isEmpty ? root : "\(root)/\(relative)"
    var plugin = Plugin(folder: relative)
    var skillPaths = ["skills"]
    var agentPaths = ["agents"]
    var commandPaths = ["commands"]
    for file in manifests(root: pluginRoot) {
      plugin.manifests.append(Self.join(relative, file))
      guard let manifest = ManifestFile(path: "\(pluginRoot)/\(file)", into: &result.diagnostics)
      else { continue }
      if file.hasSuffix("plugin.json"), manifest.object["name"] as? String == nil {
        manifest.report(.error, "plugin manifest has no 'name'", key: "name", into: &result)
      }
      let author =
        manifest.object["author"] as? String
        ?? (manifest.object["author"] as? [String: Any])?["name"] as? String
      if file.hasSuffix("plugin.json"), let author, !author.isEmpty {
        plugin.authors.append(author)
      }
      skillPaths += componentPaths(
        manifest.object["skills"], key: "skills", manifest: manifest, plugin: relative,
        root: root, into: &result
      ).map { Self.relative($0, to: relative) }
      agentPaths += componentPaths(
        manifest.object["agents"], key: "agents", manifest: manifest, plugin: relative,
        root: root, into: &result
      ).map { Self.relative($0, to: relative) }
      commandPaths += componentPaths(
        manifest.object["commands"], key: "commands", manifest: manifest, plugin: relative,
        root: root, into: &result
      ).map { Self.relative($0, to: relative) }
    }
    for path in Set(skillPaths + agentPaths + commandPaths) {
      if let folder = contained(Self.join(relative, path)) { plugin.componentRoots.append(folder) }
    }
    plugin.skillFolders =
      skillPaths.compactMap { contained(Self.join(relative, $0)) }
      .flatMap { skillFolders(at: $0, root: root) } + (extra?.skillFolders ?? [])
    plugin.agentFiles =
      agentPaths.compactMap { contained(Self.join(relative, $0)) }
      .flatMap { markdownFiles(at: $0, root: root) } + (extra?.agentFiles ?? [])
    plugin.commandFiles =
      commandPaths.compactMap { contained(Self.join(relative, $0)) }
      .flatMap { markdownFiles(at: $0, root: root) } + (extra?.commandFiles ?? [])
    if let index = result.plugins.firstIndex(where: { $0.folder == relative }) {
      var known = result.plugins[index]
      known.manifests = Self.unique(known.manifests + plugin.manifests)
      known.skillFolders = Self.unique(known.skillFolders + plugin.skillFolders)
      known.agentFiles = Self.unique(known.agentFiles + plugin.agentFiles)
      known.commandFiles = Self.unique(known.commandFiles + plugin.commandFiles)
      known.componentRoots = Self.unique(known.componentRoots + plugin.componentRoots)
      known.authors = Self.unique(known.authors + plugin.authors)
      result.plugins[index] = known
    } else {
      plugin.manifests = Self.unique(plugin.manifests)
      plugin.skillFolders = Self.unique(plugin.skillFolders)
      plugin.agentFiles = Self.unique(plugin.agentFiles)
      plugin.commandFiles = Self.unique(plugin.commandFiles)
      plugin.componentRoots = Self.unique(plugin.componentRoots).sorted()
      result.plugins.append(plugin)
    }
  }

  /// The paths of a component field (a string or a list of strings), relative to `root`; a
  /// path that names nothing, or a skills folder without a skill, is a warning.
  private func componentPaths(
    _ value: Any?, key: String, manifest: ManifestFile, plugin: String, root: String,
    into result: inout Declared
  ) -> [String] {
    guard let value else { return [] }
    let paths: [String]
    if let single = value as? String {
      paths = [single]
    } else if let list = value as? [Any], list.allSatisfy({ $0 is String }) {
      paths = list.compactMap { $0 as? String }
    } else {
      // NB: a field that is neither (Kimi's inline agents, a hooks object) declares nothing
      // this reader loads; only `skills` must be a path.
      if key == "skills" {
        manifest.report(
          .error, "'skills' must be a path or a list of paths", key: "skills", into: &result)
      }
      return []
    }
    var kept: [String] = []
    let noun = key == "skills" ? "skill" : String(key.dropLast())
    for path in paths {
      if !path.hasPrefix("./") {
        manifest.report(
          .warning, "\(noun) path '\(path)' should be relative and start with './'", key: path,
          into: &result)
      }
      if path.hasPrefix("/") || Self.trimmed(path).split(separator: "/").contains("..") {
        manifest.report(
          .error, "\(noun) path '\(path)' leaves the plugin's folder", key: path, into: &result)
        continue
      }
      guard let target = contained(Self.join(plugin, Self.trimmed(path))) else { continue }
      let full = target.isEmpty ? root : "\(root)/\(target)"
      if !fileManager.fileExists(atPath: full) {
        manifest.report(
          .warning, "\(noun) path '\(path)' does not exist", key: path, into: &result)
      } else if key == "skills", skillFolders(at: target, root: root).isEmpty {
        manifest.report(
          .warning, "skill path '\(path)' holds no SKILL.md", key: path, into: &result)
      }
      kept.append(target)
    }
    return kept
  }

  /// `relative` (inside `root`) as a skill folder, or the skill folders it holds.
  package func skillFolders(at relative: String, root: String) -> [String] {
    let path = relative.isEmpty ? root : "\(root)/\(relative)"
    if fileManager.fileExists(atPath: "\(path)/SKILL.md") { return [relative] }
    let names = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().filter {
      !$0.hasPrefix(".") && fileManager.fileExists(atPath: "\(path)/\($0)/SKILL.md")
    }.map { Self.join(relative, $0) }
  }

  /// `relative` (inside `root`) when it is a Markdown file, or the Markdown files it holds
  /// (one level: agents and commands are files of their folder, and a subfolder
  /// namespaces commands as `folder:name`).
  private func markdownFiles(at relative: String, root: String) -> [String] {
    let path = relative.isEmpty ? root : "\(root)/\(relative)"
    if relative.lowercased().hasSuffix(".md"), !isDirectory(path) {
      return fileManager.fileExists(atPath: path) ? [relative] : []
    }
    return markdownFiles(in: path).map { Self.join(relative, $0) }
  }

  /// The Markdown files in `folder` and its subfolders (paths relative to it), sorted.
  private func markdownFiles(in folder: String, depth: Int = 0) -> [String] {
    guard depth < 3, let names = try? fileManager.contentsOfDirectory(atPath: folder) else {
      return []
    }
    var found: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = "\(folder)/\(name)"
      if isDirectory(path) {
        found += markdownFiles(in: path, depth: depth + 1).map { "\(name)/\($0)" }
      } else if name.lowercased().hasSuffix(".md"), name.lowercased() != "readme.md" {
        found.append(name)
      }
    }
    return found
  }

  private func contained(_ relative: String) -> String? {
    let normalized = ReferenceResolver.normalize(relative)
    if normalized.hasPrefix("/") || normalized.split(separator: "/").first == ".." { return nil }
    return normalized
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  private static func unique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
  }

  /// `path` (relative to the root) made relative to the plugin folder `plugin`.
  private static func relative(_ path: String, to plugin: String) -> String {
    guard !plugin.isEmpty else { return path }
    return path.hasPrefix(plugin + "/") ? String(path.dropFirst(plugin.count + 1)) : path
  }

  /// A path without a leading `./` or trailing `/`.
  package static func trimmed(_ path: String) -> String {
    var result = Substring(path)
    while result.hasPrefix("./") { result = result.dropFirst(2) }
    while result.hasSuffix("/") { result = result.dropLast() }
    return result == "." ? "" : String(result)
  }

  package static func join(_ first: String, _ second: String) -> String {
    [first, second].filter { !$0.isEmpty }.joined(separator: "/")
  }
}
