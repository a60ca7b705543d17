import SkillgraphAudit
public import SkillgraphDecisions
public import SkillgraphExport
public import SkillgraphIngest
public import SkillgraphModel
public import SkillgraphSearch
public import SkillgraphSite
import SkillgraphSupport
public import SkillgraphTemplates

/// Why a request failed, by cause: each face (the command line, the MCP server) maps a cause to
/// its own words, exit status or tool error. The description says what was wrong and where,
/// and names no option of any face.
public enum SkillgraphError: Error, Sendable, CustomStringConvertible {
  /// No entity has this ID; `hint` (starting with "; ") names the closest ones.
  case unknownEntity(String, hint: String)
  /// No skill has this ID; `closest` names the skills to choose from, when known.
  case unknownSkill(String, closest: String?)
  /// The skill has no section of this name; its sections, by title.
  case unknownSection(String, skill: String, sections: [String])
  /// No symptom of the terminal's catalog has these words; the symptoms, listed.
  case unknownSymptom(String, symptoms: String)
  /// A search found nothing for this text.
  case nothingMatches(String)
  /// No result of a search for this text fits in a budget of this many tokens.
  case nothingFitsBudget(String, maxTokens: Int)
  /// No decision tree fits a description in words: why, and the trees when they are listed.
  case noTreeFits(String, reason: String, trees: [String]?)
  /// The content folders hold no skills.
  case noSkills(folders: [String])
  /// The content has no trees of a diagnostic skill.
  case noDiagnosticTrees
  /// No content folder has audit rules.
  case noAuditRules(folders: [String])
  /// The templates folder holds no template set.
  case noTemplates(folder: String)
  /// An argument names none of its choices: the value, the argument, its choices.
  case unknownChoice(String, argument: String, choices: [String])
  /// An argument breaks its rule: the argument, and what is wrong with it.
  case invalidArgument(String, reason: String)
  /// A project has no target of this name; its targets.
  case unknownProjectTarget(String, project: String, targets: [String])
  /// A target was given without the project it belongs to.
  case targetWithoutProject
  /// The decision engine cannot answer the request.
  case decision(DecisionError)
  /// A template cannot be loaded, rendered or written.
  case template(TemplateError)
  /// The search index cannot be read or written.
  case index(IndexError)
  /// The content cannot be read.
  case content(LoadError)
  /// The audit rules of the content have errors.
  case invalidAuditRules([Diagnostic])
  /// The site was not written: broken links, or content errors and warnings counted as errors.
  case siteNotWritten(brokenLinks: Int, errors: Int, warnings: Int, diagnostics: [Diagnostic])
  /// The developer's project cannot be read.
  case unreadableProject(String, reason: String)
  /// An export cannot be made or written.
  case export(ExportError)
  /// The site's output folder cannot be written.
  case site(SiteError)
  /// There is no templates folder, not even the shipped one.
  case noTemplatesFolder(lookedFor: String)
  /// An output file given exists and is not to be replaced.
  case outputExists(String)
  /// A file given cannot be read or written: the path, and what failed.
  case io(String, message: String)

  /// What was wrong, and where.
  public var description: String {
    switch self {
    case .unknownEntity(let id, let hint): "no entity has the ID '\(id)'\(hint)"
    case .unknownSkill(let id, let closest):
      "no skill has the ID '\(id)'" + (closest.map { "; \($0)" } ?? "")
    case .unknownSection(let name, let skill, let sections):
      "'\(skill)' has no section named '\(name)'; its sections: "
        + sections.joined(separator: ", ")
    case .unknownSymptom(let text, let symptoms): "no symptom '\(text)'; symptoms: \(symptoms)"
    case .nothingMatches(let text): "nothing in the content matches '\(text)'"
    case .nothingFitsBudget(let text, let maxTokens):
      "no answer to '\(text)' fits in a budget of \(maxTokens) tokens, not even one result's "
        + "fields; raise the budget"
    case .noTreeFits(let situation, let reason, let trees):
      "no decision tree fits '\(situation)'\(reason)"
        + (trees.map {
          // NB: a few trees are listed whole; a large collection's (Axiom has 320) are not.
          "; "
            + ClosestNames($0).suggestion(
              for: situation, noun: "trees", whereListed: "`catalog --kind trees`")
        } ?? "")
    case .noSkills(let folders):
      "no skills in \(folders.joined(separator: ", ")): looked for Markdown files, "
        + "name/SKILL.md folders, suites and plugins (docs/content-format.md)"
    case .noDiagnosticTrees:
      "no diagnostic trees in the loaded content (skills of type diagnostic)"
    case .noAuditRules(let folders):
      "no audit rules in \(folders.joined(separator: ", ")): a collection keeps them in "
        + "\(AuditRuleFile.name) (docs/audit.md)"
    case .noTemplates(let folder):
      "no templates in \(folder): a template set is a folder holding a template.yml "
        + "(docs/templates.md)"
    case .unknownChoice(let value, let argument, let choices):
      "unknown \(argument) '\(value)'; \(argument)s: \(choices.joined(separator: ", "))"
    case .invalidArgument(_, let reason): reason
    case .unknownProjectTarget(let target, let project, let targets):
      "the project in \(project) has no target '\(target)'; its targets: "
        + targets.joined(separator: ", ")
    case .targetWithoutProject: "a target is one of a project's: give the project with the target"
    case .decision(let error): error.description
    case .template(let error): error.description
    case .index(let error): error.description
    case .content(let error): error.description
    case .invalidAuditRules: "the audit rules have errors (the content's check shows them)"
    case .siteNotWritten(let brokenLinks, let errors, let warnings, _):
      brokenLinks == 0
        ? "\(errors) errors and \(warnings) warnings in the content, counted as errors; the "
          + "site was not written"
        : "\(brokenLinks) broken links; the site was not written"
    case .unreadableProject(_, let reason): reason
    case .export(let error): error.description
    case .site(let error): error.description
    case .noTemplatesFolder(let folder): "no templates folder: give one (looked for \(folder))"
    case .outputExists(let path): "'\(path)' exists"
    case .io(_, let message): message
    }
  }

