internal import ArgumentParser
import Skillgraph

/// `skillgraph render`: a template set rendered with the user's identifiers.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a code template with your own identifiers (`--list` shows the templates).",
    discussion: """
      Every variable is validated before anything is rendered; values that land in Swift string \
      literals or plist XML are escaped for that language. Without --output the files are \
      printed; with it they are written, and an existing file is only replaced with --force.
      """)
  static let jsonName = "render"

  @Argument(help: "The template's ID, as `--list` prints it.")
  var template: String?

  @Option(name: .customLong("var"), help: ArgumentHelp("Set a variable.", valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Write the files into this folder.", valueName: "dir"))
  var output: String?

  @Flag(help: "Replace files that already exist in the output folder.")
  var force = false

  @Flag(help: "List the templates and their variables.")
  var list = false

  @Option(
    help: ArgumentHelp("The templates folder. Default: the shipped Templates/.", valueName: "dir"))
  var templates: String?

  @Flag(help: "Print exactly one JSON document on stdout.")
  var json = false

  mutating func run() throws {
    let console = Console.current
    do {
      try execute(console: console)
    } catch {
      let failure = CommandFailure(error)
      report(failure, console: console, json: json, command: Self.jsonName)
      throw ExitCode(failure.status)
    }
  }

  private func execute(console: Console) throws(SkillgraphError) {
    let service = SkillgraphService(settings: SkillgraphService.Settings(templates: templates))
    if list {
      return try service.templates().print(console: console, json: json)
    }
    guard let template else {
      throw .invalidArgument("TEMPLATE", reason: "name a template, or pass --list to see them")
    }
    // NB: an empty --output (an unset shell variable) would have written into "/".
    if output?.isEmpty == true {
      throw .invalidArgument("--output", reason: "--output must name a folder")
    }
    let request = RenderRequest(
      template: template, variables: try NameValuePairs.parse(assignments), output: output,
      replacesFiles: force)
    try service.render(request).print(console: console, json: json)
  }
}
