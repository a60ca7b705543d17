public import SkillgraphDecisions
public import SkillgraphModel

/// What a description in words chose and settled, for a reply: the tree and the words that
/// name it, the facts it states, and the questions it names several options of (asked).
public struct SituationSummary: Encodable, Sendable, Hashable {
  /// A fact read from the description.
  public struct Fact: Encodable, Sendable, Hashable {
    /// `ios`, `duration` or `size`.
    public var name: String
    /// The value as `--fact` takes it.
    public var value: String
    /// The words it was read from.
    public var words: String
  }

  /// An option of an asked question that the description names, with the words that name it.
  public struct NamedOption: Encodable, Sendable, Hashable {
    /// The option's ID, as `--answer` takes it.
    public var id: String
    /// The description's words that name it.
    public var words: [String]
  }

  /// A question the description names several options of: those options, best named first.
  public struct Competing: Encodable, Sendable, Hashable {
    /// The question's ID.
    public var question: String
    /// The options named about as much.
    public var options: [NamedOption]
  }

  /// The description as given.
  public var text: String
  /// The tree it leads to.
  public var tree: String
  /// Its words that name the tree's title (empty when its answers chose the tree).
  public var treeWords: [String]
  /// The facts it states.
  public var facts: [Fact]
  /// The questions whose options it names more than one of: they are asked.
  public var ambiguous: [String]
  /// For each question of `ambiguous`, the options the description names about as much, best
  /// named first, and the words that name them: the choice the description narrowed down.
  public var competing: [Competing]

  /// The summary of `reading` in `tree`.
  public init(_ reading: SituationReading, tree: DecisionTree) {
    text = reading.text
    self.tree = tree.id
    treeWords = reading.titleWords
    facts = reading.facts.keys.sorted().compactMap { name in
      reading.facts[name].map { Fact(name: name, value: $0.value, words: $0.words) }
    }
    ambiguous = reading.ambiguous
    competing = reading.ambiguous.compactMap { question in
      guard let options = reading.named[question], !options.isEmpty else { return nil }
      return Competing(
        question: question,
        options: options.map { NamedOption(id: $0.optionID, words: $0.words) })
    }
  }
}
