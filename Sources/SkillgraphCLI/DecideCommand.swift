internal import ArgumentParser
import Skillgraph

/// `skillgraph decide`: a recommendation from answers and facts, for agents and scripts.
struct DecideCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "decide",
    abstract: "Walk a decision tree with answers and facts; never prompts.",
    discussion: """
      Answers the next question (status "question"), the recommendation ("outcome"), or the \
      outcomes a "not-sure" answer leaves open ("candidates"). Facts: ios=17.4, duration=45s, \
      size=20MB, or a question or option ID. Every question also takes the options "none" and \
      "not-sure". Exit codes: 0 answered, 2 an unknown tree or no tree fits the --situation \
      words, 64 usage error (an unknown question or option, a malformed fact), 74 the content, \
      the index or the --project cannot be read.
      """)
  static let jsonName = "decide"

  @OptionGroup var content: ContentOptions

  @Option(help: ArgumentHelp("The tree's ID (default: the main tree).", valueName: "id"))
  var tree: String?

  @Option(
    help: ArgumentHelp(
      "The situation in your own words: it answers the questions it settles (shown with its words); without --tree, it also chooses the tree.",
      valueName: "words"))
  var situation: String?

  @Option(
    help: ArgumentHelp(
      "The search index that finds the tree for --situation (default: in the user's cache).",
      valueName: "path"))
  var index: String?

  @Option(
    name: .customLong("answer"),
    help: ArgumentHelp("Answer a question.", valueName: "question=option"))
  var answers: [String] = []

  @Option(name: .customLong("fact"), help: ArgumentHelp("State a fact.", valueName: "name=value"))
  var facts: [String] = []

  @Option(
    name: .customLong("template-var"),
    help: ArgumentHelp("Render the outcome's template with this variable.", valueName: "name=value")
  )
  var templateVariables: [String] = []

  @OptionGroup var walk: WalkOptions

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let request = DecideRequest(
      tree: tree, situation: situation, answers: try NameValuePairs.parse(answers),
      facts: try NameValuePairs.parse(facts),
      templateVariables: try NameValuePairs.parse(templateVariables),
      followsLinks: walk.followLinks, project: walk.project, target: walk.target)
    let answer = try content.service(templates: walk.templates, index: index).decide(request)
    FactWarnings.print(answer.unusedFacts, console: console)
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: answer.reply).encoded())
    } else {
      if let summary = answer.reply.project { ProjectPrinter(console: console).header(summary) }
      // NB: a tree the words chose is named, as `diagnose` names its symptom: the reader sees
      // which tree answers, and that --tree chooses another.
      let printer = DecisionPrinter(console: console, verbose: walk.verbose)
      if tree == nil, let situation = answer.reply.situation {
        printer.chosenTree(answer.reply.decision.tree, words: situation.treeWords)
      } else if tree == nil, answers.isEmpty {
        // NB: nothing said which tree: the one started is named, so that a reader of a
        // collection of many trees sees where the first question comes from.
        printer.mainTree(answer.reply.decision.tree)
      }
      printer.print(
        answer.reply.decision, rendered: answer.reply.rendered, situation: answer.reply.situation)
      if let summary = answer.reply.project, answer.reply.decision.status == .outcome {
        ProjectPrinter(console: console).findings(summary)
      }
    }
    return ExitStatus.success
  }
}
