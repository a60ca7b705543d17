/// What a skill document is for.
public enum SkillType: String, Hashable, Sendable, Codable, CaseIterable {
  /// Teaches a way of working: principles, patterns, pressure scenarios.
  case discipline
  /// Documents APIs.
  case reference
  /// Walks symptoms down to fixes.
  case diagnostic
  /// Sends the reader to other skills.
  case router
}
