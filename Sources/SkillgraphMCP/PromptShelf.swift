import MCP
import Skillgraph

/// The decision trees as MCP prompts, so that a person can start one from an agent's slash
/// menu: each tree is a prompt named by its ID, whose arguments are the situation in words and
/// the answer to the first question (completed with that question's option IDs).
struct PromptShelf: Sendable {
  /// What the prompts are made from.
  var service: SkillgraphService
  /// Runs the calls off the message loop.
  var calls = ServiceCalls()

  /// The argument that carries the situation in words.
  static let situation = "situation"

  /// Every decision tree, as a prompt.
  func list() async throws -> [Prompt] {
    try await trees().map { tree in
      var arguments = [
        Prompt.Argument(
          name: Self.situation, title: "Your situation",
          description: "What you are building or what goes wrong, in your own words.",
          required: false)
      ]
      if let question = tree.firstQuestion {
        let options = question.options.map(\.id).joined(separator: ", ")
        arguments.append(
          Prompt.Argument(
            name: question.id, title: question.text,
            description: "The answer to \"\(question.text)\": one of \(options).",
            required: false))
      }
      return Prompt(
        name: tree.id, title: tree.title,
        description: tree.firstQuestion.map { "Decide: \($0.text)" } ?? "Decide: \(tree.title)",
        arguments: arguments)
    }
  }

  /// The message that starts the tree `name` with `arguments`.
  func get(_ name: String, arguments: [String: String]) async throws -> GetPrompt.Result {
    guard let tree = try await trees().first(where: { $0.id == name }) else {
      throw MCPError.invalidParams("no prompt '\(name)': each decision tree's ID is a prompt")
    }
    var lines = [
      "Help me decide with the Skillgraph decision tree \"\(tree.title)\" (`\(tree.id)`)."
    ]
    if let words = arguments[Self.situation], !words.isEmpty {
      lines.append("My situation: \(words)")
    }
    var answers: [String: String] = [:]
    if let question = tree.firstQuestion {
      if let answer = arguments[question.id], !answer.isEmpty {
        guard question.options.contains(where: { $0.id == answer }) else {
          let options = question.options.map(\.id).joined(separator: ", ")
          throw MCPError.invalidParams(
            "'\(answer)' is not an option of \(question.id); options: \(options)")
        }
        answers[question.id] = answer
      } else {
        let options = question.options.map { "\($0.text) (`\($0.id)`)" }.joined(separator: "; ")
        lines.append("It starts with: \(question.text) Options: \(options).")
      }
    }
    let given =
      answers.isEmpty
      ? "" : ", `answers` " + answers.map { "{\"\($0.key)\": \"\($0.value)\"}" }.joined()
    lines.append(
      "Call the `decide` tool with `tree` \"\(tree.id)\"\(given) and the situation in "
        + "`situation`; ask me each question it lists in `remaining`, one at a time, until it "
        + "reaches a recommendation. If the recommendation names a `template`, `render` it "
        + "with my project's identifiers.")
    return GetPrompt.Result(
      description: tree.title, messages: [.user(.text(text: lines.joined(separator: "\n\n")))])
  }

  /// The option IDs of the first question of the tree `name` that start with `prefix`.
  func completions(prompt name: String, argument: String, prefix: String) async throws
    -> [String]
  {
    guard let question = try await trees().first(where: { $0.id == name })?.firstQuestion,
      question.id == argument
    else { return [] }
    return question.options.map(\.id).filter { $0.hasPrefix(prefix) }
  }

  private func trees() async throws -> [Catalog.TreeEntry] {
    let service = self.service
    do {
      return try await calls.value { () throws(SkillgraphError) in
        try service.catalog(CatalogRequest(parts: [.trees])).trees
      }
    } catch {
      throw MCPError.internalError(error.toolMessage)
    }
  }
}
