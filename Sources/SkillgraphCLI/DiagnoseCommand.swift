internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph diagnose`: from a symptom, through yes/no checks, to the fix and the section that
/// explains it.
struct DiagnoseCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "diagnose",
    abstract: "Walk a symptom's checks to the fix and the section that explains it.",
    discussion: """
      The symptoms are the decision trees of diagnostic skills. Describe the symptom in your \
      own words or paste a console or crash line (diagnose "my refresh task never runs"), or \
      name it with --symptom; with neither it asks for one. The checks are asked like `ask` \
      asks (same keys); with --json it never prompts and answers like `decide --json`, plus `sections`: what the fix's links point at.
      """)
  static let jsonName = "diagnose"

  @OptionGroup var content: ContentOptions

  @Option(
    help: ArgumentHelp(
      "The symptom: a tree ID, its section's anchor or its title as a slug (task-never-runs).",
      valueName: "id"))
  var symptom: String?

  @Argument(
    help: ArgumentHelp(
      "The symptom in your own words, or a pasted console or crash line.", valueName: "words"))
  var words: [String] = []

  @Option(
    help: ArgumentHelp(
      "The search index that finds a symptom from words (default: in the user's cache folder).",
      valueName: "path"))
  var index: String?

  @Option(
    name: .customLong("answer"),
    help: ArgumentHelp("Answer a check.", valueName: "question=option"))
  var answers: [String] = []

  @Option(
    help: ArgumentHelp("Save the session as Markdown.", valueName: "file.md"))
  var transcript: String?

  @Flag(help: "Replace the transcript file when it exists.")
  var force = false

  @Flag(
    help:
      "Print every alternative of the fix (default: those of the last check answered, and how many others)."
  )
  var verbose = false

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    try SessionTranscript.checkTarget(transcript, force: force)
    let (graph, _) = try content.loadGraph()
    let engine = DecisionEngine(graph: graph)
    let symptoms = SymptomCatalog(graph: graph)
    guard !symptoms.trees.isEmpty else {
      throw .noDiagnosticTrees
    }
    let pairs = try NameValuePairs.parse(answers)
    let described = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    if content.json, symptom == nil, described.isEmpty {
      throw .invalidArgument(
        "--symptom",
        reason:
          "describe the symptom in words or name it with --symptom; symptoms: \(symptoms.listing)")
    }
    var named = try symptom.map { text throws(SkillgraphError) in try symptoms.tree(matching: text)
    }
    var reading: SituationReading?
    var unmatched: String?
    if let tree = named, !described.isEmpty {
      reading = try symptoms.reading(
        of: described, in: tree, folders: content.resolvedFolders, indexPath: index)
    }
    if named == nil, !described.isEmpty {
      let match = try symptoms.tree(
        describedBy: described, folders: content.resolvedFolders, indexPath: index)
      if let tree = match.tree {
        named = tree
        reading = match.reading
      } else {
        let failure = SkillgraphError.noTreeFits(
          described, match: match, trees: symptoms.trees, listingTrees: content.json)
        if content.json { throw failure }
        unmatched = CommandFailure.message(for: failure)
      }
    }
    if content.json, let tree = named {
      var reader = engine
      reader.situation = reading
      let decision: DecisionAnswer
      do {
        decision = try reader.decide(tree: tree, answers: pairs, facts: DecisionFacts([:]))
      } catch {
        throw .decision(error)
      }
      let sections = decision.outcome.map { engine.links(of: $0, in: tree) }
      let answer = DecisionReply(
        decision: decision, sections: sections,
        situation: reading.map { SituationSummary($0, tree: tree) })
      console.write(JSONEnvelope(command: Self.jsonName, data: answer).encoded())
      return ExitStatus.success
    }
    let prompt = TerminalPrompt(console: console)
    prompt.begin()
    defer { prompt.end() }
    let tree: DecisionTree
    if let named {
      tree = named
      if let reading {
        let words =
          reading.titleWords.isEmpty ? "" : " (“\(reading.titleWords.joined(separator: " "))”)"
        prompt.say("Symptom: \(tree.title) (\(tree.id)), from your words\(words)")
      }
    } else {
      if let unmatched { prompt.say(prompt.dim(unmatched)) }
      do {
        guard let chosen = try symptoms.choose(prompt: prompt) else {
          prompt.say("Stopped before choosing a symptom.")
          return ExitStatus.success
        }
        tree = chosen
      } catch {
        return prompt.exitStatus(after: error)
      }
    }
    var answers = engine.expanded(pairs, in: tree)
    var origins: [String: String] = [:]
    for (question, settled) in reading?.answers ?? [:] where answers[question] == nil {
      answers[question] = settled.optionID
      origins[question] = "your words “\(settled.words.joined(separator: " "))”"
    }
    return try InteractiveRun(
      command: "diagnose", engine: engine, tree: tree, prompt: prompt,
      factPairs: reading?.facts.mapValues(\.value) ?? [:],
      answers: answers, answerOrigin: "--answer", answerOrigins: origins, verbose: verbose,
      contentFolders: content.folders,
      transcriptPath: transcript
    ).run(console: console)
  }
}
