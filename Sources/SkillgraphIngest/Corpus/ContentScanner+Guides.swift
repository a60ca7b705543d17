import Foundation
import SkillgraphModel
import SkillgraphSupport

extension ContentScanner {
  /// The names (lowercase) of the files read as guides at the top of a content folder: the
  /// README that describes it, and the context files agents working on it load.
  static let guideNames: Set<String> = Set(["readme.md"]).union(PluginManifest.contextFiles)

  /// Adds the guides of `folder`: its README and context files (`AGENTS.md`, `CLAUDE.md`,
  /// `GEMINI.md`), and the README of each plugin whose components were read. No agent loads
  /// them as skills, but they answer questions about the collection itself (how to install it,
  /// its conventions): they are searched and shown, never exported or chosen as skills.
  func addGuides(in folder: String, rule: ContainedPath, scan: inout Scan) {
    var root = folder
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    var places: [(path: String, prefix: String, names: Set<String>)] = [(root, "", Self.guideNames)]
    var seenPlaces: Set<String> = [root]
    for component in scan.componentRoots {
      let plugin = (component as NSString).deletingLastPathComponent
      guard plugin.hasPrefix(root + "/"), seenPlaces.insert(plugin).inserted else { continue }
      places.append((plugin, String(plugin.dropFirst(root.count + 1)) + "/", ["readme.md"]))
    }
    var read = Set(scan.files.map(\.path))
    var realPaths: Set<String> = []
    for place in places {
      let names = ((try? fileManager.contentsOfDirectory(atPath: place.path)) ?? []).sorted()
      for name in names where place.names.contains(name.lowercased()) {
        let path = join(place.path, name)
        // NB: `AGENTS.md` is often a link to `CLAUDE.md`: one file is one guide.
        guard rule.isFile(path), !read.contains(path),
          realPaths.insert(RealPath.of(path) ?? path).inserted,
          !Self.namesSibling(path, among: names, rule: rule)
        else { continue }
        read.insert(path)
        let stem = String(name.dropLast(3))
        scan.files.append(
          SkillFile(
            id: place.prefix + stem, path: path, relativePath: place.prefix + name, role: .guide,
            expectedName: stem))
        scan.skipped.removeAll { $0.path == path }
      }
    }
    scan.files.sort { $0.path < $1.path }
  }

  /// Whether the file at `path` holds nothing but the name of another file of its folder: a
  /// symbolic link checked out as a plain file (`AGENTS.md` reading `CLAUDE.md`).
  private static func namesSibling(_ path: String, among names: [String], rule: ContainedPath)
    -> Bool
  {
    guard let data = try? rule.contents(of: path, limit: 256) else { return false }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text != (path as NSString).lastPathComponent && names.contains(text)
  }
}
