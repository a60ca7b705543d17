package import Foundation
import SkillgraphMarkdown
package import SkillgraphModel

/// Finds the skill documents in a content folder, detecting its layout.
///
/// Layouts: a folder of `.md` files (one skill each); `name/SKILL.md` folders, whose other
/// Markdown files are documents of the skill (`name/references/x`); suites, where
/// `suite/SKILL.md` routes to `suite/skills/*.md` children with IDs `suite--child`; Claude Code
/// plugins and marketplaces, whose manifests say where their skills are. A folder that holds
/// only a `skills/` folder is read through it.
package struct ContentScanner {
  /// What a scan found.
  package struct Scan {
    /// The skill files, sorted by path.
    package var files: [SkillFile] = []
    /// The files seen and not read.
    package var skipped: [SkippedFile] = []
    /// Problems with the layout itself, such as a plugin manifest's.
    package var diagnostics: [Diagnostic] = []
  }

  /// Files at the top of a flat folder that describe the folder, not a skill.
  package static let folderDocuments: Set<String> = [
    "readme.md", "license.md", "changelog.md", "contributing.md",
  ]

  package let fileManager = FileManager.default
  /// Whether skill folders' scripts and assets are listed (with their first comment line); a
  /// scan that needs only the Markdown files (the search index's freshness check) skips them.
  package var listsBundledFiles = true

  /// A scanner of the local file system.
  package init(listsBundledFiles: Bool = true) {
    self.listsBundledFiles = listsBundledFiles
  }

  /// The skill files of `folder`, sorted by path, and the files skipped while scanning.
  package func scan(folder: String) throws(LoadError) -> Scan {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw LoadError.missingFolder(folder)
    }
    guard isDirectory.boolValue else {
      return Scan(files: [file(at: folder)])
    }
    let root = URL(fileURLWithPath: folder)
    if fileManager.fileExists(atPath: root.appendingPathComponent("SKILL.md").path) {
      return Scan(
        files: skillFolder(root, displayRoot: (folder as NSString).deletingLastPathComponent))
    }
    let manifest = PluginManifest()
    if manifest.isPlugin(root: folder) {
      let declared = manifest.declared(root: folder)
      var files: [SkillFile] = []
      for relative in declared.skillFolders {
        let parent = (relative as NSString).deletingLastPathComponent
        files += skillFolder(
          root.appendingPathComponent(relative), displayRoot: join(folder, parent))
      }
      return Scan(
        files: files.sorted { $0.path < $1.path }, diagnostics: declared.diagnostics)
    }
    let entries = try contents(of: root)
    let markdown = entries.filter { $0.hasSuffix(".md") && !isDirectoryEntry(root, $0) }
    let folders = entries.filter { isDirectoryEntry(root, $0) }
    if markdown.isEmpty, folders == ["skills"] {
      return try scan(folder: join(folder, "skills"))
    }
    var files: [SkillFile] = []
    var skipped: [SkippedFile] = []
    for name in markdown {
      let path = join(folder, name)
      if Self.folderDocuments.contains(name.lowercased()) {
        skipped.append(SkippedFile(path: path, reason: "describes the folder, not a skill"))
        continue
      }
      let stem = String(name.dropLast(3))
      files.append(
        SkillFile(
          id: stem, path: path, relativePath: name, suite: nil, role: .standalone,
          expectedName: stem))
    }
    for name in folders where fileManager.fileExists(atPath: join(folder, name, "SKILL.md")) {
      files += skillFolder(root.appendingPathComponent(name), displayRoot: folder)
    }
    return Scan(files: files.sorted { $0.path < $1.path }, skipped: skipped)
  }

  private func file(at path: String) -> SkillFile {
    let name = (path as NSString).lastPathComponent
    let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    return SkillFile(
      id: stem, path: path, relativePath: name, suite: nil, role: .standalone, expectedName: stem)
  }

  private func skillFolder(_ url: URL, displayRoot: String) -> [SkillFile] {
    let name = url.lastPathComponent
    let base = displayRoot.isEmpty ? name : join(displayRoot, name)
    let childFolder = url.appendingPathComponent("skills")
    let children = ((try? contents(of: childFolder)) ?? []).filter { $0.hasSuffix(".md") }
    let role: SkillFile.Role = children.isEmpty ? .skillFolder : .suiteRouter
    let suite = role == .suiteRouter ? name : nil
    let folder = SkillFolderReader(listsBundledFiles: listsBundledFiles).read(
      folder: url.path, skipping: children.isEmpty ? [] : ["skills"])
    var skill = SkillFile(
      id: name, path: join(base, "SKILL.md"), relativePath: "\(name)/SKILL.md", suite: suite,
      role: role, expectedName: name)
    skill.bundledFiles = folder.bundled
    var files = [skill]
    for child in children {
      let stem = String(child.dropLast(3))
      files.append(
        SkillFile(
          id: "\(name)--\(stem)", path: join(base, "skills", child),
          relativePath: "\(name)/skills/\(child)", suite: name, role: .suiteChild,
          expectedName: stem))
    }
    for document in folder.documents {
      let relative = document.relativePath
      let stem = String(relative.dropLast(3))
      var file = SkillFile(
        id: "\(name)/\(stem)", path: join(base, relative), relativePath: "\(name)/\(relative)",
        suite: suite, role: .skillDocument,
        expectedName: String(stem.split(separator: "/").last ?? ""))
      file.parentSkill = name
      files.append(file)
    }
    return files
  }

  private func contents(of url: URL) throws(LoadError) -> [String] {
    do {
      return try fileManager.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
        .sorted()
    } catch {
      throw LoadError.unreadableFolder(url.path, reason: error.localizedDescription)
    }
  }

  private func isDirectoryEntry(_ root: URL, _ name: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(
      atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private func join(_ parts: String...) -> String {
    let joined = parts.filter { !$0.isEmpty }.joined(separator: "/")
    guard joined.utf8.allSatisfy({ $0 < 0x80 }) else {
      return joined.replacingOccurrences(of: "//", with: "/")
    }
    // NB: an ASCII path has each `//` (left to right, not overlapping) made `/` byte by byte, as
    // Foundation's `replacingOccurrences` does, at a fraction of its cost: it was most of the
    // scan, which runs before any file is read.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(joined.utf8.count)
    var previousWasPair = false
    for byte in joined.utf8 {
      if byte == UInt8(ascii: "/"), bytes.last == UInt8(ascii: "/"), !previousWasPair {
        previousWasPair = true
        continue
      }
      previousWasPair = false
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
