import SkillgraphSupport

/// Runs a collection's rules on a project: reads it, parses each target's Swift once, scans its
/// Objective-C lexically, and gives each rule's analysis what it needs.
package struct Auditor: Sendable {
  /// What an audit found, and what it read.
  package struct Result: Sendable {
    /// The findings, by target, then file and position.
    package var findings: [AuditFinding]
    /// The targets read, with their kinds.
    package var targets: [(name: String, kind: AuditTarget.Kind)]
    /// The project files read (shown relative to the root).
    package var projectFiles: [String]
    /// How many Swift files were parsed.
    package var swiftFiles: Int
    /// How many Objective-C files were scanned.
    package var objectiveCFiles: Int
  }

  /// The rules run.
  package var rules: [AuditRule]

  /// An auditor running `rules`.
  package init(rules: [AuditRule]) { self.rules = rules }

  /// Audits the project in `root`; throws when it cannot be read.
  package func audit(root: String) throws(ProjectReadFailure) -> Result {
    let project = try ProjectReader.read(root: root)
    let words = ProjectWords(files: project.files, paths: project.allFiles)
    var findings: [AuditFinding] = []
    var parsed = Set<String>()
    var scanned = Set<String>()
    var cache: [String: SwiftFileIndex] = [:]
    for target in project.targets {
      let applicable = rules.filter { $0.targetKinds.contains(target.kind.rawValue) }
      guard !applicable.isEmpty else { continue }
      let module = SwiftModule(
        paths: target.swiftFiles, files: project.files, cache: &cache, words: words)
      let objectiveC = ObjectiveCScan(paths: target.objectiveCFiles, files: project.files)
      parsed.formUnion(target.swiftFiles)
      scanned.formUnion(target.objectiveCFiles)
      var audit = TargetAudit(
        target: target, module: module, objectiveC: objectiveC, words: words,
        files: project.files)
      for rule in applicable { audit.run(rule) }
      audit.reportUnresolvedSettings(keys: Set(applicable.compactMap(\.plistKey)))
      findings += Self.unique(audit.findings).sorted {
        ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule)
      }
    }
    return Result(
      findings: findings, targets: project.targets.map { ($0.name, $0.kind) },
      projectFiles: project.sources, swiftFiles: parsed.count, objectiveCFiles: scanned.count)
  }

  /// Parses every Swift file the project's targets list, and nothing more: the baseline the
  /// audit's speed is measured against, on every core as the audit parses. Returns how many
  /// files were parsed.
  package static func parseOnly(root: String) throws(ProjectReadFailure) -> Int {
    let project = try ProjectReader.read(root: root)
    var parsed = Set<String>()
    var paths: [String] = []
    for target in project.targets {
      paths += target.swiftFiles.filter { parsed.insert($0).inserted }
    }
    let files = paths
    _ = parallelMap(files.count) { index in
      if let text = project.files.text(files[index]) { SwiftModule.parseOnly(text) }
    }
    return parsed.count
  }

  private static func unique(_ findings: [AuditFinding]) -> [AuditFinding] {
    var seen = Set<AuditFinding>()
    return findings.filter { seen.insert($0).inserted }
  }
}
