import Foundation
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport
import SkillgraphYAML
internal import Yams

/// A collection's audit rule file, `audit-rules.yml` at the root of its folder: a `rules` list,
/// each rule naming an analysis of the engine and its parameters (docs/audit.md).
///
/// Problems are diagnostics with the file's line and column; a rule with an error is left out
/// and the others are read.
package enum AuditRuleFile {
  /// The name of a collection's rule file, at the root of its folder.
  package static let name = "audit-rules.yml"

  /// What a rule file holds.
  package struct Contents: Sendable {
    /// The rules read, in order.
    package var rules: [AuditRule] = []
    /// The problems found, with their places.
    package var diagnostics: [Diagnostic] = []
  }

  /// The parameters each analysis needs.
  static let required: [AuditRule.Analysis: [String]] = [
    .undeclaredUse: ["uses", "plist-key"], .unusedDeclaration: ["uses", "plist-key"],
    .plistValueRequired: ["symbols", "plist-key", "value"],
    .plistValueUnused: ["symbols", "plist-key", "value"], .reachedFrom: ["calls", "functions"],
    .everyPathCalls: ["handler", "required"], .handlerAssigns: ["handler", "member"],
    .handlerReaches: ["handler", "calls"], .reachedOnlyFrom: ["calls", "functions", "plist-key"],
    .requiresFunction: ["calls", "function", "argument"],
    .requiresAssignment: ["calls", "member"], .argumentRequired: ["calls", "argument"],
    .pairedCall: ["calls", "pair"], .everyPathAfter: ["calls", "required"],
    .receiverMadeBy: ["calls", "made-by"],
    .entitlementRequired: ["plist-key", "value", "entitlement"],
  ]

  /// Every key a rule may have.
  static let keys: Set<String> = [
    "id", "severity", "analysis", "message", "see", "reference", "targets", "uses", "plist-key",
    "value", "symbols", "calls", "functions", "root-conformances", "handler", "required",
    "excluded-members", "member", "function", "argument", "pair", "made-by", "entitlement",
  ]

  /// The contents of the file at `path`; one diagnostic when it cannot be read (a link out of
  /// its folder, a FIFO or a file over 1 MB is not read).
  package static func read(_ path: String) -> Contents {
    let data: Data
    do throws(BoundedFile.Failure) {
      data = try ContainedPath.contents(ofFileAt: path, limit: 1 << 20)
    } catch {
      return Contents(diagnostics: [
        problem(path, line: 1, column: 1, "cannot read the audit rule file: \(error)")
      ])
    }
    return parse(String(decoding: data, as: UTF8.self), path: path)
  }

  /// The contents of `text`, read from `path`.
  package static func parse(_ text: String, path: String) -> Contents {
    if let excess = YAMLAliasBudget.excess(in: text) {
      return Contents(diagnostics: [
        problem(
          path, line: excess.line, column: excess.column,
          "the rules are not read: \(excess.message)")
      ])
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      var line = 1
      var column = 1
      if let yaml = error as? YamlError {
        switch yaml {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
          line = mark.line
          column = mark.column
        default: break
        }
      }
      return Contents(diagnostics: [
        problem(path, line: line, column: column, "the audit rules are not valid YAML: \(error)")
      ])
    }
    guard let mapping = root?.mapping, let list = mapping["rules"] else {
      return Contents(diagnostics: [
        problem(path, line: 1, column: 1, "the audit rule file has no 'rules' list")
      ])
    }
    var contents = Contents()
    for key in mapping.keys where key.string != "rules" {
      contents.diagnostics.append(
        problem(
          path, node: key, "'\(key.string ?? "")' is not a rule file key (rules), so it is ignored",
          severity: .warning))
    }
    guard let items = list.sequence else {
      contents.diagnostics.append(problem(path, node: list, "'rules' must be a list of rules"))
      return contents
    }
    var seen: Set<String> = []
    for item in items {
      var reader = AuditRuleReader(path: path, node: item)
      if let rule = reader.rule() {
        if seen.insert(rule.id).inserted {
          contents.rules.append(rule)
        } else {
          reader.diagnostics.append(
            problem(
              path, node: item, "the rule ID '\(rule.id)' is used twice; this one is left out"))
        }
      }
      contents.diagnostics += reader.diagnostics
    }
    return contents
  }

  static func problem(
    _ path: String, node: Node, _ message: String, severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    problem(
      path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message, severity: severity)
  }

  static func problem(
    _ path: String, line: Int, column: Int, _ message: String,
    severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    Diagnostic(
      severity, "bad-audit-rule", message, path: path, range: .at(line: line, column: column))
  }
}
