/// What `decide` is asked: which tree (by ID, or by the situation in words), the answers so
/// far, the facts, and the variables to render the outcome's template with.
public struct DecideRequest: Sendable, Hashable {
  /// The tree's ID; nil means the tree `situation` leads to, else the main tree.
  public var tree: String?
  /// The situation in the asker's words.
  public var situation: String?
  /// Question ID to option ID.
  public var answers: [String: String]
  /// Facts such as `ios` = `17.4`, or a question ID to an option ID.
  public var facts: [String: String]
  /// When not empty, the outcome's template is rendered with these variables.
  public var templateVariables: [String: String]
  /// Whether an outcome that links exactly one skill goes on in that skill's tree.
  public var followsLinks: Bool
  /// The developer's project folder, whose deployment target and Info.plist facts are taken as
  /// facts and whose audit findings end the recommendation.
  public var project: String?
  /// The project's target to read (default: every application target, where they agree).
  public var target: String?

  /// A request; every part is optional.
  public init(
    tree: String? = nil, situation: String? = nil, answers: [String: String] = [:],
    facts: [String: String] = [:], templateVariables: [String: String] = [:],
    followsLinks: Bool = false, project: String? = nil, target: String? = nil
  ) {
    self.project = project
    self.target = target
    self.tree = tree
    self.situation = situation
    self.answers = answers
    self.facts = facts
    self.templateVariables = templateVariables
    self.followsLinks = followsLinks
  }
}

/// What `decide` answers: the reply, and the stated facts no question of the tree uses.
public struct DecideAnswer: Sendable {
  /// The reply (`--json` prints it).
  public var reply: DecisionReply
  /// Warnings about facts the tree does not use.
  public var unusedFacts: [String]

  /// A value with every stored property given.
  package init(reply: DecisionReply, unusedFacts: [String]) {
    self.reply = reply
    self.unusedFacts = unusedFacts
  }
}
