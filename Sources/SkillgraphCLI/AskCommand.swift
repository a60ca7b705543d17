internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph ask`: the interactive decision Q&A.
struct AskCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract: "Answer a few questions and get a recommendation, its reasons and its code.",
    discussion: """
      One question at a time on stderr; the recommendation on stdout. Keys: a number or an \
      option's first letters (Enter takes the highlighted default), b back, ? explain (the \
      source lines behind the question), u not sure, q quit; on a terminal also ↑/↓ and Enter. \
      On a pipe it reads one line per answer, so a session can be scripted. At the end it offers \
      to render the outcome's template and write the files. Exits 0 (also after q), 3 when the \
      input closes before a question is answered, 130 on Ctrl-C. For JSON, use `decide --json`.
      """)
  static let jsonName = "ask"

  @Option(
    name: .customLong("content"),
    help: ArgumentHelp(
      "A content folder (or file) to read; repeat for several. Default: the shipped Content/.",
      valueName: "dir"))
  var folders: [String] = []

  // NB: ask is interactive and answers no JSON; the flag is still parsed, and hidden, so that
  // `ask --json` fails with the way to a JSON answer (`decide --json`) rather than "unknown".
  @Flag(name: .long, help: .hidden)
  var json = false

  /// The shared content options, made from this command's own (which hide `--json`).
  var content: ContentOptions {
    var options = ContentOptions()
    options.folders = folders
    options.json = json
    return options
  }

  @Option(help: ArgumentHelp("The tree's ID (default: the main tree).", valueName: "id"))
  var tree: String?

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

  @Option(
    help: ArgumentHelp(
      "Your project folder (as audit reads it): its deployment target and Info.plist facts settle the questions they answer, and the audit findings that concern the recommendation end it.",
      valueName: "path"))
  var project: String?

  @Option(
    help: ArgumentHelp(
      "The project's target to read (default: every application target, where they agree).",
      valueName: "name"))
  var target: String?

  @OptionGroup var walk: WalkOptions

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    try SessionTranscript.checkTarget(transcript, force: force)
    guard !content.json else {
      throw .usage(
        "ask is interactive and has no --json; for a JSON answer use `skillgraph decide --json` with --answer QUESTION=OPTION and --fact NAME=VALUE"
      )
    }
    let file = try answers.map { path throws(CommandFailure) in try AnswersFile.read(path) }
    if target != nil, project == nil {
      throw .targetWithoutProject
    }
    let service = content.service(templates: walk.templates)
    let summary = try project.map { path throws(CommandFailure) in
      try service.projectFacts(at: path, target: target)
    }
    let (graph, _) = try content.loadGraph()
    var engine = DecisionEngine(graph: graph, catalog: try TemplateFolder.catalog(walk.templates))
    engine.projectFacts = summary?.facts ?? []
    var factPairs = AnswersFile.texts(file?.facts)
    var suggestions = AnswersFile.texts(file?.defaults)
    var given = AnswersFile.texts(file?.answers)
    let chosen: DecisionTree
    factPairs.merge(try NameValuePairs.parse(facts)) { _, given in given }
    do {
      chosen = try engine.tree(withID: tree ?? file?.tree)
      // NB: answers files may spell IDs by a unique beginning; the session keeps full IDs.
      suggestions = engine.expanded(suggestions, in: chosen)
      given = engine.expanded(given, in: chosen)
      try validate(suggestions, in: chosen, engine: engine)
      // NB: a bad answer or fact fails here, before the terminal is touched.
      _ = try engine.decide(
        tree: chosen, answers: given, facts: DecisionFacts(factPairs),
        followingLinks: walk.followLinks)
    } catch {
      throw .decision(error)
    }
    if let facts = try? DecisionFacts(factPairs) {
      FactWarnings.print(engine.uncoveredFacts(facts, in: chosen), console: console)
    }
    let prompt = TerminalPrompt(console: console)
    prompt.begin()
    defer { prompt.end() }
    if let summary {
      ProjectPrinter.headerLines(summary, dim: prompt.dim).forEach { prompt.say($0) }
    }
    return try InteractiveRun(
      command: "ask", engine: engine, tree: chosen, prompt: prompt, factPairs: factPairs,
      answers: given, suggestions: suggestions,
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