  /// The stable code agents and scripts match on: `not-found`, `usage`, `io`, or the cause's
  /// own (`cycle`, `invalid-value`, `broken-template`, `file-exists`, `invalid-rules`,
  /// `broken-links`).
  public var code: String {
    switch self {
    case .unknownEntity, .unknownSkill, .unknownSection, .unknownSymptom, .nothingMatches,
      .nothingFitsBudget, .noTreeFits, .noSkills, .noDiagnosticTrees, .noAuditRules,
      .noTemplates:
      "not-found"
    case .unknownChoice, .invalidArgument, .unknownProjectTarget, .targetWithoutProject: "usage"
    case .decision(let error):
      switch error {
      case .noTree, .unknownTree: "not-found"
      case .cycle: "cycle"
      default: "usage"
      }
    case .template(let error):
      switch error {
      case .unknownTemplate: "not-found"
      case .unknownVariable: "usage"
      case .invalidValues: "invalid-value"
      case .brokenTemplate: "broken-template"
      case .fileExists: "file-exists"
      case .writeFailed, .partlyWritten, .unreadableFolder: "io"
      }
    case .invalidAuditRules: "invalid-rules"
    case .siteNotWritten: "broken-links"
    case .outputExists: "file-exists"
    case .index, .content, .unreadableProject, .export, .site, .noTemplatesFolder, .io: "io"
    }
  }

  /// The content problems behind the failure, if any.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .invalidAuditRules(let diagnostics): diagnostics
    case .siteNotWritten(_, _, _, let diagnostics): diagnostics
    default: []
    }
  }
}

extension SkillgraphError {
  /// No tree fits a description in words: says whether the description names several trees
  /// equally or the content does not seem to cover it, and lists the trees (unless
  /// `listingTrees` is false: a terminal offers them as a menu next).
  package static func noTreeFits(
    _ situation: String, match: SituationMatch, trees: [DecisionTree], listingTrees: Bool = true
  ) -> SkillgraphError {
    let reason: String
    // NB: trees the description names by their own words cover it, whatever the search's
    // confidence in its other words ("cut off halfway ... never runs again").
    if !match.tied.isEmpty {
      reason =
        ": it names several equally (\(match.tied.map { "\($0.id) (\($0.title))" }.joined(separator: ", "))); "
        + "choose one with its ID"
    } else if match.search.confidence != .high || match.search.results.isEmpty {
      reason = ": the content does not seem to cover it"
    } else {
      let closest = match.search.results.prefix(3).map { "\($0.title) (\($0.id))" }
      reason = "; the sections closest to it: \(closest.joined(separator: ", "))"
    }
    return .noTreeFits(
      situation, reason: reason,
      trees: listingTrees ? trees.map { "\($0.id) (\($0.title))" } : nil)
  }

  /// `error` with only the problems of the variables the user set, when one of them has any: a
  /// derived default (`{{bundleID}}.refresh`) is only wrong because the value it comes from is.
  public static func template(_ error: TemplateError, given values: [String: String])
    -> SkillgraphError
  {
    guard case .invalidValues(let problems) = error else { return .template(error) }
    let own = problems.filter { values[$0.variable] != nil }
    return .template(own.isEmpty ? error : .invalidValues(own))
  }
}
