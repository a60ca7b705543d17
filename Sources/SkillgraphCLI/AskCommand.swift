internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph ask`: the interactive decision Q&A.
struct AskCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract: "Answer a few questions and get a recommendation, its reasons and its code.",
    discussion: """
      Describe the situation in your own words (ask "user taps export, 5 minutes of work") and \
      the questions it settles are answered from them, each shown with the words that settled \
      it (b goes back to change one); without --tree, the words also choose the tree. One \
      question at a time on stderr; the recommendation on stdout. Keys: a number or an \
      option's first letters (Enter takes the highlighted default), b back, ? explain (the \
      source lines behind the question), u not sure, q quit; on a terminal also ↑/↓ and Enter. \
      On a pipe it reads one line per answer, so a session can be scripted. At the end it offers \
      to render the outcome's template and write the files. Exits 0 (also after q), 3 when the \
      input closes before a question is answered, 130 on Ctrl-C. For JSON, use `decide --json`.
      """)
  static let jsonName = "ask"

  @OptionGroup var place: ContentFolders

  // NB: ask is interactive and answers no JSON; the flag is still parsed, and hidden, so that
  // `ask --json` fails with the way to a JSON answer (`decide --json`) rather than "unknown".
  @Flag(name: .long, help: .hidden)
  var json = false

  /// The shared content options, made from this command's own (which hide `--json`).
  var content: ContentOptions {
    var options = ContentOptions()
    options.place = place
    options.json = json
    return options
  }

  @Option(help: ArgumentHelp("The tree's ID (default: the main tree).", valueName: "id"))
  var tree: String?

  @Argument(
    help: ArgumentHelp(
      "The situation in your own words: it answers the questions it settles; without --tree, it also chooses the tree.",
      valueName: "words"))
  var words: [String] = []

  @Option(
    help: ArgumentHelp(
      "The search index that finds a tree from words (default: in the user's cache folder).",
      valueName: "path"))
  var index: String?

  @Option(name: .customLong("fact"), help: ArgumentHelp("State a fact.", valueName: "name=value"))
  var facts: [String] = []

  @Option(
    help: ArgumentHelp(
      "Answers given in advance: {\"answers\": {Q: O}, \"defaults\": {Q: O}, \"facts\": {N: V}, \"variables\": {N: V}, \"tree\": ID}.",
      valueName: "file.json"))
  var answers: String?

  @Option(
    help: ArgumentHelp(
      "Save the session as Markdown (written at the end, also when stopped).",
      valueName: "file.md"))
  var transcript: String?

  @Flag(help: "Replace the transcript file when it exists.")
  var force = false

  @OptionGroup var walk: WalkOptions

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    try SessionTranscript.checkTarget(transcript, force: force)
    guard !content.json else {
      throw .invalidArgument(
        "--json",
        reason:
          "ask is interactive and has no --json; for a JSON answer use `skillgraph decide --json` with --answer QUESTION=OPTION and --fact NAME=VALUE"
      )
    }
    let file = try answers.map { path throws(SkillgraphError) in try AnswersFile.read(path) }
    if walk.target != nil, walk.project == nil {
      throw .targetWithoutProject
    }
    let service = content.service(templates: walk.templates)
    let summary = try walk.project.map { path throws(SkillgraphError) in
      try service.projectFacts(at: path, target: walk.target)
    }
    let (graph, _) = try content.loadGraph()
    var engine = DecisionEngine(graph: graph, catalog: try TemplateFolder.catalog(walk.templates))
    engine.projectFacts = summary?.facts ?? []
    var factPairs = AnswersFile.texts(file?.facts)
    var suggestions = AnswersFile.texts(file?.defaults)
    var given = AnswersFile.texts(file?.answers)
    factPairs.merge(try NameValuePairs.parse(facts)) { _, given in given }
    let described = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    let situation = try situationTree(
      described, named: tree ?? file?.tree, graph: graph, engine: engine)
    let prompt = TerminalPrompt(console: console)
    prompt.begin()
    defer { prompt.end() }
    let chosen: DecisionTree
    if let found = situation.tree {
      chosen = found
      if let reading = situation.reading, !reading.titleWords.isEmpty, tree ?? file?.tree == nil {
        prompt.say(
          "Decision: \(chosen.title) (\(chosen.id)), from your words "
            + "(“\(reading.titleWords.joined(separator: " "))”)")
      }
    } else {
      if let unmatched = situation.unmatched { prompt.say(prompt.dim(unmatched)) }
      do {
        guard
          let picked = try Self.chooseTree(
            among: graph.decisionTrees, first: try? engine.tree(withID: nil), prompt: prompt)
        else {
          prompt.say("Stopped before choosing a decision.")
          return ExitStatus.success
        }
        chosen = picked
      } catch {
        return prompt.exitStatus(after: error)
      }
    }
    var origins: [String: String] = [:]
    // NB: a fact given wins over the project's, and the project's over the description's.
    let projectNames = Set(engine.projectFacts.map(\.name))
    for (name, fact) in situation.reading?.facts ?? [:]
    where factPairs[name] == nil && !projectNames.contains(name) {
      factPairs[name] = fact.value
    }
    do {
      // NB: answers files may spell IDs by a unique beginning; the session keeps full IDs.
      suggestions = engine.expanded(suggestions, in: chosen)
      given = engine.expanded(given, in: chosen)
      for (question, settled) in situation.reading?.answers ?? [:] where given[question] == nil {
        given[question] = settled.optionID
        origins[question] = "your words “\(settled.words.joined(separator: " "))”"
      }
      try validate(suggestions, in: chosen, engine: engine)
      // NB: a bad answer or fact fails here, before the first question.
      _ = try engine.decide(
        tree: chosen, answers: given, facts: DecisionFacts(factPairs),
        followingLinks: walk.followLinks)
    } catch {
      throw .decision(error)
    }
    if let facts = try? DecisionFacts(factPairs) {
      FactWarnings.print(engine.uncoveredFacts(facts, in: chosen), console: console)
    }
    if let summary {
      ProjectPrinter.headerLines(summary, dim: prompt.dim).forEach { prompt.say($0) }
    }
    return try InteractiveRun(
      command: "ask", engine: engine, tree: chosen, prompt: prompt, factPairs: factPairs,
      answers: given, answerOrigins: origins, suggestions: suggestions,
      presets: AnswersFile.texts(file?.variables), offersTemplates: true,
      followsLinks: walk.followLinks, verbose: walk.verbose,
      contentFolders: content.folders,
      transcriptPath: transcript,
      project: summary, service: service
    ).run(console: console)
  }

  /// The explicit templates folder (an error when broken), else the shipped one when present.
  /// Checks that every suggested answer names a question and an option of the tree.
  private func validate(
    _ suggestions: [String: String], in tree: DecisionTree, engine: DecisionEngine
  ) throws(DecisionError) {
    for (questionID, optionID) in suggestions.sorted(by: { $0.key < $1.key }) {
      guard let question = engine.question(withID: questionID, in: tree) else {
        var known: [String] = []
        tree.root.forEachNode { node in
          if case .question(let question) = node { known.append(question.id) }
        }
        throw .unknownQuestion(questionID, known: known)
      }
      let known = question.options.map(\.id)
      guard known.contains(optionID) else {
        throw .unknownOption(question: questionID, option: optionID, known: known)
      }
    }
  }
}
