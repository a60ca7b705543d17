public import SkillgraphModel

/// What the decision engine answers: the next question, an outcome, or candidates.
public struct DecisionAnswer: Encodable, Hashable, Sendable {
  /// Where the walk stopped.
  public enum Status: String, Codable, Hashable, Sendable {
    case question
    case outcome
    case candidates
  }

  /// An ID and a text.
  public struct Reference: Codable, Hashable, Sendable {
    /// The ID.
    public var id: String
    /// The text (or title).
    public var text: String

    /// A value with every stored property given.
    package init(id: String, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// One answered question on the way.
  public struct Step: Codable, Hashable, Sendable {
    /// The question.
    public var question: Reference
    /// The option chosen.
    public var answer: Reference
    /// `answer`, `fact:NAME` when a fact settled it, `project` when a fact of the developer's
    /// project did, or `situation` when the description in words did.
    public var settledBy: String
    /// The words of the description that settled it (`situation` only).
    public var words: [String]?
    /// The fact of the developer's project that settled it (`project` only).
    public var project: ProjectFact?

    /// A value with every stored property given.
    package init(
      question: Reference, answer: Reference, settledBy: String, words: [String]? = nil,
      project: ProjectFact? = nil
    ) {
      self.question = question
      self.answer = answer
      self.settledBy = settledBy
      self.words = words
      self.project = project
    }
  }

  /// A question to ask, with its options.
  public struct Prompt: Codable, Hashable, Sendable {
    /// The question's ID.
    public var id: String
    /// Its text.
    public var text: String
    /// How it is answered.
    public var kind: DecisionQuestion.Kind
    /// Its options in source order, then `none` and `not-sure`.
    public var options: [Reference]
    /// The source line of the question.
    public var line: Int

    /// A value with every stored property given.
    package init(
      id: String, text: String, kind: DecisionQuestion.Kind, options: [Reference], line: Int
    ) {
      self.id = id
      self.text = text
      self.kind = kind
      self.options = options
      self.line = line
    }
  }

  /// Where the walk stopped.
  public var status: Status
  /// The tree walked: `{id, title}`.
  public var tree: Reference
  /// The questions answered so far.
  public var path: [Step]
  /// The next question, when `status` is `question`.
  public var question: Prompt?
  /// When `status` is `question`: that question and every question below it that its answer
  /// may lead to and no fact settles, in the order they would be asked, so that a caller can
  /// answer them all at once and reach the outcome in one more call.
  public var remaining: [Prompt]?
  /// When `status` is `question` and it is the first of a run of yes/no checks (each with one
  /// answer that finds the cause and its fix, the other leading to the next check): every
  /// check of the run in order, so that a caller can make them all at once.
  public var checks: CheckRun?
  /// The recommendation, when `status` is `outcome`.
  public var outcome: Recommendation?
  /// The possible outcomes, when `status` is `candidates`.
  public var candidates: [Recommendation]?
  /// The question whose answer separates the candidates.
  public var separatedBy: Prompt?
  /// When none of a question's options fits: where the content sends the reader instead; when
  /// a walk along links stopped at `DecisionEngine.maximumLinkHops`: the tree to walk next.
  public var advice: String?

  /// A value with every stored property given.
  package init(
    status: Status, tree: Reference, path: [Step], question: Prompt? = nil,
    remaining: [Prompt]? = nil, outcome: Recommendation? = nil, candidates: [Recommendation]? = nil,
    separatedBy: Prompt? = nil, advice: String? = nil
  ) {
    self.status = status
    self.tree = tree
    self.path = path
    self.question = question
    self.remaining = remaining
    self.outcome = outcome
    self.candidates = candidates
    self.separatedBy = separatedBy
    self.advice = advice
  }
}

/// An outcome with everything that backs it.
public struct Recommendation: Encodable, Hashable, Sendable {
  /// The pattern an outcome links to.
  public struct PatternLink: Encodable, Hashable, Sendable {
    /// The pattern's ID.
    public var id: String
    /// Its title.
    public var title: String
    /// Its "Use when" text.
    public var useWhen: String?
    /// Its key points (the list after its "Key points" label), each on one line; what an agent
    /// needs beside the template (the headers of a push, the form of an upload).
    public var keyPoints: [String]
    /// Its "Availability" text: the system versions, Info.plist entries and capabilities it
    /// needs.
    public var availability: String?

