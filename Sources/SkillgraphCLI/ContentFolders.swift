import ArgumentParser

/// The `--content` option every command that reads a collection takes: `ContentOptions` adds
/// `--json` to it, and `ask`, which answers no JSON, takes it alone.
struct ContentFolders: ParsableArguments {
  @Option(
    name: .customLong("content"),
    help: ArgumentHelp(
      "A content folder (or file) to read; repeat for several. Default: the shipped Content/.",
      valueName: "dir"))
  var folders: [String] = []
}
