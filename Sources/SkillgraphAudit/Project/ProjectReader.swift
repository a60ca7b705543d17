import Foundation
import SkillgraphSupport

/// Finds what a folder holds (Xcode projects, also those a workspace names, an XcodeGen spec, a
/// Swift package) and reads their targets.
package enum ProjectReader {
  /// What was read.
  package struct Project: Sendable {
    /// The files of the project, under the file rule.
    package var files: ProjectFiles
    /// Every target read.
    package var targets: [AuditTarget]
    /// The project files read (shown relative to the root).
    package var sources: [String]
    /// Every file below the root (absolute), build output and dependencies left out.
    package var allFiles: [String]
  }

  /// The project in `root`; throws when it is not a readable folder or holds no project.
  ///
  /// An `.xcodeproj` given as the root is read from the folder that holds it, its sources'
  /// root (`SRCROOT`), and alone; an `.xcworkspace` from that folder, with every project in it.
  package static func read(root given: String) throws(ProjectReadFailure) -> Project {
    let trimmed = given.hasSuffix("/") && given.count > 1 ? String(given.dropLast()) : given
    let bundle = (trimmed as NSString).pathExtension
    let isBundle = ["xcodeproj", "xcworkspace"].contains(bundle)
    let parent = (trimmed as NSString).deletingLastPathComponent
    let root = isBundle ? (parent.isEmpty ? "." : parent) : given
    guard !isBundle || FileStatus(of: trimmed)?.kind == .folder,
      let files = ProjectFiles(root: root)
    else {
      throw ProjectReadFailure("\(given) is not a folder that can be read")
    }
    let allFiles = files.paths(below: files.rule.root)
    var targets: [AuditTarget] = []
    var sources: [String] = []
    var projects = allFiles.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
    if bundle == "xcodeproj" {
      let name = (trimmed as NSString).lastPathComponent
      projects = projects.filter { $0.hasSuffix("/\(name)/project.pbxproj") }
      guard !projects.isEmpty else {
        throw ProjectReadFailure("\(given) holds no project.pbxproj that can be read")
      }
    }
    for pbxproj in projects {
      let folder = (pbxproj as NSString).deletingLastPathComponent
      var reader = XcodeProjectReader(files: files, projectFolder: folder, allFiles: allFiles)
      targets += try reader.targets()
      sources.append(files.display(pbxproj))
    }
    let spec = files.absolute("project.yml")
    if projects.isEmpty, files.isFile(spec) {
      targets += try XcodeGenReader(files: files, specPath: spec, allFiles: allFiles).targets()
      sources.append(files.display(spec))
    }
    let manifest = files.absolute("Package.swift")
    if targets.isEmpty, files.isFile(manifest) {
      targets += packageTargets(files: files, allFiles: allFiles)
      sources.append(files.display(manifest))
    }
    guard !sources.isEmpty else {
      throw ProjectReadFailure(
        "\(root) holds no Xcode project (.xcodeproj), XcodeGen spec (project.yml) or Swift package (Package.swift)"
      )
    }
    return Project(files: files, targets: targets, sources: sources, allFiles: allFiles)
  }

  /// A Swift package's targets: each folder of `Sources/` (tests are not audited).
  private static func packageTargets(files: ProjectFiles, allFiles: [String]) -> [AuditTarget] {
    let sourcesFolder = files.absolute("Sources") + "/"
    var byTarget: [String: [String]] = [:]
    for path in allFiles where path.hasPrefix(sourcesFolder) {
      let rest = path.dropFirst(sourcesFolder.count)
      guard let slash = rest.firstIndex(of: "/") else { continue }
      byTarget[String(rest[..<slash]), default: []].append(path)
    }
    return byTarget.keys.sorted().map { name in
      let paths = byTarget[name] ?? []
      return AuditTarget(
        name: name, kind: .other, infoPlists: [],
        swiftFiles: paths.filter { $0.hasSuffix(".swift") },
        objectiveCFiles: paths.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") })
    }
  }
}
