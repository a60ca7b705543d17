import Foundation
import Testing

@testable import Skillgraph

@Suite("Service errors: typed causes in the library's own words")
struct SkillgraphErrorTests {
  /// A cause of each kind whose words a face adds an option to.
  static let hinted: [SkillgraphError] = [
    .targetWithoutProject,
    .index(.notAnIndex("/tmp/index.sqlite")),
    .template(.fileExists(["/tmp/out/App.swift"])),
    .export(.notAnExport("/tmp/out", reason: "it holds files and no marker")),
    .outputExists("/tmp/transcript.md"),
    .invalidAuditRules([]),
    .siteNotWritten(brokenLinks: 0, errors: 1, warnings: 2, diagnostics: []),
    .unknownChoice("nope", argument: "part", choices: ["skills", "trees", "templates"]),
  ]

  @Test("no cause names a command-line option or the command line", arguments: hinted)
  func namesNoOption(error: SkillgraphError) {
    #expect(!error.description.contains("--"), "\(error.description)")
    #expect(!error.description.contains("skillgraph "), "\(error.description)")
  }

  @Test("an index that cannot be written can fall back; one that is not ours cannot")
  func indexCauses() {
    #expect(IndexError.missingFolder("/nope").cannotWrite)
    #expect(IndexError.writeFailed("/i", reason: "full", placeUnwritable: true).cannotWrite)
    #expect(!IndexError.writeFailed("/i", reason: "locked", placeUnwritable: false).cannotWrite)
    #expect(!IndexError.notAnIndex("/i").cannotWrite)
    #expect(IndexError.changedWhileRead("/a.md").sourceChanged)
    #expect(!IndexError.lostUnit.sourceChanged)
  }

  @Test("the code of a cause is the one agents match on")
  func codes() {
    #expect(SkillgraphError.unknownSkill("x", closest: nil).code == "not-found")
    #expect(SkillgraphError.invalidArgument("cursor", reason: "bad").code == "usage")
    #expect(SkillgraphError.decision(.cycle(["a", "b"])).code == "cycle")
    #expect(SkillgraphError.template(.fileExists([])).code == "file-exists")
    #expect(SkillgraphError.index(.lostUnit).code == "io")
    #expect(SkillgraphError.invalidAuditRules([]).code == "invalid-rules")
  }

  @Test("a value the user gave is blamed, not the default derived from it")
  func ownValues() {
    let problems = [
      InvalidValue(variable: "bundleID", value: "bad id", rule: "is not reverse-DNS"),
      InvalidValue(variable: "taskID", value: "bad id.refresh", rule: "is not reverse-DNS"),
    ]
    let error = SkillgraphError.template(.invalidValues(problems), given: ["bundleID": "bad id"])
    #expect(error.description == "variable 'bundleID': 'bad id' is not reverse-DNS")
  }
}
