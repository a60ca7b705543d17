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
      The symptoms are the decision trees of diagnostic skills. Without --symptom it asks for \
      one. The checks are asked like `ask` asks (same keys); with --json it never prompts and \
      answers like `decide --json`, plus `sections`: what the fix's links point at.
      """)
  static let jsonName = "diagnose"

  @OptionGroup var content: ContentOptions

  @Option(
    help: ArgumentHelp(
      "The symptom: a tree ID, its section's anchor or its title as a slug (task-never-runs).",
      valueName: "id"))
  var symptom: String?

  @Option(
    name: .customLong("answer"),
    help: ArgumentHelp("Answer a check.", valueName: "question=option"))
  var answers: [String] = []

  @Option(
    help: ArgumentHelp("Save the session as Markdown.", valueName: "file.md"))
  var transcript: String?

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let (graph, _) = try content.loadGraph()
    let engine = DecisionEngine(graph: graph)
    let symptoms = SymptomCatalog(graph: graph)
    guard !symptoms.trees.isEmpty else {
      throw .notFound("no diagnostic trees in the loaded content (skills of type diagnostic)")
    }
    let pairs = try NameValuePairs.parse(answers)
    if content.json, symptom == nil {
      throw .usage("name a symptom with --symptom; symptoms: \(symptoms.listing)")
    }
    let named = try symptom.map { text throws(CommandFailure) in try symptoms.tree(matching: text) }
    var decision: DecisionAnswer?
    if let named {
      do {
        decision = try engine.decide(tree: named, answers: pairs, facts: DecisionFacts([:]))
      } catch {
        throw .decision(error)
      }
    }
    if content.json, let tree = named, let decision {
      let sections = decision.outcome.map { engine.links(of: $0, in: tree) }
      let answer = DecisionReply(decision: decision, sections: sections)
      console.write(JSONEnvelope(command: Self.jsonName, data: answer).encoded())
      return ExitStatus.success
    }
    let prompt = TerminalPrompt(console: console)
    prompt.begin()
    defer { prompt.end() }
    let tree: DecisionTree
    if let named {
      tree = named
    } else {
      do {
        guard let chosen = try symptoms.choose(prompt: prompt) else {
          prompt.say("Stopped before choosing a symptom.")
          return ExitStatus.success
        }
        tree = chosen
      } catch {
        switch error {
        case .inputClosed:
          prompt.say("\(prompt.red("error:")) input closed before the question was answered")
          return ExitStatus.incomplete
        case .interrupted: return ExitStatus.interrupted
        }
      }
    }
    return try InteractiveRun(
      command: "diagnose", engine: engine, tree: tree, prompt: prompt, factPairs: [:],
      answers: engine.expanded(pairs, in: tree), answerOrigin: "--answer",
      contentFolders: content.folders,
      transcriptPath: transcript
    ).run(console: console)
  }
}
