import Testing

@testable import Skillgraph

/// Guards the engine can settle from facts, the dot parser, and numbered router lists.
@Suite("Guards, dot graphs and numbered lists")
struct GuardAndDotTests {
  @Test(
    "conditions with OS versions, durations and sizes are typed guards",
    arguments: [
      ("iOS 26+?", GuardCondition.osVersion(minimum: 26, maximum: nil)),
      ("iOS 13-25?", .osVersion(minimum: 13, maximum: 25)),
      ("iOS 17.2 or later", .osVersion(minimum: 17.2, maximum: nil)),
      ("Runtime ≤ 30 seconds?", .duration(minimumSeconds: nil, maximumSeconds: 30)),
      ("Under 5 minutes", .duration(minimumSeconds: nil, maximumSeconds: 300)),
      ("More than 2 hours", .duration(minimumSeconds: 7_200, maximumSeconds: nil)),
      ("Needs several minutes?", .duration(minimumSeconds: 60, maximumSeconds: nil)),
      ("Over 100 MB?", .size(minimumBytes: 100_000_000, maximumBytes: nil)),
      ("Less than 1 GB", .size(minimumBytes: nil, maximumBytes: 1_000_000_000)),
    ])
  func guards(text: String, expected: GuardCondition) {
    #expect(GuardParser.parse(text) == expected)
  }

  @Test("before iOS N is a maximum just below N")
  func beforeVersion() throws {
    guard case .osVersion(nil, let maximum?) = GuardParser.parse("Before iOS 16") else {
      Issue.record("not an open-ended OS guard")
      return
    }
    #expect(maximum < 16 && maximum > 15.9)
  }

  @Test(
    "conditions without numbers the engine can use are not guards",
    arguments: [
      "User initiated the action?", "Large downloads?", "Battery below 20%?", "Keep content fresh?",
    ])
  func notGuards(text: String) {
    #expect(GuardParser.parse(text) == nil)
  }

  @Test("dot edge chains, attributes, comments and multi-line labels are read")
  func dotParsing() {
    let source = """
      digraph G {
        // a comment -> ignored
        node [shape=box];
        a [label="First\\nquestion?", shape=diamond];
        a -> b -> c [label="yes"];
        /* block
           comment */
        c -> "d e";
      }
      """
    let graph = DotParser().parse(source, firstLine: 20)
    #expect(graph.nodes["a"]?.label == "First question?")
    #expect(graph.nodes["a"]?.shape == "diamond")
    #expect(graph.nodes["a"]?.line == 23)
    #expect(
      graph.edges.map { "\($0.from)>\($0.to) \($0.label ?? "-") L\($0.line)" } == [
        "a>b yes L24", "b>c yes L24", "c>d e - L27",
      ])
    #expect(graph.root == "a")
    #expect(graph.isDecisionGraph)
  }

  @Test("a dot graph with no question, diamond or edge label is not a decision tree")
  func dotNotDecision() {
    let graph = DotParser().parse("digraph { a -> b; b -> c; }", firstLine: 1)
    #expect(!graph.isDecisionGraph)
    #expect(graph.edges.count == 2)
  }

  @Test("numbered lines with arrows become router items, sub-items included")
  func numberedItems() throws {
    let lines: [(text: Substring, line: Int)] = [
      ("1. Refresh? → `skills/a.md`", 3), ("1a. Details? → `skills/a-ref.md`", 4),
      ("2. Upload? → skills/b.md", 5),
    ]
    let items = try #require(NumberedListReader().items(lines: lines))
    #expect(items.map(\.label) == ["1", "1a", "2"])
    #expect(items.map(\.condition) == ["Refresh?", "Details?", "Upload?"])
    #expect(items.map(\.targets) == [["`skills/a.md`"], ["`skills/a-ref.md`"], ["skills/b.md"]])
  }

  @Test("a numbered item's bold is left out of its texts; bold inside a code span is kept")
  func numberedItemsWithoutBold() throws {
    let lines: [(text: Substring, line: Int)] = [
      ("1. **If** accuracy holds → ship **PTQ**", 3), ("2. **If** not → use `**kwargs` QAT", 4),
    ]
    let items = try #require(NumberedListReader().items(lines: lines))
    #expect(items.map(\.condition) == ["If accuracy holds", "If not"])
    #expect(items.map(\.targets) == [["ship PTQ"], ["use `**kwargs` QAT"]])
  }

  @Test("numbered steps without questions or arrows are not a router")
  func numberedSteps() {
    let steps: [(text: Substring, line: Int)] = [
      ("1. Open the project → build", 1), ("2. Run the tests → pass", 2),
    ]
    #expect(NumberedListReader().items(lines: steps) == nil)
    #expect(NumberedListReader().items(lines: [("1. Which one? → a", 1)]) == nil)
  }
}
