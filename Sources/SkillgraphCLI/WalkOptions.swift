internal import ArgumentParser

/// The options `ask` and `decide` share: where the templates are, and whether to follow links.
struct WalkOptions: ParsableArguments {
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
      "Print every alternative of a recommendation (default: those of the last question answered, and how many others)."
  )
  var verbose = false
}
