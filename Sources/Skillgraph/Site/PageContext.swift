/// What the Markdown renderer knows about the skill it renders: where headings' anchors are,
/// which references resolve where, and which headings start entities.
struct PageContext {
  /// A reference on a line, with the link it becomes (nil when it does not resolve).
  struct Reference {
    var text: String
    var form: CrossReference.Form
    var href: String?
  }

  /// The skill's ID.
  var skillID: String
  /// The skill's source path, for locations.
  var sourcePath: String
  /// The page's path in the site.
  var pagePath: String
  /// Heading line → the section's anchor from the graph.
  var anchors: [Int: String] = [:]
  /// Line → the references found on it.
  var references: [Int: [Reference]] = [:]
  /// Heading line → the entity kind the heading starts (pattern, anti-pattern, ...).
  var headingKinds: [Int: EntityKind] = [:]
  /// First line of a fence → the decision tree page it was read into.
  var treePages: [Int: String] = [:]
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
}
