import Skillgraph

/// The Agent Skills fixtures: a plain skill folder with references, scripts and assets
/// (`plain`), sibling and nested documents (`siblings`), a plugin (`plugin`) and a marketplace
/// (`marketplace`).
enum AgentSkillsFixtures {
  /// The path of the fixture collection `name`.
  static func path(_ name: String) throws -> String {
    try Fixtures.path("agent-skills/\(name)")
  }

  /// The fixture collection `name`, loaded with its parsed documents kept (for site pages).
  static func load(_ name: String) throws -> KnowledgeGraph {
    try CorpusLoader(folders: [path(name)], keepsDocuments: true).load()
  }
}
