import Foundation
import SkillgraphMarkdown
package import SkillgraphModel

/// Resolves the references found in each skill against every skill and section in the graph.
package struct ReferenceResolver: Sendable {
  private let skillsByID: [String: Skill]
  private let skillsByPath: [String: Skill]
  private let suites: Set<String>
  private let sectionIDs: Set<String>
  private let patternNumbers: [String: Set<Int>]
  private let patternIDs: [String: [Int: String]]
  private let generatedIDs: Set<String>
  /// Suite children by file stem, for suggesting the suite an unqualified path meant.
  private let childrenByStem: [String: [String]]
  /// The folders read as plugins or marketplaces, normalized: their skills are installed
  /// together, so a link from one skill's folder to another's resolves once installed.
  private let pluginFolders: [String]
  /// Why each entry passed over was not read, by normalized path.
  let unreadReasons: [String: String]
  /// The content folders read, normalized.
  let contentFolders: [String]

  package init(parts: GraphParts, generatedIDs: Set<String> = []) {
    self.generatedIDs = generatedIDs
    unreadReasons = Dictionary(
      parts.skipped.map { (Self.normalize($0.path), $0.reason) },
      uniquingKeysWith: { first, _ in first })
    contentFolders = parts.layouts.map { Self.normalize($0.folder) }
    pluginFolders = parts.layouts.filter { $0.kind == .plugin || $0.kind == .marketplace }
      .map { Self.normalize($0.folder) }
    var children: [String: [String]] = [:]
    for skill in parts.skills where skill.role == .suiteChild {
      children[
        String(skill.relativePath.split(separator: "/").last?.dropLast(3) ?? ""), default: []
      ]
      .append(skill.id)
    }
    childrenByStem = children
    skillsByID = Dictionary(
      parts.skills.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    skillsByPath = Dictionary(
      parts.skills.map { (Self.normalize($0.source.path), $0) },
      uniquingKeysWith: { first, _ in first })
    suites = Set(parts.skills.compactMap(\.suite))
    sectionIDs = Set(parts.entities.sections.map(\.id))
    var numbers: [String: [Int: String]] = [:]
    // NB: "(Pattern N)" names a pattern of the skill's folder: a pattern in one of its documents
    // (`references/patterns.md`) answers it from `SKILL.md` and from the other documents.
    let owners = Dictionary(
      parts.skills.map { ($0.id, $0.parentSkill ?? $0.id) }, uniquingKeysWith: { first, _ in first }
    )
    for pattern in parts.entities.patterns {
      guard let number = pattern.number else { continue }
      let owner = owners[pattern.skillID] ?? pattern.skillID
      if numbers[owner]?[number] == nil {
        numbers[owner, default: [:]][number] = pattern.id
      }
    }
    patternIDs = numbers
    patternNumbers = numbers.mapValues { Set($0.keys) }
  }

  /// The reference resolved, or nil when it is not a reference at all (an unknown backticked
  /// word), with the diagnostic for an unresolved one.
  package func resolve(_ pending: PendingReference, from skill: Skill) -> (
    CrossReference, Diagnostic?
  )? {
    var reference = CrossReference(
      fromSkillID: skill.id, source: pending.source, text: pending.text, form: pending.form,
      targetID: nil)
    let problem: String
    switch pending.target {
    case .suiteChild(let suite, let child):
      let owner = suite.flatMap { suites.contains($0) ? $0 : nil } ?? skill.suite
      let candidates = (owner.map { ["\($0)--\(child)"] } ?? []) + (owner == nil ? [child] : [])
      reference.targetID = candidates.first { skillsByID[$0] != nil }
      if reference.targetID == nil, let generated = candidates.first(where: generatedIDs.contains) {
        // NB: the target exists but is a generated copy, skipped on purpose: a note, not a warning.
        let diagnostic = Diagnostic(
          .note, "reference-to-generated",
          "'\(pending.text)' names the generated file '\(generated)', which is skipped",
          path: pending.source.path,
          range: .at(line: pending.source.startLine, column: pending.column))
        return (reference, diagnostic)
      }
      if reference.targetID == nil, suite == nil,
        let found = fileInFolders(of: skill, path: "skills/\(child).md")
      {
        // NB: a flat collection's `skills/` subfolder: the path names the file itself.
        reference.targetID = found.id
        return (reference, nil)
      }
      let elsewhere = (childrenByStem[child] ?? []).filter { !candidates.contains($0) }
      let suite = elsewhere.first.flatMap { skillsByID[$0]?.suite }
      let hint =
        elsewhere.count == 1 && suite != nil ? "; did you mean \(suite!) (skills/\(child).md)?" : ""
      problem =
        "cannot find the skill '\(pending.text)' (looked for \(candidates.map { "'\($0)'" }.joined(separator: ", ")))\(hint)"
    case .file(let path, let anchor):
      let directory = skill.source.path.split(separator: "/", omittingEmptySubsequences: false)
        .dropLast().joined(separator: "/")
      let joined = directory.isEmpty ? path : "\(directory)/\(path)"
      let target = skillsByPath[Self.normalize(joined)]
      if let target, let anchor {
        reference.targetID = sectionID(of: target.id, anchor: anchor)
        problem = "'\(target.id)' has no heading with the anchor '#\(anchor)'"
      } else {
        reference.targetID = target?.id
        if target == nil, let unread = unreadFile(Self.normalize(joined), written: path) {
          return (reference, unread.diagnostic(at: pending))
        }
        problem =
          skill.role == .skillFolder || skill.role == .skillDocument
          ? "cannot find the file '\(path)' (looked for \(Self.normalize(joined)))"
          : "cannot find the skill file '\(path)'"
      }
      if reference.targetID != nil, let outside = outsideFolder(joined, from: skill) {
        let plugin = pluginFolder(holding: Self.normalize(joined), and: outside)
        let diagnostic = Diagnostic(
          plugin == nil ? .warning : .note, "link-outside-skill",
          plugin.map {
            "'\(path)' leads out of the skill's folder to another file of the plugin '\($0)': it resolves when the plugin is installed whole, not when this skill is copied alone"
          }
            ?? "'\(path)' leads outside the skill's folder '\(outside)'; an agent given this skill alone cannot follow it",
          path: pending.source.path,
          range: .at(line: pending.source.startLine, column: pending.column))
        return (reference, diagnostic)
      }
    case .anchor(let anchor):
      reference.targetID = sectionID(of: skill.id, anchor: anchor)
      problem = "no heading in this skill has the anchor '#\(anchor)'"
    case .skillName(let name):
      guard skillsByID[name] != nil else { return nil }
      reference.targetID = name
      problem = ""
    case .pattern(let number, let named):
      let own = skill.parentSkill ?? skill.id
      let other = named.flatMap { skillID(for: $0, from: skill) }.map {
        skillsByID[$0]?.parentSkill ?? $0
      }
      // NB: the skill named before "(Pattern N)" is asked first, then the skill itself: a name
      // before it can be the subject of the sentence rather than the pattern's owner.
      let owners = [other, own].compactMap { $0 }
      reference.targetID = owners.lazy.compactMap { self.patternIDs[$0]?[number] }.first
      func numbers(_ owner: String) -> String {
        let known = (patternNumbers[owner] ?? []).sorted().map(String.init)
        return known.isEmpty ? "none" : known.joined(separator: ", ")
      }
      if let other {
        problem =
          "'\(pending.text)' names no pattern of '\(other)' or of this skill (patterns of \(other): \(numbers(other)); of this skill: \(numbers(own)))"
      } else {
        problem = "'\(pending.text)' names no pattern of this skill (patterns: \(numbers(own)))"
      }
    case .documentPath(let path, let owner):
      let named = owner.flatMap { skillID(for: .skillName($0), from: skill) }
        .flatMap { skillsByID[$0] }
      if let target = named.flatMap({ fileInFolders(of: $0, path: path) })
        ?? fileInFolders(of: skill, path: path)
      {
        reference.targetID = target.id
        return (reference, nil)
      }
      // NB: a backticked file name is often a file of the reader's project (`CLAUDE.md`); it is
      // a reference to the skill's own material only when its first folder is there.
      guard let first = path.split(separator: "/").first, path.contains("/"),
        folderExists(String(first), near: skill)
      else { return nil }
      if let unread = placesNear(skill).lazy.compactMap({
        self.unreadFile(Self.normalize($0.isEmpty ? path : "\($0)/\(path)"), written: path)
      }).first {
        return (reference, unread.diagnostic(at: pending))
      }
      problem = "cannot find the file '\(path)' (looked beside this file and in its skill's folder)"
    }
    guard reference.targetID == nil else { return (reference, nil) }
    let identifier = pending.form == .pattern ? "unresolved-pattern" : "unresolved-reference"
    let diagnostic = Diagnostic(
      .warning, identifier, problem, path: pending.source.path,
      range: .at(line: pending.source.startLine, column: pending.column))
    return (reference, diagnostic)
  }

  /// The skill a pattern's owner names: a `skills/x.md` path or a skill's name, in the
  /// referencing skill's suite first.
  /// The ID of the section of `skillID` that `anchor` names, as written or in lowercase: a
  /// heading's slug is lowercase, and DocC and other authors write `#Tree-based-navigation`.
  private func sectionID(of skillID: String, anchor: String) -> String? {
    for written in [anchor, anchor.lowercased()] {
      let id = "\(skillID)#\(written)"
      if sectionIDs.contains(id) { return id }
    }
    return nil
  }

  private func skillID(for target: PendingReference.Target, from skill: Skill) -> String? {
    let name: String
    let suite: String?
    switch target {
    case .suiteChild(let written, let child):
      name = child
      suite = written.flatMap { suites.contains($0) ? $0 : nil } ?? skill.suite
    case .skillName(let written):
      name = written
      suite = skill.suite
    default:
      return nil
    }
    let candidates = (suite.map { ["\($0)--\(name)"] } ?? []) + [name]
    return candidates.first { skillsByID[$0] != nil }
  }

  /// The skill whose file is `path` relative to the referencing file's folder, its skill
  /// folder, or any folder above them.
  private func fileInFolders(of skill: Skill, path: String) -> Skill? {
    var folders: [String] = []
    var directory = Self.folder(of: skill.source.path)
    if let parent = skill.parentSkill.flatMap({ skillsByID[$0] }) {
      folders.append(directory)
      directory = Self.folder(of: parent.source.path)
    }
    while true {
      folders.append(directory)
      guard !directory.isEmpty, directory != "/", !directory.hasSuffix("..") else { break }
      directory = Self.folder(of: directory)
    }
    for folder in folders {
      let joined = folder.isEmpty ? path : "\(folder)/\(path)"
      if let target = skillsByPath[Self.normalize(joined)] { return target }
    }
    return nil
  }

  /// The folder of the referencing file and that of its skill.
  private func placesNear(_ skill: Skill) -> [String] {
    var folders = [Self.folder(of: skill.source.path)]
    if let parent = skill.parentSkill.flatMap({ skillsByID[$0] }) {
      folders.append(Self.folder(of: parent.source.path))
    }
    return folders
  }

  /// Whether a folder `name` is beside the referencing file or in its skill's folder.
  private func folderExists(_ name: String, near skill: Skill) -> Bool {
    placesNear(skill).contains { folder in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: folder.isEmpty ? name : "\(folder)/\(name)", isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// The folder part of `path` ("" for a bare name).
  static func folder(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
  }

  /// The folder of `skill`'s Agent Skills folder when `path` (joined to the linking file's
  /// folder) leads outside it; nil when it stays inside, or when the skill is not in a skill
  /// folder of its own (flat folders and suites link across skills by design).
  private func outsideFolder(_ path: String, from skill: Skill) -> String? {
    let owner: Skill?
    switch skill.role {
    case .skillFolder: owner = skill
    case .skillDocument: owner = skill.parentSkill.flatMap { skillsByID[$0] }
    default: owner = nil
    }
    guard let owner, owner.role == .skillFolder else { return nil }
    let folder = owner.source.path.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast().joined(separator: "/")
    let normalizedFolder = Self.normalize(folder)
    let target = Self.normalize(path)
    // NB: a content folder given as `../corpus` puts `../` before every path, inside or not:
    // only a target that climbs above the skill's own folder leaves it.
    let inside =
      normalizedFolder.isEmpty
      ? !target.hasPrefix("../") && target != ".."
      : target.hasPrefix(normalizedFolder + "/")
    return inside ? nil : normalizedFolder
  }

  /// The plugin folder (as read) that holds both `target` and the skill folder `folder`, both
  /// normalized; nil when no plugin holds both.
  private func pluginFolder(holding target: String, and folder: String) -> String? {
    pluginFolders.first { plugin in
      let holds = { (path: String) in
        plugin.isEmpty ? !path.hasPrefix("../") && path != ".." : path.hasPrefix(plugin + "/")
      }
      return holds(target) && holds(folder)
    }
  }

  /// A path with `.` and `..` components folded.
  package static func normalize(_ path: String) -> String {
    // NB: an ASCII path is split at its `/` bytes: a split by Characters was most of the cost
    // of building the resolver, on the one thread that runs between parsing and resolving.
    if path.utf8.allSatisfy({ $0 < 0x80 }) {
      var components: [Substring.UTF8View] = []
      for component in path.utf8.split(separator: UInt8(ascii: "/")) {
        if component.elementsEqual(".".utf8) { continue }
        if component.elementsEqual("..".utf8), let last = components.last,
          !last.elementsEqual("..".utf8)
        {
          components.removeLast()
        } else {
          components.append(component)
        }
      }
      var result = path.utf8.first == UInt8(ascii: "/") ? "/" : ""
      for (index, component) in components.enumerated() {
        if index > 0 { result += "/" }
        result += Substring(component)
      }
      return result
    }
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }
}
