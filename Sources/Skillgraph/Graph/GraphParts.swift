/// The pieces a knowledge graph is assembled from, gathered skill by skill.
struct GraphParts {
  var skills: [Skill] = []
  var entities = EntityCollection()
  var crossReferences: [CrossReference] = []
  var skipped: [SkippedFile] = []
  var diagnostics: [Diagnostic] = []
  var sourceTexts: [String: SourceText] = [:]
  var documents: [String: MarkdownNode] = [:]

}
