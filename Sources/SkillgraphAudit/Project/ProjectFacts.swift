/// What a project states that a decision can take as facts: the deployment target and the
/// Info.plist facts of its application targets (or of one target named), kept only where every
/// target and every build configuration read agrees.
package struct ProjectFacts: Sendable {
  /// One fact and where it is written.
  package struct Fact: Sendable, Hashable {
    /// The fact's name: `ios`, `background-modes`, `permitted-identifiers`, `scene-manifest`.
    package var name: String
    /// Its value as `decide --fact` takes it (`17.0`), a list joined by `,`, or `yes`/`no`.
    package var value: String
    /// The setting or Info.plist key it is read from.
    package var key: String
    /// The file it is written in, relative to the project folder as given.
    package var path: String
    /// Its line, when the place of the key is known.
    package var line: Int?
  }

  /// Every target read, with its kind.
  package var targets: [(name: String, kind: AuditTarget.Kind)]
  /// The targets the facts come from: the one named, else every application target.
  package var chosen: [String]
  /// The facts all of `chosen` agree on.
  package var facts: [Fact]
  /// Why a fact was not taken: the targets or configurations disagree, or none sets it.
  package var unsettled: [String]

  /// The facts of the project in `root`: of the target named `target`, else of every
  /// application target. Throws when the project cannot be read; a `target` the project does
  /// not have leaves `chosen` empty (the caller names the targets).
  package static func read(root: String, target: String?) throws(ProjectReadFailure)
    -> ProjectFacts
  {
    let project = try ProjectReader.read(root: root)
    let chosen = project.targets.filter { candidate in
      target.map { candidate.name == $0 } ?? (candidate.kind == .application)
    }
    var result = ProjectFacts(
      targets: project.targets.map { ($0.name, $0.kind) }, chosen: chosen.map(\.name), facts: [],
      unsettled: [])
    guard !chosen.isEmpty else { return result }
    for name in factNames {
      // NB: one value per target and configuration; a fact is taken only when they all agree.
      var seen: [(target: String, fact: Fact?)] = []
      for candidate in chosen {
        let variants: [InfoPlistVariant?] =
          candidate.infoPlists.isEmpty ? [nil] : candidate.infoPlists
        for variant in variants {
          seen.append(
            (candidate.name, variant.flatMap { fact(name, in: $0, files: project.files) }))
        }
      }
      let values = Set(seen.map { $0.fact?.value ?? "" })
      if values.count == 1, let first = seen.first?.fact {
        result.facts.append(first)
      } else if values.count > 1 {
        let described = seen.map { "\($0.target) \($0.fact?.value ?? "unset")" }
        result.unsettled.append(
          "\(name): the targets or configurations disagree (\(unique(described).joined(separator: ", ")))"
        )
      } else if name == "ios" {
        result.unsettled.append("ios: no target sets IPHONEOS_DEPLOYMENT_TARGET")
      }
    }
    result.addLifeCycle(of: chosen, files: project.files)
    return result
  }

  /// The facts a project can state from its settings and Info.plist files, in the order they
  /// are reported; `lifeCycleName` comes after them.
  static let factNames = ["ios", "background-modes", "permitted-identifiers", "scene-manifest"]

  /// The fact saying whether the app uses the SwiftUI `App` life cycle (`yes`/`no`); a yes/no
  /// question whose ID holds it (`is-the-app-built-on-the-swiftui-app-life-cycle`) is answered
  /// by it.
  package static let lifeCycleName = "swiftui-app-life-cycle"

  /// Adds the life-cycle fact when every target of `chosen` has an entry point and they agree;
  /// notes a disagreement.
  private mutating func addLifeCycle(of chosen: [AuditTarget], files: ProjectFiles) {
    let entries = chosen.map {
      AppEntryPoint.read(
        swiftFiles: $0.swiftFiles, objectiveCFiles: $0.objectiveCFiles, files: files)
    }
    let values = entries.map { $0.map { $0.isSwiftUIApp ? "yes" : "no" } }
    guard values.contains(where: { $0 != nil }) else { return }
    guard let value = values.first ?? nil, let entry = entries.first ?? nil,
      values.allSatisfy({ $0 == value })
    else {
      let described = zip(chosen, values).map { "\($0.name) \($1 ?? "unknown")" }
      unsettled.append(
        "\(Self.lifeCycleName): the targets disagree (\(described.joined(separator: ", ")))")
      return
    }
    facts.append(
      Fact(
        name: Self.lifeCycleName, value: value, key: entry.declaration,
        path: files.display(entry.path), line: entry.line))
  }

  /// The fact `name` of one configuration, or nil when the configuration does not state it.
  private static func fact(_ name: String, in variant: InfoPlistVariant, files: ProjectFiles)
    -> Fact?
  {
    func plistFact(_ key: String, value: String) -> Fact? {
      let place = variant.places[key]
      guard let path = place?.path ?? variant.path else { return nil }
      return Fact(name: name, value: value, key: key, path: files.display(path), line: place?.line)
    }
    switch name {
    case "ios":
      let key = "IPHONEOS_DEPLOYMENT_TARGET"
      guard let version = variant.settings.value(key), Double(version) != nil,
        let file = variant.settings.places[key]?.path ?? variant.settingsFile
      else { return nil }
      return Fact(
        name: name, value: version, key: key, path: files.display(file),
        line: variant.settings.places[key]?.line)
    case "background-modes":
      let key = "UIBackgroundModes"
      guard variant.values[key] != nil else { return nil }
      return plistFact(key, value: variant.strings(key).sorted().joined(separator: ","))
    case "permitted-identifiers":
      let key = "BGTaskSchedulerPermittedIdentifiers"
      guard variant.values[key] != nil else { return nil }
      return plistFact(key, value: variant.strings(key).sorted().joined(separator: ","))
    default:
      // NB: an Info.plist that was not read (a file missing) says nothing about its keys.
      let key = "UIApplicationSceneManifest"
      guard !variant.values.isEmpty else { return nil }
      return plistFact(key, value: variant.values[key] == nil ? "no" : "yes")
    }
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }
}
