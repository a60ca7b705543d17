import Skillgraph

extension QASession {
  /// The menu for a question: its options in source order, then "None of these" (not for yes/no
  /// questions) and "Not sure"; the suggested option highlighted, else the first.
  func menu(for question: DecisionAnswer.Prompt) -> PromptMenu {
    let special = [DecisionEngine.noneOption, DecisionEngine.notSureOption]
    let options = question.options.filter {
      !(question.kind == .yesNo && $0.id == DecisionEngine.noneOption)
    }.map { PromptMenu.Option(label: $0.text, id: $0.id, isSpecial: special.contains($0.id)) }
    let suggested =
      suggestions[question.id]
      ?? engine.question(withID: question.id, in: current).flatMap {
        engine.suggestedOption(for: $0, facts: facts)
      }
    let index = suggested.flatMap { id in options.firstIndex { $0.id == id } } ?? 0
    return PromptMenu(
      title: question.text, options: options, defaultIndex: index,
      commands: [.back, .explain, .notSure, .quit], answersYesNo: question.kind == .yesNo)
  }

  /// Prints where a question comes from: the file, the lines of the question and everything
  /// below it in the tree, and the section that holds the tree.
  func explain(questionID: String) {
    guard let question = engine.question(withID: questionID, in: current) else { return }
    for line in explanation(of: question) { prompt.say(line) }
  }

  /// The lines `explain` prints.
  func explanation(of question: DecisionQuestion) -> [String] {
    var last = question.line
    DecisionNode.question(question).forEachNode { node in
      switch node {
      case .question(let inner):
        last = max(last, inner.line, inner.options.map(\.line).max() ?? 0)
      case .outcome(let outcome): last = max(last, outcome.line)
      }
    }
    let graph = engine.graph
    let tree = current
    let source = tree.source
    let first = max(question.line, source.startLine)
    last = min(max(last, first), source.endLine)
    let lines = graph.markdown(of: tree).split(separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.dropFirst(first - source.startLine).prefix(last - first + 1)
    let limit = 30
    let section = graph.entity(withID: tree.sectionID)?.title ?? tree.sectionID
    let skill = graph.skill(withID: tree.skillID)?.title ?? tree.skillID
    var result = [
      prompt.bold("\(source.path):\(first)-\(last)") + prompt.dim("  “\(section)”, \(skill)")
    ]
    result += shown.prefix(limit).map { "  │ " + $0 }
    if shown.count > limit {
      result.append(
        prompt.dim("  … \(shown.count - limit) more lines: skillgraph show \(tree.id)"))
    }
    return result
  }
}
