import Foundation
import Testing

@testable import Skillgraph

/// cmark-gfm's strikethrough and autolink extensions keep process-global state; the parser must
/// serialise parses so that parallel callers lose nothing.
@Suite("Markdown parsing in parallel")
struct MarkdownConcurrencyTests {
  static let document = (1...200).map { index in
    "- item \(index): ~~struck \(index)~~ see https://example.com/\(index) and www.example.org/\(index)"
  }.joined(separator: "\n")

  static func counts(_ root: MarkdownNode) -> (struck: Int, links: Int) {
    var struck = 0
    var links = 0
    root.forEachDescendant { node in
      switch node.kind {
      case .strikethrough: struck += 1
      case .link: links += 1
      default: break
      }
    }
    return (struck, links)
  }

  @Test("64 parses on several threads equal the single-threaded parse")
  func parallelThreads() {
    let parser = MarkdownParser()
    let expected = parser.parse(Self.document)
    let baseline = Self.counts(expected.root)
    #expect(baseline.struck == 200)
    #expect(baseline.links == 400)
    let results = ResultBox(count: 64)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      results.set(index, parser.parse(Self.document))
    }
    let all = results.values
    #expect(all.count == 64)
    #expect(all.allSatisfy { $0 == expected }, "a parallel parse lost struck text or links")
  }

  @Test("parses from a task group equal the single-threaded parse")
  func parallelTasks() async {
    let expected = MarkdownParser().parse(Self.document)
    let matching = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<32 {
        group.addTask { MarkdownParser().parse(Self.document) == expected }
      }
      var count = 0
      for await same in group where same { count += 1 }
      return count
    }
    #expect(matching == 32)
  }
}

/// Results written from concurrent workers.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [MarkdownDocument?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: MarkdownDocument) {
    lock.withLock { storage[index] = value }
  }

  var values: [MarkdownDocument] { lock.withLock { storage.compactMap { $0 } } }
}
