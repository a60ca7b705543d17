package import Foundation

/// Where the knowledge base and templates that ship with Skillgraph are: found from the
/// running executable's location, so that an installed binary finds its own copy wherever it
/// is run from, and a binary built in a checkout finds the checkout's.
public enum ShippedFolders {
  /// The shipped content folder: `$SKILLGRAPH_CONTENT` when set, else `Content`.
  public static var content: String {
    folder(named: "Content", overriddenBy: "SKILLGRAPH_CONTENT")
  }

  /// The shipped templates folder: `$SKILLGRAPH_TEMPLATES` when set, else `Templates`.
  public static var templates: String {
    folder(named: "Templates", overriddenBy: "SKILLGRAPH_TEMPLATES")
  }

  /// The shipped general vocabulary folder: `$SKILLGRAPH_VOCABULARY` when set, else
  /// `Vocabulary`.
  public static var vocabulary: String {
    folder(named: "Vocabulary", overriddenBy: "SKILLGRAPH_VOCABULARY")
  }

  /// `$variable` when set; else the first of `PREFIX/share/skillgraph/NAME` (an installed
  /// binary in `PREFIX/bin`) and `ROOT/NAME` beside a `Package.swift` (a build inside a
  /// checkout), looking from the executable's folder upwards; else `NAME` under the installed
  /// layout's place, for the error message to name.
  package static func folder(named name: String, overriddenBy variable: String) -> String {
    if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty { return path }
    let start = executableFolder
    var folder = start
    while true {
      let installed = folder.appendingPathComponent("share/skillgraph/\(name)")
      if isDirectory(installed) { return installed.path }
      let checkout = folder.appendingPathComponent(name)
      if isDirectory(checkout),
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return checkout.path
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return start.deletingLastPathComponent().appendingPathComponent("share/skillgraph/\(name)")
      .path
  }

  /// The folder of the running executable, symbolic links resolved.
  package static var executableFolder: URL {
    let executable =
      Bundle.main.executableURL
      ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
    return executable.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
