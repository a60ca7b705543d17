/// Everything read from one skill document, before references across skills are resolved.
@dynamicMemberLookup
struct InterpretedSkill: Sendable {
  var skill: Skill
  var source: SourceText
  /// The parsed Markdown, kept only when the loader is asked to keep documents.
  var document: MarkdownNode?
  var entities = EntityCollection()
  var pendingReferences: [PendingReference] = []
  var diagnostics: [Diagnostic] = []

  /// The entity arrays, as if they were the skill's own (`result.patterns.append(...)`).
  subscript<Value>(dynamicMember keyPath: WritableKeyPath<EntityCollection, Value>) -> Value {
    get { entities[keyPath: keyPath] }
    set { entities[keyPath: keyPath] = newValue }
  }
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
