package import Foundation
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// Finds the skill documents in a content folder, detecting its layout.
///
/// Layouts, each read as the agent that owns it reads it: a collection of `.md` files (one
/// skill each) and subfolders (read the same way, IDs `folder/name`); `name/SKILL.md` folders,
/// whose other Markdown files are documents of the skill (`name/references/x`); suites, where
/// `suite/SKILL.md` routes to `suite/skills/*.md` children with IDs `suite--child`; plugins
/// (with or without a manifest) and marketplaces (`PluginManifest`), whose skill folders,
/// agents and commands are read. A folder that holds only a `skills/` folder is read through
/// it. A Markdown file inside the folder that the layout does not read but a file it reads
/// links to is read as a document of the linking skill (`followLinks`). Every Markdown file
/// not read is listed as skipped, with why (`UnreadAccount`).
///
/// The walk follows `ContainedPath`'s rule: nothing outside the folder is read, links to
/// folders are not descended, and FIFOs, sockets and devices are never opened; each entry
/// passed over for that reason is listed as skipped, with why.
package struct ContentScanner {
  /// What a scan found.
  package struct Scan: Equatable, Sendable {
    /// The skill files, sorted by path.
    package var files: [SkillFile] = []
    /// The files seen and not read.
    package var skipped: [SkippedFile] = []
    /// Problems with the layout itself, such as a plugin manifest's.
    package var diagnostics: [Diagnostic] = []
    /// How the folder was read.
    package var layouts: [FolderLayout] = []
    /// The folders of plugins whose components were read (shown paths).
    package var componentRoots: [String] = []
    /// The other files the scan read to find the skills: plugin and marketplace manifests.
    package var manifests: [String] = []
    /// The folder's vocabulary file (`VocabularyFile.name`), when it has one.
    package var vocabulary: String?

    /// Every file whose bytes the loader reads for this folder: the skill files, the bundled
    /// files it lists (their first comment lines), the manifests and the vocabulary file. A
    /// change to any of them changes the graph; a change to any other file does not.
    package var readPaths: [String] {
      var paths: [String] = []
      for file in files {
        paths.append(file.path)
        let folder = (file.path as NSString).deletingLastPathComponent
        for bundled in file.bundledFiles {
          paths.append(folder.isEmpty ? bundled.path : folder + "/" + bundled.path)
        }
      }
      return paths + manifests + (vocabulary.map { [$0] } ?? [])
    }
  }

  /// Files at the top of a flat folder that describe the folder, not a skill.
  package static let folderDocuments: Set<String> = [
    "readme.md", "license.md", "changelog.md", "contributing.md",
  ]

  package let fileManager = FileManager.default
  /// Whether skill folders' scripts and assets are listed (with their first comment line); a
  /// scan that needs only the Markdown files (the search index's freshness check) skips them.
  package var listsBundledFiles = true
  /// Whether the bundled files listed are read for their first comment lines; a scan that
  /// needs only which files there are (the content fingerprint) does not read them.
  package var readsSummaries = true

  /// A scanner of the local file system.
  package init(listsBundledFiles: Bool = true, readsSummaries: Bool = true) {
    self.listsBundledFiles = listsBundledFiles
    self.readsSummaries = readsSummaries
  }

  /// The skill files of `folder`, sorted by path, and the files skipped while scanning.
  package func scan(folder: String) throws(LoadError) -> Scan {
    guard let rule = ContainedPath(root: folder) else { throw LoadError.missingFolder(folder) }
    var scan = try scan(folder: folder, rule: rule)
    // NB: the loader checks a collection's vocabulary with its skills.
    let vocabulary = (folder as NSString).appendingPathComponent(VocabularyFile.name)
    if FileManager.default.fileExists(atPath: vocabulary) { scan.vocabulary = vocabulary }
    if scan.layouts.first?.kind != .file {
      addGuides(in: folder, rule: rule, scan: &scan)
      followLinks(in: folder, rule: rule, scan: &scan)
    }
    if listsBundledFiles, scan.layouts.first?.kind != .file {
      accountForUnread(in: folder, rule: rule, scan: &scan)
    }
    // NB: what an agent would load and this walk would not (a link out of the folder, a FIFO,
    // a folder past the depth bound) is a warning `check` shows, never a silent skip; what no
    // agent loads either (a README, a docs folder beside a plugin's components) is a note.
    for skipped in scan.skipped {
      let loaded =
        !skipped.reason.hasPrefix(Self.notLoadedPrefix) && skipped.reason != Self.contextFileReason
      scan.diagnostics.append(
        Diagnostic(
          loaded ? .warning : .note, loaded ? "unread-path" : "not-loaded",
          loaded ? "not read: \(skipped.reason)" : skipped.reason, path: skipped.path,
          range: .at(line: 1)))
    }
    // NB: a README or a context file alone is no skill: the folder still reads as empty.
    if scan.files.allSatisfy({ $0.role == .guide }), let layout = scan.layouts.first {
      let unread = scan.skipped.count
      scan.diagnostics.append(
        Diagnostic(
          .warning, "no-skills",
          "no skills read from this folder, read as a \(layout.summary): looked for Markdown "
            + "files, name/SKILL.md folders, suites, and plugins' skills/, agents/ and commands/"
            + (unread > 0 ? "; \(unread) entries not read (the notes say why)" : ""),
          path: folder, range: .at(line: 1)))
    }
    return scan
  }

  /// Why a README or LICENSE at the top of a flat folder is not a skill.
  static let folderDocumentReason = notLoadedPrefix + "describes the folder, not a skill"
  /// Why a context file at the top (`AGENTS.md`, `CLAUDE.md`) is not read: agents load it, as
  /// the instructions of the repository they work on, never as one of a collection's skills.
  static let contextFileReason =
    "not a skill: a context file, the instructions agents working on this repository load"
  /// How the reason of an entry that no agent would load begins.
  static let notLoadedPrefix = "not loaded by agents: "

  private func scan(folder: String, rule: ContainedPath) throws(LoadError) -> Scan {
    switch rule.kind(of: folder) {
    case .missing: throw LoadError.missingFolder(folder)
    case .refused(let reason): throw LoadError.unreadableFolder(folder, reason: reason)
    case .file:
      return Scan(
        files: [file(at: folder)], layouts: [FolderLayout(folder: folder, kind: .file, detail: "")]
      )
    case .folder: break
    }
    let root = URL(fileURLWithPath: folder)
    if rule.isFile(join(folder, "SKILL.md")) {
      var scan = Scan(layouts: [FolderLayout(folder: folder, kind: .skillFolder, detail: "")])
      scan.files = skillFolder(
        root, displayRoot: (folder as NSString).deletingLastPathComponent, rule: rule,
        skipped: &scan.skipped)
      return scan
    }
    if PluginManifest().isPlugin(root: folder) {
      return plugins(in: folder, rule: rule)
    }
    var scan = Scan()
    try collection(folder, prefix: "", depth: 0, rule: rule, into: &scan)
    scan.files.sort { $0.path < $1.path }
    let skillFolders = scan.files.filter { $0.role == .skillFolder || $0.role == .suiteRouter }
    let standalone = scan.files.filter { $0.role == .standalone }
    let subfolders = Set(standalone.compactMap { $0.id.split(separator: "/").dropLast().first })
    var detail = ["\(standalone.count) Markdown files", "\(skillFolders.count) skill folders"]
    if !subfolders.isEmpty { detail.append("\(subfolders.count) subfolders of files") }
    // NB: the plugins found in subfolders are layouts of their own, listed after the folder's.
    let plugins = scan.layouts
    if !plugins.isEmpty {
      detail.append("\(plugins.count) plugin\(plugins.count == 1 ? "" : "s") in subfolders")
    }
    scan.layouts =
      [FolderLayout(folder: folder, kind: .collection, detail: detail.joined(separator: ", "))]
      + plugins
    return scan
  }

  /// Reads `folder` (shown as `folder`, IDs starting with `prefix`) as a collection: its
  /// Markdown files are skills, its skill folders and suites are read as such, and its other
  /// subfolders as collections of their own, down to `SkillFolderReader.maximumDepth`.
  private func collection(
    _ folder: String, prefix: String, depth: Int, rule: ContainedPath, into scan: inout Scan
  ) throws(LoadError) {
    let root = URL(fileURLWithPath: folder)
    var markdown: [String] = []
    var folders: [String] = []
    for name in try contents(of: root) {
      switch rule.kind(of: join(folder, name)) {
      case .file where name.hasSuffix(".md"): markdown.append(name)
      case .folder: folders.append(name)
      case .refused(let reason):
        scan.skipped.append(SkippedFile(path: join(folder, name), reason: reason))
      default: continue
      }
    }
    // NB: a folder that holds only `skills/` is read through it, IDs unchanged.
    if markdown.isEmpty, folders == ["skills"], depth == 0 {
      try collection(join(folder, "skills"), prefix: prefix, depth: depth, rule: rule, into: &scan)
      return
    }
    for name in markdown {
      let path = join(folder, name)
      if Self.folderDocuments.contains(name.lowercased()) {
        scan.skipped.append(SkippedFile(path: path, reason: Self.folderDocumentReason))
        continue
      }
      // NB: a context file at the top is the collection's guide (`addGuides`), not a skill.
      if depth == 0, PluginManifest.contextFiles.contains(name.lowercased()) { continue }
      let stem = String(name.dropLast(3))
      scan.files.append(
        SkillFile(
          id: prefix + stem, path: path, relativePath: prefix + name, suite: nil,
          role: .standalone, expectedName: stem))
    }
    for name in folders {
      let path = join(folder, name)
      if rule.isFile(join(path, "SKILL.md")) {
        scan.files += skillFolder(
          root.appendingPathComponent(name), displayRoot: folder, rule: rule,
          skipped: &scan.skipped)
      } else if SkillFolderReader.ignoredFolders.contains(name) {
        continue
      } else if PluginManifest().isPlugin(root: path) {
        var nested = plugins(in: path, rule: rule, prefix: prefix + name + "/")
        scan.files += nested.files
        scan.skipped += nested.skipped
        scan.diagnostics += nested.diagnostics
        scan.layouts += nested.layouts
        nested = Scan()
      } else if depth + 1 >= SkillFolderReader.maximumDepth {
        scan.skipped.append(
          SkippedFile(
            path: path,
            reason: "deeper than \(SkillFolderReader.maximumDepth) folders: not read"))
      } else {
        try collection(path, prefix: prefix + name + "/", depth: depth + 1, rule: rule, into: &scan)
      }
    }
  }

  private func file(at path: String) -> SkillFile {
    let name = (path as NSString).lastPathComponent
    let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    return SkillFile(
      id: stem, path: path, relativePath: name, suite: nil, role: .standalone, expectedName: stem)
  }

  func skillFolder(
    _ url: URL, displayRoot: String, rule: ContainedPath, skipped: inout [SkippedFile]
  ) -> [SkillFile] {
    let name = url.lastPathComponent
    let base = displayRoot.isEmpty ? name : join(displayRoot, name)
    let skillPath = join(base, "SKILL.md")
    if case .refused(let reason) = rule.kind(of: url.path + "/SKILL.md") {
      skipped.append(SkippedFile(path: skillPath, reason: reason))
      return []
    }
    let childFolder = url.appendingPathComponent("skills")
    var children: [String] = []
    if rule.isFolder(childFolder.path) {
      for child in (try? contents(of: childFolder)) ?? [] where child.hasSuffix(".md") {
        switch rule.kind(of: childFolder.path + "/" + child) {
        case .file: children.append(child)
        case .refused(let reason):
          skipped.append(SkippedFile(path: join(base, "skills", child), reason: reason))
        default: continue
        }
      }
    }
    let role: SkillFile.Role = children.isEmpty ? .skillFolder : .suiteRouter
    let suite = role == .suiteRouter ? name : nil
    let folder = SkillFolderReader(
      listsBundledFiles: listsBundledFiles, readsSummaries: readsSummaries, rule: rule
    ).read(
      folder: url.path, skipping: children.isEmpty ? [] : ["skills"])
    skipped += folder.skipped.map { SkippedFile(path: join(base, $0.path), reason: $0.reason) }
    var skill = SkillFile(
      id: name, path: skillPath, relativePath: "\(name)/SKILL.md", suite: suite,
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

  func contents(of url: URL) throws(LoadError) -> [String] {
    do {
      return try fileManager.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
        .sorted()
    } catch {
      throw LoadError.unreadableFolder(url.path, reason: error.localizedDescription)
    }
  }

  func join(_ parts: String...) -> String {
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
