import Foundation

/// Reads the targets of an Xcode project (`NAME.xcodeproj/project.pbxproj`): their build
/// settings per configuration (the project's and the target's, with their xcconfig files),
/// their Info.plist (a file, keys generated from `INFOPLIST_KEY_*`, or both), their sources
/// (build phases and folders synchronised with the file system) and their entitlements.
struct XcodeProjectReader {
  /// The project's files.
  let files: ProjectFiles
  /// The `.xcodeproj` folder (absolute).
  let projectFolder: String
  /// Every file below the root (absolute), for folders synchronised with the file system.
  let allFiles: [String]

  /// The objects of the project file.
  private var objects: [String: [String: Any]] = [:]
  /// The folder holding the `.xcodeproj` (the project's `SRCROOT`).
  private var sourceRoot: String { (projectFolder as NSString).deletingLastPathComponent }
  private var pbxprojPath: String { projectFolder + "/project.pbxproj" }
  private var pbxprojLines: [Substring] = []
  private var parents: [String: String] = [:]
  private var groupPaths: [String: String?] = [:]

  init(files: ProjectFiles, projectFolder: String, allFiles: [String]) {
    self.files = files
    self.projectFolder = projectFolder
    self.allFiles = allFiles
  }

  /// The targets; throws a readable reason when the project file cannot be read or parsed.
  mutating func targets() throws(ProjectReadFailure) -> [AuditTarget] {
    guard let data = files.data(pbxprojPath) else {
      throw ProjectReadFailure("cannot read \(files.display(pbxprojPath))")
    }
    guard
      case .some(let tree) = try? PropertyListSerialization.propertyList(
        from: data, options: [], format: nil),
      let root = tree as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
      let rootID = root["rootObject"] as? String, let project = objects[rootID]
    else {
      throw ProjectReadFailure("\(files.display(pbxprojPath)) is not a readable project file")
    }
    self.objects = objects
    pbxprojLines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parents[child] = id }
    }
    let projectSettings = configurations(of: project)
    var targets: [AuditTarget] = []
    for targetID in project["targets"] as? [String] ?? [] {
      guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else {
        continue
      }
      let productType = target["productType"] as? String ?? ""
      if productType.contains("test") { continue }
      targets.append(read(target, id: targetID, productType: productType, base: projectSettings))
    }
    return targets
  }

  private mutating func read(
    _ target: [String: Any], id: String, productType: String,
    base: [(name: String, settings: BuildSettings)]
  ) -> AuditTarget {
    let name = target["name"] as? String ?? id
    let kind: AuditTarget.Kind =
      productType.contains("app-extension") || productType.contains("extensionkit")
      ? .appExtension
      : productType.hasPrefix("com.apple.product-type.application") ? .application : .other
    var variants: [InfoPlistVariant] = []
    var entitlements: [String] = []
    var macOnly = true
    for (configuration, targetSettings) in configurations(of: target) {
      var settings = base.first { $0.name == configuration }?.settings ?? BuildSettings()
      settings.add(["TARGET_NAME": name, "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot])
      settings.add(targetSettings)
      if settings.value("SDKROOT")?.hasPrefix("macosx") != true { macOnly = false }
      var variant = infoPlist(configuration: configuration, settings: settings)
      variant.settings = settings
      variant.settingsFile = pbxprojPath
      variants.append(variant)
      if let path = settings.value("CODE_SIGN_ENTITLEMENTS"), !path.isEmpty {
        let absolute = absolutePath(path)
        if !entitlements.contains(absolute) { entitlements.append(absolute) }
      }
    }
    let sources = sourceFiles(of: target, id: id)
    // NB: a target built for macOS alone is not an iOS target: the rules do not apply.
    return AuditTarget(
      name: name, kind: macOnly && !variants.isEmpty ? .other : kind, infoPlists: variants,
      swiftFiles: sources.filter { $0.hasSuffix(".swift") },
      objectiveCFiles: sources.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") },
      entitlements: entitlements)
  }

  // MARK: Build settings

  private mutating func configurations(of owner: [String: Any]) -> [(
    name: String, settings: BuildSettings
  )] {
    guard let listID = owner["buildConfigurationList"] as? String,
      let list = objects[listID]
    else { return [] }
    var result: [(String, BuildSettings)] = []
    for configurationID in list["buildConfigurations"] as? [String] ?? [] {
      guard let configuration = objects[configurationID] else { continue }
      var settings = BuildSettings()
      if let xcconfig = baseConfiguration(of: configuration) {
        settings.add(XCConfigFile.settings(at: xcconfig, files: files))
      }
      var own: [String: String] = [:]
      for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
        if let text = value as? String {
          own[key] = text
        } else if let list = value as? [Any] {
          own[key] = list.compactMap { $0 as? String }.joined(separator: " ")
        }
      }
      settings.add(own)
      result.append((configuration["name"] as? String ?? "", settings))
    }
    return result
  }

  private mutating func baseConfiguration(of configuration: [String: Any]) -> String? {
    if let reference = configuration["baseConfigurationReference"] as? String {
      return path(of: reference)
    }
    if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
      let relative = configuration["baseConfigurationReferenceRelativePath"] as? String,
      let folder = path(of: anchor)
    {
      return folder + "/" + relative
    }
    return nil
  }

  // MARK: Info.plist

  private mutating func infoPlist(configuration: String, settings: BuildSettings)
    -> InfoPlistVariant
  {
    var values: [String: PlistValue] = [:]
    var places: [String: SourcePlace] = [:]
    var unresolved: [(name: String, key: String, place: SourcePlace)] = []
    var plistPath: String?
    if let file = settings.value("INFOPLIST_FILE"), !file.isEmpty {
      let absolute = absolutePath(file)
      plistPath = absolute
      if let data = files.data(absolute), let plist = PlistValue.parse(data)?.dictionary {
        let text = String(decoding: data, as: UTF8.self)
        for (key, value) in plist {
          let place = InfoPlistPlaces.place(of: key, in: text, path: absolute)
          places[key] = place
          let resolved = InfoPlistPlaces.resolving(value, with: settings)
          values[key] = resolved.value
          unresolved += resolved.unresolved.map { ($0, key, place) }
        }
      }
    }
    if settings.value("GENERATE_INFOPLIST_FILE") == "YES" {
      for (key, raw) in settings.raw where key.hasPrefix("INFOPLIST_KEY_") {
        var plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
        let place = placeInProject(of: key)
        if plistKey.hasSuffix("_Generation") {
          plistKey = String(plistKey.dropLast("_Generation".count))
          if settings.resolve(raw).text == "YES" { values[plistKey] = .dictionary([:]) }
        } else {
          let resolved = settings.resolve(raw)
          values[plistKey] = .string(resolved.text)
          unresolved += resolved.unresolved.map { ($0, plistKey, place) }
        }
        places[plistKey] = place
      }
    }
    return InfoPlistVariant(
      configuration: configuration, path: plistPath, values: values, places: places,
      unresolved: unresolved)
  }

  private func placeInProject(of key: String) -> SourcePlace {
    let index = pbxprojLines.firstIndex { $0.contains(key) } ?? 0
    let column = pbxprojLines.isEmpty ? 1 : (pbxprojLines[index].prefix { $0 == "\t" }.count + 1)
    return SourcePlace(path: pbxprojPath, line: index + 1, column: column)
  }

  // MARK: Paths and sources

  private mutating func absolutePath(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : sourceRoot + "/" + path
    return ProjectFiles.normalized(joined)
  }

  /// The path of a file reference or group, or nil when it lies outside the project's folders
  /// (an SDK, the build products).
  private mutating func path(of id: String, depth: Int = 0) -> String? {
    if let known = groupPaths[id] { return known }
    let found = computedPath(of: id, depth: depth)
    groupPaths[id] = found
    return found
  }

  private mutating func computedPath(of id: String, depth: Int) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"] as? String
    let tree = object["sourceTree"] as? String ?? "<group>"
    let base: String?
    switch tree {
    case "<group>":
      if let parent = parents[id] {
        base = path(of: parent, depth: depth + 1)
      } else {
        base = sourceRoot
      }
    case "SOURCE_ROOT": base = sourceRoot
    case "<absolute>": base = ""
    default: return nil
    }
    guard let base else { return nil }
    guard let own else { return base }
    return ProjectFiles.normalized(base.isEmpty ? own : base + "/" + own)
  }

  private mutating func sourceFiles(of target: [String: Any], id: String) -> [String] {
    var sources: [String] = []
    for phaseID in target["buildPhases"] as? [String] ?? [] {
      guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase"
      else { continue }
      for buildFileID in phase["files"] as? [String] ?? [] {
        guard let reference = objects[buildFileID]?["fileRef"] as? String,
          let path = path(of: reference)
        else { continue }
        sources.append(path)
      }
    }
    let own = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
    for (groupID, group) in objects
    where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = path(of: groupID) else { continue }
      var exceptions: Set<String> = []
      for setID in group["exceptions"] as? [String] ?? [] {
        guard let set = objects[setID], set["target"] as? String == id else { continue }
        for entry in set["membershipExceptions"] as? [String] ?? [] {
          let relative = entry.hasPrefix("/") ? String(entry.dropFirst()) : entry
          exceptions.insert(folder + "/" + relative)
        }
      }
      if own.contains(groupID) {
        let prefix = folder + "/"
        sources += allFiles.filter {
          $0.hasPrefix(prefix) && Self.isSource($0) && !exceptions.contains($0)
        }
      } else {
        // NB: a file of another target's synchronised folder listed for this target is one
        // this target adds.
        sources += exceptions.filter(Self.isSource)
      }
    }
    return Array(Set(sources)).sorted()
  }

  private static func isSource(_ path: String) -> Bool {
    path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
  }
}

/// Why a project could not be read.
package struct ProjectReadFailure: Error, Sendable, CustomStringConvertible {
  /// What went wrong, with the file.
  package var description: String

  /// A failure saying `description`.
  package init(_ description: String) { self.description = description }
}
