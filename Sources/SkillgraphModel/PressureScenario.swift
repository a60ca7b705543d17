/// A situation that tempts a developer to cut a corner, with the reality and what to say.
public struct PressureScenario: GraphEntity {
  /// `skill/scenario-N`.
  public var id: String
  /// The heading, without the "Scenario N:" prefix.
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The number from "Scenario N", when present.
  public var number: Int?
  /// The section that holds it.
  public var sectionID: String
  /// The bold-label parts in source order, with normalised labels.
  public var parts: [ScenarioPart]
  /// Where it is.
  public var source: SourceSpan

  /// Always `.pressureScenario`.
  public var kind: EntityKind { .pressureScenario }

  /// The text of the first part with the given role.
  public func text(of role: ScenarioPart.Role) -> String? {
    parts.first { $0.role == role }?.text
  }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, number: Int? = nil, sectionID: String,
    parts: [ScenarioPart], source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.number = number
    self.sectionID = sectionID
    self.parts = parts
    self.source = source
  }
}

/// One bold-label part of a pressure scenario.
public struct ScenarioPart: Hashable, Sendable, Codable {
  /// The normalised meaning of a label.
  public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    case context
    case pressure
    case reality
    case timeCost
    case whatWorks
    case pushBack
    case other
  }

  /// The normalised role.
  public var role: Role
  /// The label as written.
  public var label: String
  /// The Markdown text after the label.
  public var text: String

  /// A value with every stored property given.
  package init(role: Role, label: String, text: String) {
    self.role = role
    self.label = label
    self.text = text
  }
}
