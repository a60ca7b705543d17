package import Foundation
import SkillgraphMarkdown
package import SkillgraphModel

/// The skill folders that a Claude Code plugin (`.claude-plugin/plugin.json`) or marketplace
/// (`.claude-plugin/marketplace.json`) declares, with the manifests' problems as diagnostics.
///
/// A plugin's skills are in its `skills/` folder, plus the folders its manifest's `skills` field
/// names (a path or a list of paths, relative to the plugin's root and starting with `./`). A
/// marketplace lists plugins whose `source` is a relative path (below `metadata.pluginRoot`
/// when given); other sources (a Git repository, a URL) are not local and are only noted.
package struct PluginManifest {
  /// The manifest folder's name.
  package static let folder = ".claude-plugin"

  /// What a plugin or marketplace root declares.
  package struct Declared {
    /// Skill folders, as paths relative to the root the manifest was found in.
    package var skillFolders: [String] = []
    package var diagnostics: [Diagnostic] = []
  }

  package let fileManager = FileManager.default

  /// Whether `root` holds a plugin or marketplace manifest.
  package func isPlugin(root: String) -> Bool {
    ["marketplace.json", "plugin.json"].contains {
      fileManager.fileExists(atPath: "\(root)/\(Self.folder)/\($0)")
    }
  }

  /// The skill folders `root`'s manifest declares; a marketplace wins over a plugin manifest.
  package func declared(root: String) -> Declared {
    var result = Declared()
    let marketplace = "\(root)/\(Self.folder)/marketplace.json"
    if fileManager.fileExists(atPath: marketplace) {
      readMarketplace(marketplace, root: root, into: &result)
    } else {
      readPlugin(root: root, relative: "", into: &result)
    }
    var seen = Set<String>()
    result.skillFolders = result.skillFolders.filter { seen.insert($0).inserted }
    return result
  }

  private func readMarketplace(_ path: String, root: String, into result: inout Declared) {
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
      guard let source = plugin["source"] as? String else {
        let severity: Diagnostic.Severity = plugin["source"] == nil ? .error : .note
        let message =
          plugin["source"] == nil
          ? "plugin '\(name)' has no 'source'"
          : "plugin '\(name)' comes from outside this folder (its 'source' is not a path); it is not read"
        manifest.report(severity, message, key: "source", near: name, into: &result)
        continue
      }
      let relative = Self.join(Self.trimmed(pluginRoot), Self.trimmed(source))
      guard let folder = contained(relative, root: root) else {
        manifest.report(
          .error, "plugin '\(name)' has the source '\(source)', outside the marketplace's folder",
          key: "source", near: name, into: &result)
        continue
      }
      guard isDirectory("\(root)/\(folder)") else {
        manifest.report(
          .warning, "plugin '\(name)': the source folder '\(source)' does not exist",
          key: "source", near: name, into: &result)
        continue
      }
      let entryPaths = skillPaths(
        plugin["skills"], manifest: manifest, plugin: folder, root: root, into: &result)
      readPlugin(root: root, relative: folder, extra: entryPaths, into: &result)
    }
  }

  /// Reads the plugin at `root/relative`: its manifest when it has one, its `skills/` folder,
  /// and `extra` skill paths (from a marketplace entry).
  private func readPlugin(
    root: String, relative: String, extra: [String] = [], into result: inout Declared
  ) {
    let pluginRoot = relative.isEmpty ? root : "\(root)/\(relative)"
    var paths = ["skills"] + extra
    let path = "\(pluginRoot)/\(Self.folder)/plugin.json"
    if fileManager.fileExists(atPath: path),
      let manifest = ManifestFile(path: path, into: &result.diagnostics)
    {
      if manifest.object["name"] as? String == nil {
        manifest.report(.error, "plugin manifest has no 'name'", key: "name", into: &result)
      }
      paths += skillPaths(
        manifest.object["skills"], manifest: manifest, plugin: relative, root: root, into: &result)
    }
    for skillsPath in paths {
      let inPlugin = Self.join(relative, skillsPath)
      guard let folder = contained(inPlugin, root: root) else { continue }
      result.skillFolders += skillFolders(at: folder, root: root)
    }
  }

  /// The paths of a `skills` field (a string or a list of strings), relative to the plugin
  /// at `root/plugin`; a path that names no folder, or a folder without a skill, is a warning.
  private func skillPaths(
    _ value: Any?, manifest: ManifestFile, plugin: String, root: String,
    into result: inout Declared
  ) -> [String] {
    guard let value else { return [] }
    let paths: [String]
    if let single = value as? String {
      paths = [single]
    } else if let list = value as? [Any], list.allSatisfy({ $0 is String }) {
      paths = list.compactMap { $0 as? String }
    } else {
      manifest.report(
        .error, "'skills' must be a path or a list of paths", key: "skills", into: &result)
      return []
    }
    var kept: [String] = []
    for path in paths {
      if !path.hasPrefix("./") {
        manifest.report(
          .warning, "skill path '\(path)' should be relative and start with './'", key: path,
          into: &result)
      }
      if path.hasPrefix("/") || Self.trimmed(path).split(separator: "/").contains("..") {
        manifest.report(
          .error, "skill path '\(path)' leaves the plugin's folder", key: path, into: &result)
        continue
      }
      let trimmed = Self.trimmed(path)
      if let folder = contained(Self.join(plugin, trimmed), root: root) {
        if !isDirectory("\(root)/\(folder)") {
          manifest.report(
            .warning, "skill path '\(path)' does not exist", key: path, into: &result)
        } else if skillFolders(at: folder, root: root).isEmpty {
          manifest.report(
            .warning, "skill path '\(path)' holds no SKILL.md", key: path, into: &result)
        }
      }
      kept.append(trimmed)
    }
    return kept
  }

  /// `relative` (inside `root`) as a skill folder, or the skill folders it holds.
  private func skillFolders(at relative: String, root: String) -> [String] {
    let path = "\(root)/\(relative)"
    if fileManager.fileExists(atPath: "\(path)/SKILL.md") { return [relative] }
    let names = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().filter {
      !$0.hasPrefix(".") && fileManager.fileExists(atPath: "\(path)/\($0)/SKILL.md")
    }.map { "\(relative)/\($0)" }
  }

  private func contained(_ relative: String, root: String) -> String? {
    let normalized = ReferenceResolver.normalize(relative)
    if normalized.hasPrefix("/") || normalized.split(separator: "/").first == ".." { return nil }
    return normalized
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
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
