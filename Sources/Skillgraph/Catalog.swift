public import SkillgraphModel
import SkillgraphSupport
public import SkillgraphTemplates

/// Everything a collection offers, in brief: its skills, its decision trees with their first
/// question, and the code templates. An agent reads it to know what to ask for.
public struct Catalog: Encodable, Sendable {
  /// A skill: ID, title, type and what it is for.
  public struct SkillEntry: Encodable, Sendable {
    /// The ID.
    public var id: String
    /// The title.
    public var title: String
    /// The type.
    public var type: String
    /// What it is for, and when to use it.
    public var description: String

    /// A value with every stored property given.
    package init(id: String, title: String, type: String, description: String) {
      self.id = id
      self.title = title
      self.type = type
      self.description = description
    }
  }

  /// A decision tree and the question it starts with.
  public struct TreeEntry: Encodable, Sendable {
    /// The ID.
    public var id: String
    /// The title.
    public var title: String
    /// The ID of the skill it belongs to.
    public var skill: String
    /// The first question, with its options; nil for a tree that is a single outcome.
    public var firstQuestion: Question?
    /// How many outcomes the tree can reach.
    public var outcomes: Int

    /// A value with every stored property given.
    package init(
      id: String, title: String, skill: String, firstQuestion: Question? = nil, outcomes: Int
    ) {
      self.id = id
      self.title = title
      self.skill = skill
      self.firstQuestion = firstQuestion
      self.outcomes = outcomes
    }
  }

  /// A question with its options.
  public struct Question: Encodable, Sendable {
    /// The ID.
    public var id: String
    /// The text.
    public var text: String
    /// The options, in order.
    public var options: [Option]

    /// A value with every stored property given.
    package init(id: String, text: String, options: [Option]) {
      self.id = id
      self.text = text
      self.options = options
    }
  }

  /// An option: its ID (the answer to give) and its text.
  public struct Option: Encodable, Sendable {
    /// The ID.
    public var id: String
    /// The text.
    public var text: String

