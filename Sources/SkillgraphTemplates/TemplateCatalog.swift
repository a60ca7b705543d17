import Foundation
public import SkillgraphSupport
import SkillgraphYAML
import Yams

/// The template sets of a `Templates/` folder, each loaded and checked once.
public struct TemplateCatalog: Sendable {
  /// The sets, sorted by ID.
  public let sets: [TemplateSet]

  /// Loads every `<folder>/<id>/template.yml`; a broken set is an error naming its file.
  public init(folder: String) throws(TemplateError) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
      let rule = ContainedPath(root: folder)
    else {
      throw .unreadableFolder(folder)
    }
    var sets: [TemplateSet] = []
    for name in names.sorted() where rule.isFolder("\(folder)/\(name)") {
      guard FileStatus(of: "\(folder)/\(name)/template.yml") != nil else { continue }
      sets.append(try TemplateSet(folder: "\(folder)/\(name)", rule: rule))
    }
    self.sets = sets
  }

  /// The set with `id`.
  public func set(withID id: String) throws(TemplateError) -> TemplateSet {
    guard let set = sets.first(where: { $0.manifest.id == id }) else {
      throw .unknownTemplate(id, known: sets.map(\.manifest.id))
    }
    return set
  }

  /// The sets implementing pattern `number` of `skill`.
  public func sets(implementingPattern number: Int, of skill: String) -> [TemplateSet] {
    sets.filter {
      $0.manifest.implements.skill == skill && $0.manifest.implements.pattern == number
    }
  }
}

/// One template set: its manifest and the text of its template files.
public struct TemplateSet: Sendable {
  /// The manifest.
  public let manifest: TemplateManifest
  /// The folder it was read from.
  public let folder: String
  /// Template file name → text.
  package let templates: [String: String]

  /// The largest manifest or template file read.
  static let maximumFileBytes = 1 << 20

  /// Reads and checks the set in `folder`; nothing outside `rule`'s root (by default the
  /// set's folder) is read.
  public init(folder: String, rule: ContainedPath? = nil) throws(TemplateError) {
    let manifestPath = "\(folder)/template.yml"
    guard let rule = rule ?? ContainedPath(root: folder) else {
      throw .unreadableFolder(folder)
    }
    let data: Data
    do {
      data = try rule.contents(of: manifestPath, limit: Self.maximumFileBytes)
    } catch {
      throw .brokenTemplate(manifestPath, reason: "cannot be read: \(error)")
    }
    if let excess = YAMLAliasBudget.excess(in: String(decoding: data, as: UTF8.self)) {
      let place = "line \(excess.line), column \(excess.column)"
      throw .brokenTemplate(manifestPath, reason: "not read at \(place): \(excess.message)")
    }
    do {
      manifest = try YAMLDecoder().decode(TemplateManifest.self, from: data)
    } catch {
      throw .brokenTemplate(manifestPath, reason: DecodingProblem.describe(error))
    }
    self.folder = folder
    let name = (folder as NSString).lastPathComponent
    guard manifest.id == name else {
      throw .brokenTemplate(
        manifestPath, reason: "id '\(manifest.id)' differs from its folder '\(name)'")
    }
    var templates: [String: String] = [:]
    for file in manifest.files {
      let path = "\(folder)/\(file.template)"
      let bytes: Data
      do {
        bytes = try rule.contents(of: path, limit: Self.maximumFileBytes)
      } catch {
        throw .brokenTemplate(path, reason: "cannot be read: \(error)")
      }
      guard let text = String(data: bytes, encoding: .utf8) else {
        throw .brokenTemplate(path, reason: "is not UTF-8 text")
      }
      templates[file.template] = text
    }
    self.templates = templates
    try TemplateLint.check(self)
  }
}
