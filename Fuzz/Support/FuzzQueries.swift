import Foundation
import Skillgraph
@testable import SkillgraphCLI

/// The search: the input as a question to a small index, and as the arguments of
/// `skillgraph query` through the command line's own parser and command.
public enum FuzzQueries {
  /// A small collection in a folder of this process's own: the Markdown files of
  /// `SKILLGRAPH_FUZZ_CONTENT` (default the test fixtures, `Tests/SkillgraphTests/Fixtures`)
  /// with the shipped collection's vocabulary, so that questions are expanded as the shipped
  /// content's are; its index beside it, built once; and its size in bytes.
  static let fixture: (folder: String, index: String, bytes: Int) = {
    let source =
      ProcessInfo.processInfo.environment["SKILLGRAPH_FUZZ_CONTENT"]
      ?? "Tests/SkillgraphTests/Fixtures"
    let root = NSTemporaryDirectory() + "/skillgraph-fuzz-query-\(getpid())"
    let folder = root + "/content"
    let index = root + "/index.sqlite"
    let files = FileManager.default
    try? files.removeItem(atPath: root)
    var bytes = 0
    do {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let markdown = try files.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".md") }
      let copies =
        markdown.map { (source + "/" + $0, $0) }
        + [(ShippedFolders.content + "/vocabulary.yml", "vocabulary.yml")]
      for (path, name) in copies where files.fileExists(atPath: path) {
        try files.copyItem(atPath: path, toPath: folder + "/" + name)
        bytes += (try files.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      }
      guard !markdown.isEmpty else { FuzzCheck.fail("no Markdown files in \(source)") }
      _ = try SearchIndex(folders: [folder], indexPath: index).refresh()
    } catch {
      FuzzCheck.fail("cannot index a copy of \(source) in \(root): \(error)")
    }
    return (folder, index, bytes)
  }()

  /// The input as a question, with filters drawn from it: the search answers without an error,
  /// within the limit and the token budget; then as command-line arguments.
  public static func search(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let fixture = Self.fixture
    var generator = FuzzGenerator(data, size)
    let text = FuzzCheck.text(data, size)
    let kinds = EntityKind.allCases
    let kind = generator.next() % 3 == 0 ? kinds[Int(generator.next() % UInt64(kinds.count))] : nil
    let limit = 1 + Int(generator.next() % 20)
    let maxTokens = generator.next() % 3 == 0 ? 1 + Int(generator.next() % 2000) : 0
    let request = SearchRequest(
      text: text, limit: limit, kind: kind,
      iosVersion: generator.next() % 3 == 0 ? Double(12 + generator.next() % 16) : nil,
      maxTokens: maxTokens, ranking: generator.next() % 4 == 0 ? .plain : .graph)
    let response: SearchResponse
    do {
      response = try SearchIndex(folders: [fixture.folder], indexPath: fixture.index).search(
        request)
    } catch {
      FuzzCheck.fail("the search failed: \(error)")
    }
    if response.results.count > limit {
      FuzzCheck.fail("\(response.results.count) results for a limit of \(limit)")
    }
    if let kind, let other = response.results.first(where: { $0.kind != kind }) {
      FuzzCheck.fail("a \(other.kind) result (\(other.id)) when asked for \(kind)")
    }
    if maxTokens > 0, !response.results.isEmpty, response.budget.usedTokens > maxTokens {
      FuzzCheck.fail("\(response.budget.usedTokens) tokens for a budget of \(maxTokens)")
    }
    let encoded = (try? JSONEncoder().encode(response))?.count ?? 0
    // NB: the results are the collection's own text, at most a few copies of it; what comes
    // from the input (the question and its terms) stays in proportion to it.
    FuzzCheck.bound(encoded, input: size, factor: 16, slack: fixture.bytes * 4 + 65536, "answer")
    // NB: a search costs tens of milliseconds with the sanitizers; an input with neither a NUL
    // byte nor a leading dash is one word to the parser, the question just asked.
    if text.hasPrefix("-") || text.contains("\0") { command(text, fixture: fixture) }
  }

  /// The input as `skillgraph query`'s arguments, separated by NUL bytes, through the plain
  /// parser and the command (content and index replaced by the fixture's): it answers, finds
  /// nothing, or refuses the arguments as a usage error, and never fails otherwise.
  private static func command(_ text: String, fixture: (folder: String, index: String, bytes: Int))
  {
    let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    guard var parsed = QueryArguments(plainArguments: arguments) else { return }
    parsed.folders = [fixture.folder]
    parsed.index = fixture.index
    let console = Console.capture()
    do {
      _ = try parsed.execute(console: console)
    } catch {
      guard ["usage", "not-found"].contains(error.code) else {
        FuzzCheck.fail("query \(arguments.prefix(8)) failed: \(error.code): \(error)")
      }
    }
    let written = console.output.utf8.count + console.errors.utf8.count
    FuzzCheck.bound(
      written, input: text.utf8.count, factor: 16, slack: fixture.bytes * 4 + 65536, "query")
  }
}
