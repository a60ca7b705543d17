import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
public import SkillgraphModel
import SkillgraphSearch
import SkillgraphSite
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

  /// The skills, in the graph's order.
  public var skills: [SkillEntry]
  /// The decision trees, in the graph's order.
  public var trees: [TreeEntry]
  /// The templates, in the catalog's order (none without templates).
  public var templates: [TemplateEntry]

  /// The catalog of `graph` and `templates`.
  public init(graph: KnowledgeGraph, templates: TemplateCatalog?) {
    // NB: the skills an agent chooses from; their documents are reached through them.
    skills = graph.mainSkills.map {
      SkillEntry(id: $0.id, title: $0.title, type: $0.type.rawValue, description: $0.description)
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

extension SkillgraphService {
  /// The collection's skills, decision trees and templates, in brief; the templates when they
  /// belong to the content (not the shipped templates beside another collection).
  public func catalog() throws(CommandFailure) -> Catalog {
    Catalog(
      graph: try graph(), templates: templatesBelongToContent ? try templateCatalog() : nil)
  }
}
