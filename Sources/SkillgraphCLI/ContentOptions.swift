internal import ArgumentParser
import Foundation
import Skillgraph

/// The options every graph command shares: which content to read, and JSON output.
struct ContentOptions: ParsableArguments {
  @OptionGroup var place: ContentFolders

  @Flag(name: .long, help: "Print exactly one JSON document on stdout (keys sorted, no colour).")
  var json = false

  /// The content folders as given.
  var folders: [String] {
    get { place.folders }
    set { place.folders = newValue }
  }

  /// The folders to read: the given ones, or the shipped content.
  var resolvedFolders: [String] {
    Self.resolved(folders)
  }

  /// `folders`, or the shipped content when there are none.
  static func resolved(_ folders: [String]) -> [String] {
    folders.isEmpty ? [defaultContentFolder] : folders
  }

  /// The shipped content (`ShippedFolders.content`).
  static var defaultContentFolder: String {
    ShippedFolders.content
  }

  /// The service over these folders, with `templates` and `index` as given; what it loads
  /// is kept until the process exits, and its notes and progress go to the console's errors.
  func service(templates: String? = nil, index: String? = nil) -> SkillgraphService {
    var service = SkillgraphService(
      settings: SkillgraphService.Settings(folders: folders, templates: templates, index: index),
      keep: KeptUntilExit.keep, note: { [console = Console.current] in console.warn($0) })
    service.indexProgress = Console.current.indexProgress
    return service
  }

  /// Loads the graph (from the process-wide ``GraphCache`` while the files are unchanged),
  /// turning a load failure into an I/O failure.
  func loadGraph() throws(SkillgraphError) -> (graph: KnowledgeGraph, milliseconds: Int) {
    let start = DispatchTime.now()
    let graph = try service().graph()
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    return (graph, elapsed)
  }
}
