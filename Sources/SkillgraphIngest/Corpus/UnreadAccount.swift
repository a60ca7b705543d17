import Foundation
import SkillgraphModel
import SkillgraphSupport

/// One accounting walk: which Markdown files were neither read nor skipped with a reason.
struct UnreadAccount {
  let rule: ContainedPath
  let read: Set<String>
  let covered: Set<String>
  let componentRoots: Set<String>
  let isPlugin: Bool
  let root: String
  var found: [SkippedFile] = []
  var visited = 0

  mutating func walk(_ folder: String, depth: Int) {
    guard depth <= SkillFolderReader.maximumDepth + 2,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where name != ".git" {
      visited += 1
      guard visited < ContentScanner.maximumAccountedEntries else { return }
      let path = folder + "/" + name
      guard !covered.contains(path) else { continue }
      switch rule.kind(of: path) {
      case .file where name.lowercased().hasSuffix(".md"):
        guard !read.contains(path) else { continue }
        found.append(SkippedFile(path: path, reason: reason(file: name, in: folder)))
      case .folder:
        let (markdown, readInside) = count(path)
        guard markdown > 0 else { continue }
        if readInside == 0 {
          found.append(
            SkippedFile(
              path: path,
              reason: reason(folder: name, in: folder, markdown: markdown)))
        } else {
          walk(path, depth: depth + 1)
        }
      default:
        continue
      }
    }
  }

  /// The Markdown files below `folder`, and how many of them were read.
  private mutating func count(_ folder: String) -> (Int, Int) {
    var markdown = 0
    var readInside = 0
    var stack = [(folder, 0)]
    while let (current, depth) = stack.popLast() {
      guard depth <= SkillFolderReader.maximumDepth + 2,
        let names = try? FileManager.default.contentsOfDirectory(atPath: current)
      else { continue }
      for name in names where name != ".git" {
        visited += 1
        if visited >= ContentScanner.maximumAccountedEntries { return (markdown, readInside) }
        let path = current + "/" + name
        if name.lowercased().hasSuffix(".md"), FileStatus(of: path)?.kind != .folder {
          markdown += 1
          if read.contains(path) { readInside += 1 }
        } else if FileStatus(of: path)?.kind == .folder {
          stack.append((path, depth + 1))
        }
      }
    }
    return (markdown, readInside)
  }

  private func reason(file name: String, in folder: String) -> String {
    let prefix = ContentScanner.notLoadedPrefix
    let top = folder == root
    if top, PluginManifest.contextFiles.contains(name.lowercased()) {
      return ContentScanner.contextFileReason
    }
    if top, ContentScanner.folderDocuments.contains(name.lowercased()) {
      return prefix + "describes the folder, not a skill"
    }
    if isPlugin, componentRoots.contains(folder), (folder as NSString).lastPathComponent == "skills"
    {
      return prefix + "in a plugin's skills/, a skill is a folder with a SKILL.md; a loose file "
        + "is not loaded"
    }
    if name.lowercased() == "readme.md" { return prefix + "describes its folder, not a skill" }
    if isPlugin {
      return prefix + "not one of the plugin's components (skills/, agents/, commands/ or a "
        + "path its manifests name)"
    }
    return "not read"
  }

  private func reason(folder name: String, in parent: String, markdown: Int) -> String {
    let files = "\(markdown) Markdown file\(markdown == 1 ? "" : "s")"
    let prefix = ContentScanner.notLoadedPrefix
    if name.hasPrefix(".") {
      return prefix + "a hidden folder (\(files)); no skill layout reads it"
    }
    if name == "assets", FileManager.default.fileExists(atPath: parent + "/SKILL.md") {
      return prefix + "a skill's assets (\(files)): templates it copies into its output, "
        + "listed with its files"
    }
    if SkillFolderReader.ignoredFolders.contains(name) {
      return prefix + "a dependencies folder (\(files))"
    }
    if isPlugin, componentRoots.contains(parent), (parent as NSString).lastPathComponent == "skills"
    {
      return prefix + "in a plugin's skills/, a skill is a folder with a SKILL.md; this one has "
        + "none (\(files))"
    }
    if isPlugin {
      return prefix + "not one of the plugin's components (\(files)): Claude Code, Codex and "
        + "Cursor load skills/, agents/, commands/ and the paths their manifests name"
    }
    return "\(files) not read"
  }
}
