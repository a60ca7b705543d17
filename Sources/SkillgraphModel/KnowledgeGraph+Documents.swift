extension KnowledgeGraph {
  /// The documents of the skill folder `skillID` (its `references/` and other Markdown files),
  /// sorted by ID.
  public func documents(of skillID: String) -> [Skill] {
    skills.filter { $0.parentSkill == skillID }
  }

  /// The skills an agent chooses from: every skill except the documents of skill folders.
  public var mainSkills: [Skill] {
    skills.filter { $0.role != .skillDocument }
  }
}
