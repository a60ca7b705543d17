import SkillgraphMarkdown
public import SkillgraphModel

/// What the Markdown renderer knows about the skill it renders: where headings' anchors are,
/// which references resolve where, and which headings start entities.
package struct PageContext {
  /// A reference on a line, with the link it becomes (nil when it does not resolve).
  package struct Reference {
    package var text: String
    package var form: CrossReference.Form
    package var href: String?

    /// A value with every stored property given.
    package init(text: String, form: CrossReference.Form, href: String? = nil) {
      self.text = text
      self.form = form
      self.href = href
    }
  }

  /// The skill's ID.
  package var skillID: String
  /// The skill's source path, for locations.
  package var sourcePath: String
  /// The page's path in the site.
  package var pagePath: String
  /// Heading line → the section's anchor from the graph.
  package var anchors: [Int: String] = [:]
  /// Line → the references found on it.
  package var references: [Int: [Reference]] = [:]
  /// Heading line → the entity kind the heading starts (pattern, anti-pattern, ...).
  package var headingKinds: [Int: EntityKind] = [:]
  /// First line of a fence → the decision tree page it was read into.
  package var treePages: [Int: String] = [:]
  /// Line of a checklist item or heading → the audit rules that check it.
  package var auditChecks: [Int: [AuditCheck]] = [:]
  /// A skill folder's scripts and assets, by absolute path → the site path of their entry
  /// in the folder's file list (they are listed, never published).
  package var bundledFiles: [String: String] = [:]

  /// A value with every stored property given.
  package init(
    skillID: String, sourcePath: String, pagePath: String, anchors: [Int: String] = [:],
    references: [Int: [Reference]] = [:], headingKinds: [Int: EntityKind] = [:],
    treePages: [Int: String] = [:]
  ) {
    self.skillID = skillID
    self.sourcePath = sourcePath
    self.pagePath = pagePath
    self.anchors = anchors
    self.references = references
    self.headingKinds = headingKinds
    self.treePages = treePages
  }
}

/// A link the build could not resolve, with where it is written.
public struct BrokenLink: Hashable, Sendable, Codable {
  /// The link as written (or the generated href).
  public var link: String
  /// The page that holds it.
  public var page: String
  /// The source file and line it comes from (the page itself for generated links).
  public var source: SourceSpan
  /// Why it is broken.
  public var reason: String

  /// The link as a compiler-style diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .error, "broken-link", "broken link '\(link)' on \(page): \(reason)", path: source.path,
      range: .at(line: source.startLine))
  }

  /// A value with every stored property given.
  package init(link: String, page: String, source: SourceSpan, reason: String) {
    self.link = link
    self.page = page
    self.source = source
    self.reason = reason
  }
}
