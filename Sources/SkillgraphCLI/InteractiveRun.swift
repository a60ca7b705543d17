import Skillgraph

/// One interactive session of `ask` or `diagnose`: the questions on stderr, the answer on stdout
/// (through `DecisionPrinter`), the template offer, the transcript, and the exit status.
struct InteractiveRun {
  var command: String
  var engine: DecisionEngine
  var tree: DecisionTree
  /// The prompt, begun by the command (one per process: it owns the input's buffer).
  var prompt: TerminalPrompt
  var factPairs: [String: String]
  var answers: [String: String] = [:]
  var answerOrigin = "the answers file"
  /// Where particular answers came from, over `answerOrigin` ("your words “simulator”").
  var answerOrigins: [String: String] = [:]
  var suggestions: [String: String] = [:]
  var presets: [String: String] = [:]
  var offersTemplates = false
  var followsLinks = false
  /// Whether a recommendation prints every alternative.
  var verbose = false
  /// The `--content` folders given on the command line, for the replay command.
  var contentFolders: [String] = []
  var transcriptPath: String?
  /// The developer's project read (`ask --project`): its audit findings that concern an
  /// outcome are printed after the recommendation.
  var project: ProjectSummary?
  /// The service that audits the project.
  var service: SkillgraphService?

  /// Runs the session; returns the exit status (0, 3 when the input closed, 130 on Ctrl-C).
  func run(console: Console) throws(SkillgraphError) -> Int32 {
    let facts: DecisionFacts
    do { facts = try DecisionFacts(factPairs) } catch { throw .decision(error) }
    prompt.say(prompt.dim("\(tree.id) · \(tree.source.path):\(tree.source.startLine)"))
    prompt.sayWrapped(
      "Answer with a number or an option's first letters"
        + (prompt.isRaw ? " (or ↑↓ and Enter)" : "")
        + "; b back, ? explain, u not sure, q quit.", style: prompt.dim)
    var session = QASession(
      engine: engine, tree: tree, facts: facts, prompt: prompt, answers: answers,
      suggestions: suggestions, answerOrigin: answerOrigin, origins: answerOrigins,
      followsLinks: followsLinks)
    let ending: SessionEnding
    do { ending = try session.run() } catch { throw .decision(error) }
    var transcript = SessionTranscript(command: command, tree: tree, facts: factPairs)
    transcript.contentFolders = contentFolders
    transcript.followsLinks = followsLinks
    var status = ExitStatus.success
    let final: DecisionAnswer
    switch ending {
    case .outcome(let decision):
      final = decision
      transcript.ending = "recommendation reached"
      status = finish(decision, console: console, prompt: prompt, transcript: &transcript)
    case .candidates(let decision):
      final = decision
      transcript.ending = "stopped at the candidates"
      if decision.candidates?.isEmpty ?? true {
        console.write("No recommendation: no option of “\(decision.separatedBy?.text ?? "")” fits.")
        if let advice = decision.advice { console.write(advice) }
      } else {
        DecisionPrinter(console: console, printsPath: false, verbose: verbose).print(
          decision, rendered: nil)
      }
    case .stopped(let decision):
      final = decision
      transcript.ending = "stopped before a recommendation"
      prompt.sayWrapped("Stopped before a recommendation. The same point without prompts:")
    case .inputClosed(let decision):
      final = decision
      transcript.ending = "the input closed before the question was answered"
      let question = decision.question.map { ": “\($0.text)”" } ?? ""
      prompt.say(
        "\(prompt.red("error:")) input closed before the question was answered\(question)")
      status = ExitStatus.incomplete
    case .interrupted(let decision):
      final = decision
      transcript.ending = "interrupted"
      prompt.say("Interrupted.")
      status = ExitStatus.interrupted
    }
    transcript.decision = final
    transcript.log = session.log
    let onPath = Set(final.path.map(\.question.id) + [final.separatedBy?.id].compactMap { $0 })
    transcript.answers = session.answers.filter { onPath.contains($0.key) }
    if case .stopped = ending { prompt.say("  " + transcript.replayCommand) }
    if let transcriptPath {
      try transcript.write(to: transcriptPath)
      prompt.say(prompt.dim("Transcript: \(transcriptPath)"))
    }
    return status
  }

  /// Prints the recommendation and what explains it, then offers the template.
  private func finish(
    _ decision: DecisionAnswer, console: Console, prompt: TerminalPrompt,
    transcript: inout SessionTranscript
  ) -> Int32 {
    DecisionPrinter(console: console, printsPath: false, verbose: verbose).print(
      decision, rendered: nil)
    guard let outcome = decision.outcome else { return ExitStatus.success }
    let finalTree = (try? engine.tree(withID: decision.tree.id)) ?? tree
    transcript.links = engine.links(of: outcome, in: finalTree)
    LinkedSectionsPrinter(console: console).print(transcript.links)
    if let project, let service {
      do {
        ProjectPrinter(console: console).findings(
          try service.addingFindings(to: project, concerning: outcome))
      } catch {
        prompt.say("\(prompt.red("error:")) \(CommandFailure.message(for: error))")
      }
    }
    guard offersTemplates, let id = outcome.template, let set = try? engine.catalog?.set(withID: id)
    else { return ExitStatus.success }
    let offer = TemplateOffer(set: set, prompt: prompt, console: console, presets: presets)
    do {
      if let result = try offer.run() { transcript.template = (id, result) }
      return ExitStatus.success
    } catch .inputClosed {
      prompt.say("\(prompt.red("error:")) input closed before the template was rendered")
      transcript.ending += "; the input closed during the template offer"
      return ExitStatus.incomplete
    } catch {
      prompt.say("Interrupted.")
      transcript.ending += "; interrupted during the template offer"
      return ExitStatus.interrupted
    }
  }
}
