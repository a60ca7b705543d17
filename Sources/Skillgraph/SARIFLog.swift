import Foundation
import SkillgraphAudit

/// An audit report as a SARIF 2.1.0 log (the OASIS Static Analysis Results Interchange Format),
/// as GitHub code scanning reads it: one run, the rules as the tool's rules, each finding a
/// result with a location relative to the folder the audit ran in (`SRCROOT`, given as an
/// absolute URI in the run's `originalUriBaseIds`), or an absolute `file:` URI for a file outside
/// that folder: a relative URI with no base is a path no reader can resolve.
public struct SARIFLog: Encodable, Sendable {
  struct Text: Encodable, Sendable {
    var text: String
  }

  struct Configuration: Encodable, Sendable {
    var level: String
  }

  struct RuleDescriptor: Encodable, Sendable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var helpUri: String?
    var defaultConfiguration: Configuration
    var properties: [String: String]
  }

  struct Driver: Encodable, Sendable {
    var name = "skillgraph"
    var version: String
    var rules: [RuleDescriptor]
  }

  struct Tool: Encodable, Sendable {
    var driver: Driver
  }

  struct Region: Encodable, Sendable {
    var startLine: Int
    var startColumn: Int
  }

  struct ArtifactLocation: Encodable, Sendable {
    var uri: String
    var uriBaseId: String?
  }

  struct PhysicalLocation: Encodable, Sendable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct Location: Encodable, Sendable {
    var physicalLocation: PhysicalLocation
  }

  struct Result: Encodable, Sendable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var properties: [String: String]
  }

  struct Run: Encodable, Sendable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]
    var results: [Result]
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  let version = "2.1.0"
  var runs: [Run]

  /// The base ID of the locations inside the working folder.
  static let sourceRoot = "SRCROOT"

  /// The log of `report`, its paths read from `workingFolder` (an absolute path; default the
  /// current folder).
  public init(
    report: AuditReport, toolVersion: String,
    workingFolder: String? = nil
  ) {
    let workingFolder = workingFolder ?? FileManager.default.currentDirectoryPath
    var descriptors = report.rules.map { rule in
      RuleDescriptor(
        id: rule.id, shortDescription: Text(text: Self.summary(of: rule.message)),
        fullDescription: Text(text: rule.message),
        help: Text(text: "see: \(rule.see)" + (rule.reference.map { " and \($0)" } ?? "")),
        helpUri: rule.reference, defaultConfiguration: Configuration(level: rule.severity),
        properties: ["see": rule.see, "analysis": rule.analysis])
    }
    // NB: the engine's own notes (an unresolved build setting) are no rule of the file; each
    // gets a descriptor so that every result's ruleIndex names its own rule.
    for finding in report.findings where !descriptors.contains(where: { $0.id == finding.rule }) {
      descriptors.append(
        RuleDescriptor(
          id: finding.rule, shortDescription: Text(text: finding.rule),
          fullDescription: Text(text: finding.message), help: Text(text: "see: \(finding.see)"),
          helpUri: nil, defaultConfiguration: Configuration(level: finding.severity),
          properties: ["see": finding.see, "analysis": "engine"]))
    }
    let indexes = Dictionary(
      descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let results = report.findings.map { finding in
      Result(
        ruleId: finding.rule, ruleIndex: indexes[finding.rule] ?? 0, level: finding.severity,
        message: Text(text: finding.message + " (see: \(finding.see))"),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: Self.location(of: finding.path, in: workingFolder),
              region: Region(startLine: finding.line, startColumn: finding.column)))
        ],
        properties: [
          "see": finding.see, "target": finding.target,
          "lexical": finding.lexical ? "true" : "false",
        ])
    }
    runs = [
      Run(
        tool: Tool(driver: Driver(version: toolVersion, rules: descriptors)),
        originalUriBaseIds: [
          Self.sourceRoot: ArtifactLocation(
            uri: Self.fileURI(ProjectFiles.normalized(workingFolder) + "/"))
        ],
        results: results)
    ]
  }

  /// The first clause of a message, without its placeholders' braces.
  private static func summary(of message: String) -> String {
    let first = message.split(separator: ":").first.map(String.init) ?? message
    return first.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
  }

  /// Where `path` (absolute, or relative to `folder`) is: relative to `SRCROOT` inside
  /// `folder`, else an absolute `file:` URI.
  static func location(of path: String, in folder: String) -> ArtifactLocation {
    let root = ProjectFiles.normalized(folder)
    let absolute = ProjectFiles.normalized(path.hasPrefix("/") ? path : root + "/" + path)
    guard absolute.hasPrefix(root == "/" ? "/" : root + "/") else {
      return ArtifactLocation(uri: fileURI(absolute))
    }
    let relative = String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    return ArtifactLocation(uri: uri(relative), uriBaseId: sourceRoot)
  }

  /// An absolute path as a `file:` URI.
  private static func fileURI(_ absolute: String) -> String {
    "file://" + uri(absolute)
  }

  /// A path as a URI reference: each segment percent-encoded.
  private static func uri(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
