internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph render`: a template set rendered with the user's identifiers.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a code template with your own identifiers (`--list` shows the templates).",
    discussion: """
      Every variable is validated before anything is rendered; values that land in Swift string
      literals or plist XML are escaped for that language. Without --output the files are printed;
      with it they are written, and an existing file is only replaced with --force.
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
      report(error, console: console, json: json, command: Self.jsonName)
      throw ExitCode(error.status)
    }
  }

  private func execute(console: Console) throws(CommandFailure) {
    guard let catalog = try TemplateFolder.catalog(templates) else {
      throw .io("no templates folder: pass --templates DIR (looked for \(TemplateFolder.shipped))")
    }
    if list {
      return TemplateListing(catalog: catalog).print(console: console, json: json)
    }
    guard let template else { throw .usage("name a template, or pass --list to see them") }
    // NB: an empty --output (an unset shell variable) would have written into "/".
    if output?.isEmpty == true { throw .usage("--output must name a folder") }
    let values = try NameValuePairs.parse(assignments)
    do {
      let set = try catalog.set(withID: template)
      let rendered = try set.render(values)
      var written: [String] = []
      if let output {
        written = try RenderedFileWriter(folder: output, force: force).write(rendered.files)
      }
      RenderAnswer(set: set, rendered: rendered, written: written).print(
        console: console, json: json)
    } catch {
      throw Self.failure(for: Self.ownProblems(of: error, given: values))
    }
  }

  /// `error` with only the problems of the variables the user set, when one of them has any: a
  /// derived default (`{{bundleID}}.refresh`) is only wrong because the value it comes from is.
  static func ownProblems(of error: TemplateError, given values: [String: String])
    -> TemplateError
  {
    guard case .invalidValues(let problems) = error else { return error }
    let own = problems.filter { values[$0.variable] != nil }
    return own.isEmpty ? error : .invalidValues(own)
  }

  static func failure(for error: TemplateError) -> CommandFailure {
    switch error {
    case .unknownTemplate: return .notFound(error.description)
    case .unknownVariable: return .usage(error.description)
    case .invalidValues:
      return CommandFailure(
        code: "invalid-value", message: error.description, status: ExitStatus.usage)
    case .brokenTemplate:
      return CommandFailure(
        code: "broken-template", message: error.description, status: ExitStatus.contentErrors)
    case .fileExists:
      return CommandFailure(
        code: "file-exists", message: error.description, status: ExitStatus.ioFailure)
    case .writeFailed, .unreadableFolder: return .io(error.description)
    }
  }
}
