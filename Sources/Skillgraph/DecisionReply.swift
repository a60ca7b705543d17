public import SkillgraphDecisions
public import SkillgraphTemplates

/// The JSON answer of `decide` and `diagnose`: the decision, plus what each adds to it (the
/// rendered template, or the template to render with its variables).
public struct DecisionReply: Encodable, Sendable {
  /// The walk's answer.
  public var decision: DecisionAnswer
  /// The outcome's template, rendered (`decide --template-var`).
  public var rendered: RenderedSet?
  /// The sections the outcome's links point at (`diagnose`).
  public var sections: [DecisionLink]?
  /// What the description in words chose and settled, when the walk started from one.
  public var situation: SituationSummary?
  /// What the developer's project settles and the audit findings that concern the outcome,
  /// when the walk read one (`decide --project`).
  public var project: ProjectSummary?
  /// The outcome's template with its variables and their rules, when it is not rendered.
  public var template: OutcomeTemplate?

  /// The reply to a walk, with what each adds to it.
  public init(
    decision: DecisionAnswer, rendered: RenderedSet? = nil, sections: [DecisionLink]? = nil,
    situation: SituationSummary? = nil, project: ProjectSummary? = nil,
    template: OutcomeTemplate? = nil
  ) {
    self.decision = decision
    self.rendered = rendered
    self.sections = sections
    self.situation = situation
    self.project = project
    self.template = template
  }

  package enum CodingKeys: String, CodingKey {
    case rendered
    case sections
    case situation
    case project
    case template
  }

  /// The decision's fields, with `rendered` and `sections` beside them when present.
  public func encode(to encoder: any Encoder) throws {
    try decision.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(rendered, forKey: .rendered)
    try container.encodeIfPresent(sections, forKey: .sections)
    try container.encodeIfPresent(situation, forKey: .situation)
    try container.encodeIfPresent(project, forKey: .project)
    try container.encodeIfPresent(template, forKey: .template)
  }
}
