public import SkillgraphAudit
public import SkillgraphDecisions

/// What `decide --project` read from the developer's project: the targets the facts come from
/// and why, the facts taken, those left unsettled, and the audit findings that concern the
/// recommendation.
public struct ProjectSummary: Encodable, Sendable {
  /// The project folder, as given.
  public var path: String
  /// Every target read.
  public var targets: [String]
  /// The targets the facts come from: the one `--target` names, else every application target.
  public var chosen: [String]
  /// How they were chosen, in words.
  public var choice: String
  /// The facts all chosen targets and configurations agree on.
  public var facts: [ProjectFact]
  /// Why a fact was not taken (targets or configurations that disagree, a setting not set).
  public var unsettled: [String]
  /// The audit findings that concern the recommendation (empty before an outcome): those of
  /// a rule whose citation is one the recommendation draws on, or whose API names hold its task
  /// type (docs/commands.md#decide).
  public var findings: [AuditFinding]
  /// How many findings the audit made in the chosen targets, related or not; nil before an
  /// outcome (the audit runs once there is a recommendation).
  public var auditedFindings: Int?

  /// A summary with every property given.
  package init(
    path: String, targets: [String], chosen: [String], choice: String, facts: [ProjectFact],
    unsettled: [String], findings: [AuditFinding] = [], auditedFindings: Int? = nil
  ) {
    self.path = path
    self.targets = targets
    self.chosen = chosen
    self.choice = choice
    self.facts = facts
    self.unsettled = unsettled
    self.findings = findings
    self.auditedFindings = auditedFindings
  }
}
