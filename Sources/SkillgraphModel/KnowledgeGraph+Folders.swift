extension KnowledgeGraph {
  /// The skill whose folder holds the entries of `skillID`: the skill itself, or the skill of a
  /// document read from a skill folder (`skill/references/patterns` → `skill`).
  public func folderSkillID(of skillID: String) -> String {
    (entity(withID: skillID) as? Skill)?.parentSkill ?? skillID
  }
}
