internal import ArgumentParser

/// The options `ask` and `decide` share: the developer's project, where the templates are,
/// whether to follow links, and how many alternatives to print.
struct WalkOptions: ParsableArguments {
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

  @Option(
    help: ArgumentHelp("The templates folder. Default: the shipped Templates/.", valueName: "dir"))
  var templates: String?

  @Flag(
    help:
      "When an outcome links exactly one skill (a router's skills/x.md), go on in that skill's tree."
  )
  var followLinks = false

  @Flag(
    help:
      "Print every alternative of a recommendation and its pattern's key points (default: the alternatives of the last question answered, and how many others and key points)."
  )
  var verbose = false
}
