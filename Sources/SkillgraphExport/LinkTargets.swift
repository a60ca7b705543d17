import Foundation
package import SkillgraphModel
import SkillgraphSupport

/// Where the local links of a skill point once its sections are spread over several files:
/// an anchor moves with its section, and a link to another skill becomes its text with the
/// skill's name (a skill's files never link outside its folder: an agent may be given the
/// folder alone).
package struct LinkTargets {
  /// Every skill's layout, by ID.
  package var layouts: [String: SkillLayout]
  /// The collection.
  package var graph: KnowledgeGraph

  /// The rewriter for the file `file` (relative to its skill's folder) of `layout`.
  package func rewriter(in layout: SkillLayout, file: String) -> MarkdownLinkRewriter {
    MarkdownLinkRewriter { destination in
      change(of: destination, from: layout, file: file)
    }
  }

  /// What becomes of a link to `destination` in `file` of `layout`; nil to keep it.
  package func change(of destination: String, from layout: SkillLayout, file: String)
    -> MarkdownLinkRewriter.Change?
  {
    if destination.hasPrefix("#") {
      let anchor = String(destination.dropFirst())
      let holder = layout.file(holding: anchor)
      guard holder != file, layout.anchorFiles[anchor] != nil else { return nil }
      return .destination(Self.relative(from: file, to: holder) + "#" + anchor)
    }
    guard !destination.contains("://"), !destination.hasPrefix("/"),
      !destination.hasPrefix("mailto:")
    else { return nil }
    let pieces = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = pieces.first, !path.isEmpty else { return nil }
    if let inside = linkedDocument(String(path), of: layout) {
      let suffix = pieces.count > 1 ? "#" + pieces[1] : ""
      return .destination(Self.path(from: file, to: inside) + suffix)
    }
    guard path.hasSuffix(".md"), let other = skill(named: String(path), from: layout.skill) else {
      return Self.moved(destination, to: file)
    }
    let anchor = pieces.count > 1 ? String(pieces[1]) : nil
    let holder = other.file(holding: anchor)
    let suffix = anchor.map { "#" + $0 } ?? ""
    if other.skill.id == layout.skill.id {
      let local =
        holder == file ? anchor.map { "#" + $0 } : Self.relative(from: file, to: holder) + suffix
      return local.map { .destination($0) }
    }
    return .text(suffix: " (the `\(other.name)` skill)")
  }

  /// Where a document `layout`'s skill links from outside its folder goes in the export: the
  /// link as written in the skill's file (relative to its folder) resolved and looked up.
  package func linkedDocument(_ path: String, of layout: SkillLayout) -> String? {
    guard !layout.linkedDocuments.isEmpty else { return nil }
    let folder = (layout.skill.source.path as NSString).deletingLastPathComponent
    return layout.linkedDocuments[RealPath.absolute(folder + "/" + path)]
  }

  /// The relative path from the file `source` to the file `target`, both relative to one
  /// skill's folder.
  package static func path(from source: String, to target: String) -> String {
    let from = source.split(separator: "/").dropLast()
    let to = target.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return
      (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
      .joined(separator: "/")
  }

  /// The skill a relative Markdown path names, seen from `skill`: `x.md`, `./x.md`,
  /// `skills/x.md`, `suite/skills/x.md` or `x/SKILL.md`.
  package func skill(named path: String, from skill: Skill) -> SkillLayout? {
    let components = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
    guard let last = components.last else { return nil }
    let stem = String(last.dropLast(3))
    var candidates: [String] = []
    if last == "SKILL.md", components.count >= 2 {
      candidates.append(String(components[components.count - 2]))
    }
    if components.count >= 3, components[components.count - 2] == "skills" {
      candidates.append("\(components[components.count - 3])--\(stem)")
    }
    if let suite = skill.suite { candidates.append("\(suite)--\(stem)") }
    candidates.append(stem)
    for id in candidates {
      if let layout = layouts[id] { return layout }
    }
    return nil
  }

  /// A link written relative to the skill's folder, as seen from `file` once the section holding
  /// it has moved there; nil when `file` is `SKILL.md` (nothing moved). A link out of the
  /// folder (`../other/references/x.md`, another skill's document) climbs one folder more.
  package static func moved(_ destination: String, to file: String) -> MarkdownLinkRewriter.Change?
  {
    guard file.contains("/") else { return nil }
    let up = String(repeating: "../", count: file.split(separator: "/").count - 1)
    if destination.hasPrefix("../") { return .destination(up + destination) }
    let local = destination.hasPrefix("./") ? String(destination.dropFirst(2)) : destination
    return .destination(
      local.hasPrefix("references/") ? String(local.dropFirst("references/".count)) : up + local)
  }

  /// The path from `source` to `target`, both relative to one skill's folder.
  package static func relative(from source: String, to target: String) -> String {
    switch (source.contains("/"), target.contains("/")) {
    case (false, _): target
    case (true, false): "../" + target
    case (true, true): String(target.split(separator: "/").last ?? "")
    }
  }
}
