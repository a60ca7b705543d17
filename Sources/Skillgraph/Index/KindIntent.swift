/// What kind of answer a question asks for, from its words ("checklist", "mistake", "my
/// manager says"), and how much each kind is worth by default.
enum KindIntent {
  /// Words that ask for a kind.
  static let cues: [(kind: EntityKind, words: Set<String>)] = [
    (.checklist, ["checklist", "checklists", "verify", "audit", "steps", "ship", "shipping"]),
    (
      .antiPattern,
      ["mistake", "mistakes", "wrong", "avoid", "anti", "antipattern", "pitfall", "pitfalls"]
    ),
    (
      .pressureScenario,
      [
        "pressure", "manager", "deadline", "pushback", "boss", "pm", "stakeholder", "convince",
        "skip", "shortcut", "lead", "team",
      ]
    ),
    (.realWorldExample, ["example", "examples", "story", "happened", "real", "case"]),
    (.redFlags, ["red", "flag", "flags", "warning", "signs", "smell"]),
    (.quickReference, ["reference", "cheat", "sheet", "table", "glance", "summary", "compare"]),
    (.decisionTree, ["which", "choose", "decide", "pick", "vs", "versus", "tree"]),
    (.decisionOutcome, ["which", "choose", "decide", "pick", "should"]),
    (.pattern, ["implement", "code", "pattern", "setup", "set", "write", "sample"]),
  ]

  /// The kinds the plan's words ask for.
  static func kinds(for plan: QueryPlan) -> Set<EntityKind> {
    let words = Set(plan.words)
    return Set(cues.filter { !$0.words.isDisjoint(with: words) }.map(\.kind))
  }

  /// The prior of a unit of `kind`: example prompts are questions, not answers; red flags are
  /// symptoms to recognise, not fixes; a decision outcome is a line or two, often a pointer to
  /// the pattern or section that holds the answer.
  static func prior(_ kind: EntityKind) -> Double {
    switch kind {
    case .examplePrompts: 0.3
    case .redFlags: 0.8
    case .decisionOutcome: 0.5
    default: 1
    }
  }

  /// Headings of sections about the skill rather than about the subject: they list questions
  /// and symptoms, and answer none.
  static let metaHeadings: Set<String> = [
    "example prompts", "when to use", "when to use this skill", "when not to use",
    "when not to use this skill", "use this skill when", "related skills", "related",
    "see also", "resources", "references",
  ]

  /// The prior of a unit from its heading path: 0.4 under a meta heading, else 1.
  static func headingPrior(_ headingPath: [String]) -> Double {
    let meta = headingPath.dropFirst().contains { heading in
      let words = SearchText.words(heading).joined(separator: " ")
      return metaHeadings.contains(words)
        || metaHeadings.contains { words.hasPrefix($0 + " ") && $0.count > 8 }
    }
    return meta ? 0.4 : 1
  }
}
