internal import ArgumentParser
import Skillgraph

/// `skillgraph catalog`: what the collection offers, in brief.
struct CatalogCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "List the skills, the decision trees with their first question, and the templates.")
  static let jsonName = "catalog"

  @OptionGroup var content: ContentOptions

  @Option(
    help: ArgumentHelp("The templates folder. Default: the shipped Templates/.", valueName: "dir"))
  var templates: String?

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let catalog = try content.service(templates: templates).catalog()
    if content.json {
      console.write(JSONEnvelope(command: Self.jsonName, data: catalog).encoded())
      return ExitStatus.success
    }
    console.write(console.bold("Skills"))
    for skill in catalog.skills {
      console.write("  \(skill.id)  [\(skill.type)] \(skill.title)")
    }
    console.write("")
    console.write(console.bold("Decision trees"))
    for tree in catalog.trees {
      let first = tree.firstQuestion.map { ": \($0.text)" } ?? ""
      console.write("  \(tree.id)  \(tree.title) (\(tree.outcomes) outcomes)\(first)")
    }
    if !catalog.templates.isEmpty {
      console.write("")
      console.write(console.bold("Templates"))
      for template in catalog.templates {
        console.write("  \(template.id)  \(template.title)")
      }
    }
    return ExitStatus.success
  }
}
