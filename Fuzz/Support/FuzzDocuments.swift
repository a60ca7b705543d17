import Foundation
import Skillgraph

/// The targets that read a whole skill document from a file: ingest, and the site's pages.
public enum FuzzDocuments {
  /// A folder of this process's own, where each input is written as a skill file.
  static let folder: String = {
    let path = NSTemporaryDirectory() + "/skillgraph-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Writes the input as `skill.md` (front matter and all) and loads the folder.
  static func load(_ data: UnsafePointer<UInt8>, _ size: Int, keepsDocuments: Bool)
    -> KnowledgeGraph?
  {
    let file = folder + "/skill.md"
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes: data, count: size))
    else { FuzzCheck.fail("cannot write \(file)") }
    return try? CorpusLoader(folders: [folder], keepsDocuments: keepsDocuments).load()
  }

  /// A skill document through the loader into the graph; every tree walked at random.
  public static func ingest(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard let graph = load(data, size, keepsDocuments: false) else {
      FuzzCheck.fail("the loader threw for a readable folder")
    }
    let lines = FuzzCheck.text(data, size).utf8.lazy.filter { $0 == 10 }.count + 1
    if graph.diagnostics.count > lines * 4 + 16 {
      FuzzCheck.fail("\(graph.diagnostics.count) diagnostics for \(lines) lines")
    }
    var generator = FuzzGenerator(data, size)
    let engine = DecisionEngine(graph: graph)
    for tree in graph.decisionTrees {
      FuzzCheck.checkSize(tree)
      FuzzCheck.walk(tree, engine: engine, generator: &generator)
    }
  }

  /// A skill document through the site generator: every page's content holds no markup that
  /// runs script or loads a resource from outside the site, and the site stays in proportion.
  public static func site(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard let graph = load(data, size, keepsDocuments: true) else {
      FuzzCheck.fail("the loader threw for a readable folder")
    }
    let build = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    var total = 0
    for file in build.files {
      total += file.contents.count
      guard file.path.hasSuffix(".html") else { continue }
      let html = String(decoding: file.contents, as: UTF8.self)
      guard let start = html.range(of: "<main id=\"main\">"),
        let end = html.range(of: "</main>", options: .backwards), start.upperBound <= end.lowerBound
      else { continue }
      if let problem = HTMLSafety.problem(in: html[start.upperBound..<end.lowerBound]) {
        FuzzCheck.fail("\(file.path): \(problem)")
      }
    }
    // NB: a fixed site (assets, index page, search shards) plus pages in proportion to the input.
    FuzzCheck.bound(total, input: size, factor: 60, slack: 600_000, "site")
  }
}
