package import SkillgraphMarkdown
package import SkillgraphModel

/// Everything read from one skill document, before references across skills are resolved.
@dynamicMemberLookup
package struct InterpretedSkill: Sendable {
  package var skill: Skill
  package var source: SourceText
  /// The parsed Markdown, kept only when the loader is asked to keep documents.
  package var document: MarkdownNode?
  package var entities = EntityCollection()
  package var pendingReferences: [PendingReference] = []
  package var diagnostics: [Diagnostic] = []

  /// The entity arrays, as if they were the skill's own (`result.patterns.append(...)`).
  package subscript<Value>(dynamicMember keyPath: WritableKeyPath<EntityCollection, Value>) -> Value
  {
    get { entities[keyPath: keyPath] }
    // NB: `_modify` lends the stored array itself, so `result.patterns.append(...)` grows it in
    // place; with `set`, the getter's copy shared the array's storage while it was appended
    // to, and every append copied the whole array (n appends, n²/2 element copies).
    _modify { yield &entities[keyPath: keyPath] }
  }
}

/// A reference found in a skill, waiting for every skill to be known before it resolves.
package struct PendingReference: Sendable {
  /// What the reference names.
  package enum Target: Sendable, Hashable {
    /// `skills/child.md`, optionally with its suite.
    case suiteChild(suite: String?, child: String)
    /// A relative file path, optionally with an anchor.
    case file(path: String, anchor: String?)
    /// An anchor in the same skill.
    case anchor(String)
    /// A backticked name that may be a skill.
    case skillName(String)
    /// "(Pattern N)": in the skill named just before it (a `skills/x.md` path or a skill's
    /// name), else in the same skill.
    indirect case pattern(Int, in: Target?)
    /// A backticked path to a Markdown file (`references/x.md`), resolved against the
    /// linking file's folder; one that names nothing is a reference only when its first folder
    /// exists there.
    /// `owner` is a skill named just before it ("`skill`'s `./x.md`"), whose folder is asked
    /// too.
    case documentPath(String, in: String?)
  }

  package var source: SourceSpan
  package var column: Int
  package var text: String
  package var form: CrossReference.Form
  package var target: Target

  /// A value with every stored property given.
  package init(
    source: SourceSpan, column: Int, text: String, form: CrossReference.Form, target: Target
  ) {
    self.source = source
    self.column = column
    self.text = text
    self.form = form
    self.target = target
  }
}
