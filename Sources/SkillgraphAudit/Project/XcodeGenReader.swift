import Foundation
import SkillgraphYAML
internal import Yams

/// Reads an XcodeGen spec (`project.yml`): each target's type, sources, Info.plist (`info:`
/// with its `path` and `properties`), settings and entitlements.
struct XcodeGenReader {
  /// The project's files.
  let files: ProjectFiles
  /// The spec (absolute).
  let specPath: String
  /// Every file below the root (absolute).
  let allFiles: [String]

  func targets() throws(ProjectReadFailure) -> [AuditTarget] {
    guard let text = files.text(specPath) else {
      throw ProjectReadFailure("cannot read \(files.display(specPath))")
    }
    if let excess = YAMLAliasBudget.excess(in: text) {
      throw ProjectReadFailure("\(files.display(specPath)): \(excess.message)")
    }
    let root: Node?
    do { root = try Yams.compose(yaml: text) } catch {
      throw ProjectReadFailure("\(files.display(specPath)) is not valid YAML: \(error)")
    }
    let folder = (specPath as NSString).deletingLastPathComponent
    var settings = BuildSettings()
    settings.add(Self.settings(root?.mapping?["settings"]))
    var targets: [AuditTarget] = []
    for (key, value) in root?.mapping?["targets"]?.mapping ?? [:] {
      guard let name = key.string, let target = value.mapping else { continue }
      let type = target["type"]?.string ?? ""
      if type.contains("test") { continue }
      let kind: AuditTarget.Kind =
        type.hasPrefix("app-extension") || type.contains("extensionkit")
        ? .appExtension : type.hasPrefix("application") ? .application : .other
      var own = settings
      own.add(["TARGET_NAME": name, "SRCROOT": folder, "PROJECT_DIR": folder])
      own.add(Self.settings(target["settings"]))
      var values: [String: PlistValue] = [:]
      var places: [String: SourcePlace] = [:]
      var unresolved: [(name: String, key: String, place: SourcePlace)] = []
      var plistPath: String?
      if let info = target["info"]?.mapping {
        if let path = info["path"]?.string {
          plistPath = ProjectFiles.normalized(folder + "/" + path)
        }
        for (propertyKey, property) in info["properties"]?.mapping ?? [:] {
          guard let keyName = propertyKey.string else { continue }
          let place = SourcePlace(
            path: specPath, line: (propertyKey.mark?.line ?? 1),
            column: propertyKey.mark?.column ?? 1)
          let resolved = InfoPlistPlaces.resolving(Self.plistValue(property), with: own)
          values[keyName] = resolved.value
          places[keyName] = place
          unresolved += resolved.unresolved.map { ($0, keyName, place) }
        }
      }
      var entitlements: [String] = []
      if let path = target["entitlements"]?.mapping?["path"]?.string {
        entitlements.append(ProjectFiles.normalized(folder + "/" + path))
      }
      let sources = sourceFiles(target["sources"], folder: folder)
      var variant = InfoPlistVariant(
        configuration: "", path: plistPath, values: values, places: places,
        unresolved: unresolved)
      variant.settings = Self.withDeploymentTarget(own, target: target, spec: root)
      variant.settingsFile = specPath
      targets.append(
        AuditTarget(
          name: name, kind: kind,
          infoPlists: [variant],
          swiftFiles: sources.filter { $0.hasSuffix(".swift") },
          objectiveCFiles: sources.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") },
          entitlements: entitlements))
    }
    return targets.sorted { $0.name < $1.name }
  }

  private func sourceFiles(_ node: Node?, folder: String) -> [String] {
    var roots: [String] = []
    if let single = node?.string { roots.append(single) }
    for item in node?.sequence ?? [] {
      if let path = item.string ?? item.mapping?["path"]?.string { roots.append(path) }
    }
    var result: [String] = []
    for root in roots {
      let absolute = ProjectFiles.normalized(folder + "/" + root)
      if files.isFile(absolute) {
        result.append(absolute)
      } else {
        result += allFiles.filter { $0.hasPrefix(absolute + "/") }
      }
    }
    return result
  }

  private static func settings(_ node: Node?) -> [String: String] {
    var result: [String: String] = [:]
    let base = node?.mapping?["base"]?.mapping ?? node?.mapping
    for (key, value) in base ?? [:] {
      guard let name = key.string, name != "base", name != "configs" else { continue }
      if let text = value.string { result[name] = text }
    }
    return result
  }

  private static func plistValue(_ node: Node) -> PlistValue {
    if let sequence = node.sequence { return .array(sequence.map(plistValue)) }
    if let mapping = node.mapping {
      var entries: [String: PlistValue] = [:]
      for (key, value) in mapping { if let name = key.string { entries[name] = plistValue(value) } }
      return .dictionary(entries)
    }
    if let bool = node.bool { return .bool(bool) }
    return .string(node.string ?? "")
  }
}
