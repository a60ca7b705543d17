internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph decide`: a recommendation from answers and facts, for agents and scripts.
struct DecideCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "decide",
    abstract: "Walk a decision tree with answers and facts; never prompts.",
    discussion: """
      Answers the next question (status "question"), the recommendation ("outcome"), or the
      outcomes a "not-sure" answer leaves open ("candidates"). Facts: ios=17.4, duration=45s,
      size=20MB, or a question or option ID. Every question also takes the options "none" and
      "not-sure".
      """)
  static let jsonName = "decide"

  @OptionGroup var content: ContentOptions

  @Option(help: ArgumentHelp("The tree's ID (default: the main tree).", valueName: "id"))
  var tree: String?

  @Option(
    help: ArgumentHelp(
      "The situation in your own words: without --tree, the tree is the one it leads to.",
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

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let (graph, _) = try content.loadGraph()
    let catalog = try TemplateFolder.catalog(walk.templates)
    do {
      let engine = DecisionEngine(graph: graph, catalog: catalog)
      let chosen = try chooseTree(engine: engine, graph: graph)
      let stated = try DecisionFacts(try NameValuePairs.parse(facts))
      let decision = try engine.decide(
        tree: chosen, answers: try NameValuePairs.parse(answers), facts: stated,
        followingLinks: walk.followLinks)
      FactWarnings.print(engine.uncoveredFacts(stated, in: chosen), console: console)
      var rendered: RenderedSet?
      if !templateVariables.isEmpty, let id = decision.outcome?.template, let catalog {
        let values = try NameValuePairs.parse(templateVariables)
        do {
          rendered = try catalog.set(withID: id).render(values)
        } catch {
          throw RenderCommand.failure(for: RenderCommand.ownProblems(of: error, given: values))
        }
      }
      let answer = DecisionReply(decision: decision, rendered: rendered)
      if content.json {
        console.write(JSONEnvelope(command: Self.jsonName, data: answer).encoded())
      } else {
        DecisionPrinter(console: console).print(decision, rendered: rendered)
      }
      return ExitStatus.success
    } catch let failure as CommandFailure {
      throw failure
    } catch let error as DecisionError {
      throw .decision(error)
    } catch {
      throw .usage(String(describing: error))
    }
  }

  /// The tree named by `--tree`, else the one `--situation` leads to, else the main tree; an
  /// error when the content does not cover the situation.
  private func chooseTree(engine: DecisionEngine, graph: KnowledgeGraph) throws -> DecisionTree {
    if tree != nil, situation != nil {
      throw CommandFailure.usage("--tree and --situation both choose the tree: give one")
    }
    guard let situation, !situation.isEmpty else {
      return try engine.tree(withID: tree)
    }
    let match: SituationMatch
    do {
      match = try SituationMatch(
        situation: situation, trees: graph.decisionTrees,
        index: SearchIndex(folders: content.resolvedFolders, indexPath: index))
    } catch {
      throw CommandFailure.io(error.description)
    }
    // NB: words the content covers whose best results lie outside every tree (a pattern's
    // section) still ask for a decision: the main tree takes them.
    guard let found = match.tree else {
      guard match.search.confidence == .high else {
        throw CommandFailure.notFound(
          "no decision tree fits '\(situation)': the content does not seem to cover it")
      }
      return try engine.tree(withID: nil)
    }
    return found
  }
}
