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
}
