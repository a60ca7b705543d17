package import SkillgraphModel
import SkillgraphSupport

/// What kind of answer a question asks for, from its words ("checklist", "mistake", "my
/// manager says"), and how much each kind is worth by default.
package enum KindIntent {
  /// Words that ask for a kind.
  package static let cues: [(kind: EntityKind, words: Set<String>)] = [
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
  package static func kinds(for plan: QueryPlan) -> Set<EntityKind> {
    // NB: all the words, stop words included: "which" and "should" are cues and stop words.
    let words = plan.allWords
    return Set(cues.filter { !$0.words.isDisjoint(with: words) }.map(\.kind))
  }

  /// The prior of a unit of `kind`: example prompts are questions, not answers; red flags are
  /// symptoms to recognise, not fixes; a decision outcome is a line or two, often a pointer to
  /// the pattern or section that holds the answer; a decision tree's title is its root question
  /// (the symptom in the asker's own words) and its branches name every cause, so it matches
  /// most of a question while the fix it routes to is usually written elsewhere.
  package static func prior(_ kind: EntityKind) -> Double {
    switch kind {
    case .examplePrompts: 0.3
    case .redFlags: 0.8
    case .decisionOutcome: 0.5
    case .decisionTree: 0.7
    default: 1
    }
  }

  /// Headings of sections about the skill rather than about the subject: they list questions
  /// and symptoms, and answer none.
  package static let metaHeadings: Set<String> = [
    "example prompts", "when to use", "when to use this skill", "when not to use",
    "when not to use this skill", "use this skill when", "related skills", "related",
    "see also", "resources", "references",
  ]

  /// Meta headings whose sections answer a question asking for further material.
  package static let resourceHeadings: Set<String> = ["resources", "references", "see also"]

  /// Words that ask for further material (a WWDC video, documentation, a link): then a
  /// Resources section is the answer, not a list to pass over.
  package static let resourceWords: Set<String> = [
    "wwdc", "video", "videos", "documentation", "docs", "article", "articles", "link", "links",
    "resources", "reading",
  ]

  /// The prior of a unit from its heading path: 0.4 under a meta heading, else 1. Under a
  /// Resources heading it is 1 when the question asks for further material.
  package static func headingPrior(_ headingPath: [String], asksForResources: Bool = false)
    -> Double
  {
    let meta = headingPath.dropFirst().contains { heading in
      let words = SearchText.words(heading).joined(separator: " ")
      if asksForResources && resourceHeadings.contains(words) { return false }
      return metaHeadings.contains(words)
        || metaHeadings.contains { words.hasPrefix($0 + " ") && $0.count > 8 }
    }
    return meta ? 0.4 : 1
  }

  /// Words that describe something going wrong: the question is a symptom to diagnose.
  package static let failureWords: Set<String> = [
    "not", "never", "no", "nothing", "none", "doesnt", "dont", "didnt", "isnt", "wont", "cant",
    "cannot", "fail", "fails", "failed", "failing", "failure", "error", "errors", "crash",
    "crashes", "crashed", "crashing", "broken", "breaks", "wrong", "missing", "stuck", "stops",
    "stopped", "hang", "hangs", "freeze", "freezes", "frozen", "empty", "blank", "disappears",
    "gone", "lost", "leak", "leaks", "invalid", "rejected", "denied", "unable", "exception",
    "fatal", "slow", "ignored", "ignores", "flaky", "corrupt", "instead",
  ]

  /// Heading words of sections that diagnose: symptoms, troubleshooting, common errors.
  package static let diagnosticHeadingWords: Set<String> = [
    "symptom", "symptoms", "troubleshooting", "troubleshoot", "diagnostic", "diagnostics",
    "diagnosis", "diagnosing", "debugging", "issues", "errors", "problems", "gotchas", "pitfalls",
    "failures", "fails", "failing",
  ]

  /// Whether a unit diagnoses problems: its skill is a diagnostic one (`-diag`), or a heading of
  /// its path names symptoms, troubleshooting or errors.
  package static func isDiagnostic(skillID: String, headingPath: [String]) -> Bool {
    if skillID.hasSuffix("-diag") || skillID.hasSuffix("-diagnostics") { return true }
    return headingPath.contains { heading in
      !diagnosticHeadingWords.isDisjoint(with: SearchText.words(heading).map(String.init))
    }
  }
}
