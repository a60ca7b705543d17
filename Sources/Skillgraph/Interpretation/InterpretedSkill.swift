/// Everything read from one skill document, before references across skills are resolved.
struct InterpretedSkill: Sendable {
  var skill: Skill
  var source: SourceText
  var sections: [Section] = []
  var patterns: [Pattern] = []
  var checklists: [Checklist] = []
  var antiPatterns: [AntiPattern] = []
  var pressureScenarios: [PressureScenario] = []
  var itemLists: [ItemList] = []
  var realWorldExamples: [RealWorldExample] = []
  var quickReferences: [QuickReferenceTable] = []
  var resources: [Resource] = []
  var decisionTrees: [DecisionTree] = []
  var codeSnippets: [CodeSnippet] = []
  var pendingReferences: [PendingReference] = []
  var diagnostics: [Diagnostic] = []
}

/// A reference found in a skill, waiting for every skill to be known before it resolves.
struct PendingReference: Sendable {
  /// What the reference names.
  enum Target: Sendable, Hashable {
    /// `skills/child.md`, optionally with its suite.
    case suiteChild(suite: String?, child: String)
    /// A relative file path, optionally with an anchor.
    case file(path: String, anchor: String?)
    /// An anchor in the same skill.
    case anchor(String)
    /// A backticked name that may be a skill.
    case skillName(String)
    /// "(Pattern N)" in the same skill.
    case pattern(Int)
  }

  var source: SourceSpan
  var column: Int
  var text: String
  var form: CrossReference.Form
  var target: Target
}