    /// A value with every stored property given.
    package init(id: String, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// A code template: what it implements and the variables it takes.
  public struct TemplateEntry: Encodable, Sendable {
    /// The ID.
    public var id: String
    /// The title.
    public var title: String
    /// The pattern or section it implements.
    public var implements: TemplateManifest.Implements
    /// The variables it takes.
    public var variables: [Variable]

    /// A value with every stored property given.
    package init(
      id: String, title: String, implements: TemplateManifest.Implements, variables: [Variable]
    ) {
      self.id = id
      self.title = title
      self.implements = implements
      self.variables = variables
    }
  }

  /// A template variable: name, type, default and help.
  public struct Variable: Encodable, Sendable {
    /// The name.
    public var name: String
    /// The type.
    public var type: String
    /// The default value, if any.
    public var `default`: String?
    /// What it is for.
    public var help: String?

    /// A value with every stored property given.
    package init(name: String, type: String, `default`: String? = nil, help: String? = nil) {
      self.name = name
      self.type = type
      self.default = `default`
      self.help = help
    }
  }

  /// Where a narrowed catalog stands: how many entries matched, and the cursor of the next page.
  public struct Page: Encodable, Sendable {
    /// The entries that match the request, on every page.
    public var total: Int
    /// The cursor of the next page (`cursor`), or nil on the last one.
    public var nextCursor: String?

    /// A value with every stored property given.
    package init(total: Int, nextCursor: String? = nil) {
      self.total = total
      self.nextCursor = nextCursor
    }
  }

  /// The skills, in the graph's order.
  public var skills: [SkillEntry]
  /// The decision trees, in the graph's order.
  public var trees: [TreeEntry]
  /// The templates, in the catalog's order (none without templates).
  public var templates: [TemplateEntry]
  /// For a narrowed request: the matches in all and the next page's cursor.
  public var page: Page?

  /// The catalog of `graph` and `templates`.
  public init(graph: KnowledgeGraph, templates: TemplateCatalog?) {
    // NB: the skills an agent chooses from; their documents are reached through them.
    skills = graph.mainSkills.map {
      SkillEntry(id: $0.id, title: $0.title, type: $0.listedType, description: $0.description)
    }
    trees = graph.decisionTrees.map { tree in
      var question: Question?
      if case .question(let first) = tree.root {
        question = Question(
          id: first.id, text: first.text,
          options: first.options.map { Option(id: $0.id, text: $0.text) })
      }
      return TreeEntry(
        id: tree.id, title: tree.title, skill: tree.skillID, firstQuestion: question,
        outcomes: graph.outcomes(of: tree).count)
    }
    self.templates = (templates?.sets ?? []).map { set in
      TemplateEntry(
        id: set.manifest.id, title: set.manifest.title, implements: set.manifest.implements,
        variables: set.manifest.variables.map {
          Variable(name: $0.name, type: $0.type.rawValue, default: $0.default, help: $0.help)
        })
    }
  }
}

extension Catalog {
  /// The entries `request` asks for; throws a usage failure for a cursor this catalog did not
  /// write.
  func narrowed(by request: CatalogRequest) throws(SkillgraphError) -> Catalog {
    guard request.narrows else { return self }
    let wanted = request.parts.isEmpty ? Set(CatalogRequest.Part.allCases) : request.parts
    let words = (request.words ?? "").lowercased().split(whereSeparator: \.isWhitespace)
    func holds(_ texts: [String]) -> Bool {
      let text = texts.joined(separator: " ").lowercased()
      return words.allSatisfy { text.contains($0) }
    }
    var narrowed = self
    narrowed.skills = skills.filter { entry in
      wanted.contains(.skills) && (request.skill.map { $0 == entry.id } ?? true)
        && holds([entry.id, entry.title, entry.description])
    }
    narrowed.trees = trees.filter { entry in
      wanted.contains(.trees) && (request.skill.map { $0 == entry.skill } ?? true)
        && holds(
          [entry.id, entry.title, entry.firstQuestion?.text ?? ""]
            + (entry.firstQuestion?.options.map(\.text) ?? []))
    }
    narrowed.templates = templates.filter { entry in
      wanted.contains(.templates) && (request.skill.map { $0 == entry.implements.skill } ?? true)
        && holds([entry.id, entry.title])
    }
    let total = narrowed.skills.count + narrowed.trees.count + narrowed.templates.count
    var start = 0
    if let cursor = request.cursor {
      guard let offset = request.offset(of: cursor), offset <= total else {
        throw .invalidArgument(
          "cursor",
          reason:
            "unknown cursor '\(cursor.prefix(40))': give the `nextCursor` of the page before, "
            + "with the same filters")
      }
      start = offset
    }
    let end = request.limit.map { min(total, start + max($0, 1)) } ?? total
    narrowed.page = Page(
      total: total, nextCursor: end < total ? request.cursor(at: end) : nil)
    // NB: one page runs over the concatenation skills, trees, templates.
    let skillRange = Self.clamp(start..<end, to: 0, narrowed.skills.count)
    let treeStart = narrowed.skills.count
    let treeRange = Self.clamp(start..<end, to: treeStart, narrowed.trees.count)
    let templateStart = treeStart + narrowed.trees.count
    let templateRange = Self.clamp(start..<end, to: templateStart, narrowed.templates.count)
    narrowed.skills = Array(narrowed.skills[skillRange])
    narrowed.trees = Array(narrowed.trees[treeRange])
    narrowed.templates = Array(narrowed.templates[templateRange])
    return narrowed
  }

  /// The part of `range` (of the whole list) that falls in a list of `count` entries starting at
  /// `base`, as indices into that list.
  private static func clamp(_ range: Range<Int>, to base: Int, _ count: Int) -> Range<Int> {
    let lower = min(max(range.lowerBound - base, 0), count)
    let upper = min(max(range.upperBound - base, 0), count)
    return lower..<max(lower, upper)
  }
}

extension SkillgraphService {
  /// The collection's skills, decision trees and templates, in brief, or the part of them
  /// `request` asks for; the templates when they belong to the content (not the shipped
  /// templates beside another collection).
  public func catalog(_ request: CatalogRequest = CatalogRequest()) throws(SkillgraphError)
    -> Catalog
  {
    let graph = try graph()
    if let skill = request.skill, graph.skill(withID: skill) == nil {
      throw .unknownSkill(
        skill,
        closest: ClosestNames(graph.mainSkills.map(\.id)).suggestion(
          for: skill, noun: "skills", whereListed: "`catalog`"))
    }
    let whole = Catalog(
      graph: graph, templates: templatesBelongToContent ? try templateCatalog() : nil)
    return try whole.narrowed(by: request)
  }
}