    /// A value with every stored property given.
    package init(
      id: String, title: String, useWhen: String? = nil, availability: String? = nil,
      keyPoints: [String] = []
    ) {
      self.id = id
      self.title = title
      self.useWhen = useWhen
      self.availability = availability
      self.keyPoints = keyPoints
    }

    private enum CodingKeys: String, CodingKey {
      case id, title, useWhen, availability, keyPoints
    }

    /// The fields, with `keyPoints` only when there are some.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encodeIfPresent(useWhen, forKey: .useWhen)
      try container.encodeIfPresent(availability, forKey: .availability)
      if !keyPoints.isEmpty { try container.encode(keyPoints, forKey: .keyPoints) }
    }
  }

  /// An outcome not chosen, and the answer that leads to it.
  ///
  /// In JSON one short line: `{"outcome": TEXT, "if": "QUESTION-ID=OPTION-ID"}`, the answer in
  /// the form `decide` takes it; a recommendation lists every other outcome of its tree, and
  /// the question's and option's texts (in the tree, and in the terminal's output) would make
  /// them most of the answer.
  public struct Alternative: Encodable, Hashable, Sendable {
    /// The other outcome.
    public var outcome: DecisionAnswer.Reference
    /// The question and the answer that would lead there.
    public var via: DecisionAnswer.Step

    /// A value with every stored property given.
    package init(outcome: DecisionAnswer.Reference, via: DecisionAnswer.Step) {
      self.outcome = outcome
      self.via = via
    }

    private enum CodingKeys: String, CodingKey {
      case outcome
      case condition = "if"
    }

    /// The outcome's text and the answer that leads there, `question=option`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(outcome.text, forKey: .outcome)
      try container.encode("\(via.question.id)=\(via.answer.id)", forKey: .condition)
    }
  }

  /// A trap that applies: a pressure scenario or an anti-pattern.
  public struct Warning: Codable, Hashable, Sendable {
    /// `pressureScenario` or `antiPattern`.
    public var kind: EntityKind
    /// The entity's ID.
    public var id: String
    /// Its title.
    public var title: String
    /// The reality, for a scenario.
    public var reality: String?
    /// The push-back template, for a scenario.
    public var pushBack: String?

    /// A value with every stored property given.
    package init(
      kind: EntityKind, id: String, title: String, reality: String? = nil, pushBack: String? = nil
    ) {
      self.kind = kind
      self.id = id
      self.title = title
      self.reality = reality
      self.pushBack = pushBack
    }
  }

  /// The outcome's ID in its tree.
  public var id: String
  /// The outcome as written.
  public var title: String
  /// The task type or mechanism it recommends (its first step, without the pattern link).
  public var taskType: String
  /// The linked pattern.
  public var pattern: PatternLink?
  /// The template set implementing that pattern.
  public var template: String?
  /// Why: the pattern's use-when and the answers that led here.
  public var why: [String]
  /// The outcomes not chosen.
  public var alternatives: [Alternative]
  /// How many alternatives a lean answer leaves out (`keepingNearestAlternatives(after:)`);
  /// nil when `alternatives` holds them all.
  public var alternativesLeftOut: Int?
  /// Checklist items to verify.
  public var checklist: [String]
  /// Pressure scenarios and anti-patterns that apply.
  public var warnings: [Warning]
  /// Where all of it comes from.
  public var source: [SourceSpan]

  /// A value with every stored property given.
  package init(
    id: String, title: String, taskType: String, pattern: PatternLink? = nil,
    template: String? = nil, why: [String], alternatives: [Alternative], checklist: [String],
    warnings: [Warning], source: [SourceSpan]
  ) {
    self.id = id
    self.title = title
    self.taskType = taskType
    self.pattern = pattern
    self.template = template
    self.why = why
    self.alternatives = alternatives
    self.checklist = checklist
    self.warnings = warnings
    self.source = source
  }
}
