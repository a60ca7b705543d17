package import Foundation
package import SkillgraphMarkdown
package import SkillgraphModel

/// Lists what a skill folder holds besides its `SKILL.md`: the Markdown documents an agent reads
/// on demand (`references/`, sibling files, nested folders) and the other files (scripts,
/// assets), which are listed and never run.
package struct SkillFolderReader {
  /// Folders below a skill folder that are never documents of it.
  package static let ignoredFolders: Set<String> = ["node_modules", "__pycache__"]
  /// How deep below the skill folder files are looked for.
  package static let maximumDepth = 6
  /// At most this many files of a skill folder are listed as bundled files.
  package static let maximumBundledFiles = 500

  package let fileManager = FileManager.default
  /// Whether the files that are not Markdown are listed.
  package var listsBundledFiles = true

  /// A Markdown document of the skill, by its path relative to the skill folder.
  package struct Document {
    package var relativePath: String
  }

  /// The documents and bundled files of the skill folder at `path`, sorted by path; `skipped`
  /// names top-level folders that are read otherwise (a suite's `skills/`).
  package func read(folder path: String, skipping skipped: Set<String> = []) -> (
    documents: [Document], bundled: [BundledFile]
  ) {
    var documents: [Document] = []
    var bundled: [BundledFile] = []
    walk(path, relative: "", depth: 0, skipping: skipped) { relative, isMarkdown in
      if isMarkdown {
        if relative != "SKILL.md" { documents.append(Document(relativePath: relative)) }
      } else if listsBundledFiles, bundled.count < Self.maximumBundledFiles {
        bundled.append(bundledFile(relative, in: path))
      }
    }
    return (
      documents.sorted { $0.relativePath < $1.relativePath }, bundled.sorted { $0.path < $1.path }
    )
  }

  private func walk(
    _ folder: String, relative: String, depth: Int, skipping skipped: Set<String> = [],
    visit: (String, Bool) -> Void
  ) {
    guard depth <= Self.maximumDepth,
      let names = try? fileManager.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
      let path = folder + "/" + name
      let child = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        // NB: a folder with a SKILL.md of its own is another skill, not a part of this one.
        if Self.ignoredFolders.contains(name)
          || fileManager.fileExists(atPath: path + "/SKILL.md")
        {
          continue
        }
        walk(path, relative: child, depth: depth + 1, visit: visit)
      } else {
        visit(child, name.lowercased().hasSuffix(".md"))
      }
    }
  }

  private func bundledFile(_ relative: String, in folder: String) -> BundledFile {
    let path = folder + "/" + relative
    var status = stat()
    let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
    let top = relative.split(separator: "/").first.map(String.init) ?? ""
    let kind: BundledFile.Kind =
      switch top {
      case "scripts": .script
      case "assets": .asset
      default: .other
      }
    return BundledFile(
      path: relative, size: size, kind: kind, summary: FirstCommentLine.read(path: path))
  }
}
