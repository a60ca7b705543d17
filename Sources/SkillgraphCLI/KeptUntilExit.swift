import SkillgraphSupport

/// Holds the last value handed to it until the process exits or another value takes its
/// place.
///
/// NB: freeing a corpus's graph value by value (every entity, section and Markdown node)
/// takes 50-70 ms for the Axiom collection, spent just before the process exits and the
/// kernel reclaims the memory at once anyway. A command about to return keeps its graph here
/// instead; only one is held, so commands run in-process (tests) keep at most one alive.
final class KeptUntilExit: Sendable {
  private static let shared = KeptUntilExit()
  private let value = Locked<(any Sendable)?>(nil)

  /// Keeps `value`, releasing the one kept before.
  static func keep(_ value: any Sendable) {
    let previous = shared.value.withLock { kept in
      defer { kept = value }
      return kept
    }
    _ = previous
  }
}
