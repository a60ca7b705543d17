package import SkillgraphMarkdown

/// The pieces a knowledge graph is assembled from, gathered skill by skill.
package struct GraphParts {
  package var skills: [Skill] = []
  package var entities = EntityCollection()
  package var crossReferences: [CrossReference] = []
  package var skipped: [SkippedFile] = []
  package var layouts: [FolderLayout] = []
  package var diagnostics: [Diagnostic] = []
  package var sourceTexts: [String: SourceText] = [:]
  package var documents: [String: MarkdownNode] = [:]

  /// No parts yet.
  package init() {}
}
