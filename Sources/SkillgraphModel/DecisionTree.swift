/// A decision tree read from a drawn tree, a `dot` digraph or a numbered router list.
public struct DecisionTree: GraphEntity {
  /// How the tree was written.
  public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
    /// `├─ └─ │` in a fence.
    case boxDrawing
    /// `+-- |-- \`--` with `-->` lines in a fence.
    case ascii
    /// A Graphviz digraph in a ```` ```dot ```` fence.
    case dot
    /// `1. question? → target` with `1a.` sub-items.
    case numberedList
  }

  /// `skill/tree-N`.
  public var id: String
  /// The root question's text (or the section title when the root is not a question).
  public var title: String
  /// The skill it belongs to.
  public var skillID: String
  /// The section that holds it.
  public var sectionID: String
  /// How it was written.
  public var style: Style
  /// The first node.
  public var root: DecisionNode
  /// Where it is.
  public var source: SourceSpan

  /// Always `.decisionTree`.
  public var kind: EntityKind { .decisionTree }

  /// A value with every stored property given.
  package init(
    id: String, title: String, skillID: String, sectionID: String, style: Style, root: DecisionNode,
    source: SourceSpan
  ) {
    self.id = id
    self.title = title
    self.skillID = skillID
    self.sectionID = sectionID
    self.style = style
    self.root = root
    self.source = source
  }
}

/// A node of a decision tree: a question to answer, or an outcome.
public indirect enum DecisionNode: Hashable, Sendable, Codable {
  case question(DecisionQuestion)
  case outcome(DecisionOutcome)
}

/// A question: yes/no, multiple choice, or a list of checks to make.
public struct DecisionQuestion: Hashable, Sendable, Codable {
  /// The IDs no question of the content takes: the fact names that `--fact NAME=VALUE` reads as
  /// values (an iOS version, a duration, a size), not as a question's answer.
  public static let reservedIDs: Set<String> = ["ios", "duration", "size"]

  /// How the question is answered.
  public enum Kind: String, Hashable, Sendable, Codable {
    case yesNo
    case multipleChoice
    /// Children that are checks to make, each without an outcome of its own.
    case checks
  }

  /// A stable ID, a slug of the text, unique within the tree.
  public var id: String
  /// The question as written (or synthesised for guard-only options).
  public var text: String
  /// How it is answered.
  public var kind: Kind
  /// The options in source order.
  public var options: [DecisionOption]
  /// The line of the question.
  public var line: Int

  /// A value with every stored property given.
  package init(id: String, text: String, kind: Kind, options: [DecisionOption], line: Int) {
    self.id = id
    self.text = text
    self.kind = kind
    self.options = options
    self.line = line
  }
}

/// One answer to a question and where it leads.
public struct DecisionOption: Hashable, Sendable, Codable {
  /// The answer "none of these", which the engine offers beside a question's own options.
  public static let noneOfTheseID = "none"
  /// The answer "not sure" (explore every branch), which the engine offers beside them.
  public static let notSureID = "not-sure"
  /// The IDs no option of the content takes: the engine's own answers, and the fact names
  /// (`ios`, `duration`, `size`) that `--fact NAME=VALUE` reads as values, not option IDs.
  public static let reservedIDs: Set<String> = [
    noneOfTheseID, notSureID, "ios", "duration", "size",
  ]

  /// A stable ID, a slug of the text, unique within its question (`yes`, `no` for yes/no).
  public var id: String
  /// The condition as written.
  public var text: String
  /// A condition the engine can settle from facts.
  public var guardCondition: GuardCondition?
  /// Where the answer leads; nil for a check with nothing below it.
  public var next: DecisionNode?
  /// The line of the option.
  public var line: Int

  /// A value with every stored property given.
  package init(
    id: String, text: String, guardCondition: GuardCondition? = nil, next: DecisionNode? = nil,
    line: Int
  ) {
    self.id = id
    self.text = text
    self.guardCondition = guardCondition
    self.next = next
    self.line = line
  }
}

/// An outcome: a recommendation, a fix, or a pointer to another skill.
public struct DecisionOutcome: Hashable, Sendable, Codable {
  /// A stable ID, a slug of the text, unique within the tree.
  public var id: String
  /// The outcome as written.
  public var text: String
  /// The steps of an `A → B → C` sequence (one step for a plain outcome).
  public var steps: [String]
  /// The numbers of the "(Pattern N)" links in the text.
  public var patternNumbers: [Int]
  /// The targets of skill links (`skills/x.md`, Markdown links) in the text, as written.
  public var links: [String]
  /// The line of the outcome.
  public var line: Int
  /// Whether this outcome points back at an earlier node (a cycle in a `dot` graph).
  public var loopsBackTo: String?

  /// A value with every stored property given.
  package init(
    id: String, text: String, steps: [String], patternNumbers: [Int], links: [String], line: Int,
    loopsBackTo: String? = nil
  ) {
    self.id = id
    self.text = text
    self.steps = steps
    self.patternNumbers = patternNumbers
    self.links = links
    self.line = line
    self.loopsBackTo = loopsBackTo
  }
}

extension DecisionNode {
  private enum CodingKeys: String, CodingKey {
    case question
    case outcome
  }

  /// Encodes as `{"question": {...}}` or `{"outcome": {...}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .question(let question): try container.encode(question, forKey: .question)
    case .outcome(let outcome): try container.encode(outcome, forKey: .outcome)
    }
  }

  /// Decodes `{"question": {...}}` or `{"outcome": {...}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let question = try container.decodeIfPresent(DecisionQuestion.self, forKey: .question) {
      self = .question(question)
    } else {
      self = .outcome(try container.decode(DecisionOutcome.self, forKey: .outcome))
    }
  }
}
