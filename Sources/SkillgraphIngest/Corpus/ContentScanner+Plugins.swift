import Foundation
import SkillgraphModel
import SkillgraphSupport

extension ContentScanner {
  /// Reads `folder` as a plugin or marketplace: each plugin's skill folders, agents and
  /// commands; `prefix` starts the IDs of agents and commands (a plugin inside a collection).
  func plugins(in folder: String, rule: ContainedPath, prefix: String = "") -> Scan {
    let declared = PluginManifest().declared(root: folder)
    var scan = Scan(diagnostics: declared.diagnostics)
    let root = URL(fileURLWithPath: folder)
    for relative in declared.skillFolders {
      let parent = (relative as NSString).deletingLastPathComponent
      let path = join(folder, relative)
      guard rule.isFolder(path) else {
        if case .refused(let reason) = rule.kind(of: path) {
          scan.skipped.append(SkippedFile(path: path, reason: reason))
        }
        continue
      }
      scan.files += skillFolder(
        root.appendingPathComponent(relative), displayRoot: join(folder, parent), rule: rule,
        skipped: &scan.skipped)
    }
    var seen = Set(scan.files.map(\.path))
    for plugin in declared.plugins {
      let components =
        plugin.agentFiles.map { ($0, SkillFile.Role.agent) }
        + plugin.commandFiles.map { ($0, SkillFile.Role.command) }
      for (relative, role) in components {
        let path = join(folder, relative)
        guard seen.insert(path).inserted else { continue }
        switch rule.kind(of: path) {
        case .file: break
        case .refused(let reason):
          scan.skipped.append(SkippedFile(path: path, reason: reason))
          continue
        default: continue
        }
        let stem = String(relative.dropLast(3))
        scan.files.append(
          SkillFile(
            id: prefix + stem, path: path, relativePath: prefix + relative, suite: nil,
            role: role, expectedName: String(stem.split(separator: "/").last ?? "")))
      }
    }
    scan.manifests = (declared.marketplaces + declared.plugins.flatMap(\.manifests)).map {
      join(folder, $0)
    }
    scan.componentRoots = declared.plugins.flatMap { plugin in
      plugin.componentRoots.map { join(folder, $0) }
    }
    scan.files.sort { $0.path < $1.path }
    scan.layouts = [layout(of: folder, declared: declared, files: scan.files)]
    return scan
  }

  private func layout(of folder: String, declared: PluginManifest.Declared, files: [SkillFile])
    -> FolderLayout
  {
    let manifests = declared.plugins.flatMap(\.manifests)
    let count = { (role: SkillFile.Role) in files.filter { $0.role == role }.count }
    let skills = files.filter { $0.role == .skillFolder || $0.role == .suiteRouter }.count
    var parts: [String] = []
    if !declared.marketplaces.isEmpty {
      parts.append(declared.marketplaces.joined(separator: ", "))
      parts.append(
        "\(declared.plugins.count) local plugin\(declared.plugins.count == 1 ? "" : "s")")
    }
    if !manifests.isEmpty {
      parts.append("manifests " + manifests.joined(separator: ", "))
    } else if declared.marketplaces.isEmpty {
      parts.append("no manifest: the standard folders skills/, agents/, commands/")
    }
    parts.append(
      [
        counted(skills, "skill"), counted(count(.agent), "agent"),
        counted(count(.command), "command"),
      ]
      .joined(separator: ", "))
    return FolderLayout(
      folder: folder, kind: declared.marketplaces.isEmpty ? .plugin : .marketplace,
      detail: parts.joined(separator: "; "))
  }
}
