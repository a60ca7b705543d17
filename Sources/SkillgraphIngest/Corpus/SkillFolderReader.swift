package import Foundation
package import SkillgraphModel
package import SkillgraphSupport

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
  /// Whether the files listed are read for their first comment lines.
  package var readsSummaries = true
  /// What may be read (`ContainedPath`): by default, nothing outside the skill folder.
  package var rule: ContainedPath?

  /// A reader; `rule` bounds what it reads (the collection's folder).
  package init(
    listsBundledFiles: Bool = true, readsSummaries: Bool = true, rule: ContainedPath? = nil
  ) {
    self.listsBundledFiles = listsBundledFiles
    self.readsSummaries = readsSummaries
    self.rule = rule
  }

  /// A Markdown document of the skill, by its path relative to the skill folder.
  package struct Document {
    package var relativePath: String
  }

  /// What a skill folder holds, sorted by path, and what was passed over (paths relative to
  /// the skill folder) with why.
  package struct Contents {
    package var documents: [Document] = []
    package var bundled: [BundledFile] = []
    package var skipped: [SkippedFile] = []
  }

  /// The documents and bundled files of the skill folder at `path`, sorted by path; `skipped`
  /// names top-level folders that are read otherwise (a suite's `skills/`).
  package func read(folder path: String, skipping skipped: Set<String> = []) -> Contents {
    var contents = Contents()
    guard let rule = rule ?? ContainedPath(root: path) else { return contents }
    var walk = Walk(rule: rule, fileManager: fileManager)
    walk.run(path, relative: "", depth: 0, skipping: skipped) { relative, size in
      // NB: Markdown under `assets/` is a template the skill copies into its output (Agent
      // Skills: "templates, images, data files"), not knowledge an agent reads: it is listed
      // with the other assets.
      if relative.lowercased().hasSuffix(".md"), !relative.hasPrefix("assets/") {
        if relative != "SKILL.md" { contents.documents.append(Document(relativePath: relative)) }
      } else if listsBundledFiles {
        if contents.bundled.count == Self.maximumBundledFiles {
          contents.skipped.append(
            SkippedFile(
              path: relative,
              reason: "past \(Self.maximumBundledFiles) files, the rest of the folder is not listed"
            ))
        }
        if contents.bundled.count < Self.maximumBundledFiles {
          contents.bundled.append(bundledFile(relative, size: size, in: path))
        }
      }
    }
    contents.skipped += walk.skipped
    contents.documents.sort { $0.relativePath < $1.relativePath }
    contents.bundled.sort { $0.path < $1.path }
    return contents
  }

  private func bundledFile(_ relative: String, size: Int, in folder: String) -> BundledFile {
    let path = folder + "/" + relative
    let top = relative.split(separator: "/").first.map(String.init) ?? ""
    let kind: BundledFile.Kind =
      switch top {
      case "scripts": .script
      case "assets": .asset
      default: .other
      }
    return BundledFile(
      path: relative, size: size, kind: kind,
      summary: readsSummaries ? FirstCommentLine.read(path: path) : nil)
  }
}
