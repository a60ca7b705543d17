internal import ArgumentParser

/// `skillgraph site`: the static site commands.
struct SiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "site",
    abstract: "Build the static HTML site (pages, search, llms.txt, Markdown twins).",
    subcommands: [SiteBuildCommand.self])
}
