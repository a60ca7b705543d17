import SkillgraphModel
import SkillgraphSupport

/// Numbers entities of each kind within a skill: `skill/kind-1`, `skill/kind-2`, ...
package struct EntityCounter {
  package let skillID: String
  private var counts: [String: Int] = [:]
  private var names = UniqueNames()

  package init(skillID: String) {
    self.skillID = skillID
  }

  /// The next ID for `prefix`.
  package mutating func next(_ prefix: String) -> String {
    counts[prefix, default: 0] += 1
    return names.claim("\(skillID)/\(prefix)-\(counts[prefix]!)").compacted
  }

  /// An ID with a chosen suffix, de-duplicated.
  package mutating func named(_ prefix: String, _ suffix: String) -> String {
    names.claim("\(skillID)/\(prefix)-\(suffix)").compacted
  }
}
