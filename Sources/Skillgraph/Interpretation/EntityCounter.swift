/// Numbers entities of each kind within a skill: `skill/kind-1`, `skill/kind-2`, ...
struct EntityCounter {
  let skillID: String
  private var counts: [String: Int] = [:]
  private var names = UniqueNames()

  init(skillID: String) {
    self.skillID = skillID
  }

  /// The next ID for `prefix`.
  mutating func next(_ prefix: String) -> String {
    counts[prefix, default: 0] += 1
    return names.claim("\(skillID)/\(prefix)-\(counts[prefix]!)")
  }

  /// An ID with a chosen suffix, de-duplicated.
  mutating func named(_ prefix: String, _ suffix: String) -> String {
    names.claim("\(skillID)/\(prefix)-\(suffix)")
  }
}
