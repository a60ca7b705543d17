import Testing

@testable import Skillgraph

/// Checklists (task lists, ☐ lines, numbered steps under a checklist heading) and anti-patterns.
@Suite("Checklists and anti-patterns")
struct ChecklistAndAntiPatternTests {
  static let checklists = """
    # Shipping

    ## Before Shipping Checklist

    1. Register the identifier
    2. Call setTaskCompleted on every path

    ## Tasks

    - [ ] Open item
    - [x] Done item

    ## Audit

    ```
    ☐ Info.plist lists the identifier
    ☑ Handler registered at launch
    ```

    ## Plain Steps

    1. Not a checklist item
    2. Neither is this
    """

  @Test("numbered steps under a 'Checklist' heading are checklist items")
  func numberedSteps() throws {
    let graph = try InlineCorpus.skill(Self.checklists, named: "shipping")
    let list = try #require(graph.checklists.first { $0.title == "Before Shipping Checklist" })
    #expect(
      list.items.map(\.text) == ["Register the identifier", "Call setTaskCompleted on every path"])
    #expect(list.items.map(\.style) == [.numbered, .numbered])
    #expect(list.items.map(\.line) == [5, 6])
    #expect(list.sectionID == "shipping#before-shipping-checklist")
  }

  @Test("GFM task list items keep whether they are ticked")
  func taskItems() throws {
    let graph = try InlineCorpus.skill(Self.checklists, named: "shipping")
    let list = try #require(graph.checklists.first { $0.title == "Tasks" })
    #expect(list.items.map(\.text) == ["Open item", "Done item"])
    #expect(list.items.map(\.isChecked) == [false, true])
    #expect(list.items.allSatisfy { $0.style == .task })
    #expect(list.items.map(\.line) == [10, 11])
  }

  @Test("☐ and ☑ lines inside a fence are items with their file lines")
  func ballotBoxes() throws {
    let graph = try InlineCorpus.skill(Self.checklists, named: "shipping")
    let list = try #require(graph.checklists.first { $0.title == "Audit" })
    #expect(
      list.items.map(\.text) == ["Info.plist lists the identifier", "Handler registered at launch"])
    #expect(list.items.map(\.isChecked) == [false, true])
    #expect(list.items.map(\.style) == [.ballotBox, .ballotBox])
    #expect(list.items.map(\.line) == [16, 17])
  }

  @Test("numbered lists under other headings are not checklists")
  func plainSteps() throws {
    let graph = try InlineCorpus.skill(Self.checklists, named: "shipping")
    #expect(graph.checklists.map(\.title) == ["Before Shipping Checklist", "Tasks", "Audit"])
    #expect(
      graph.checklists.map(\.id) == [
        "shipping/checklist-1", "shipping/checklist-2", "shipping/checklist-3",
      ])
  }

  @Test("☐ lines in plain paragraphs are items too")
  func ballotBoxesInText() throws {
    let graph = try InlineCorpus.skill(
      "# S\n\n## Verify\n\n☐ First check\n☐ Second check\n", named: "verify")
    let list = try #require(graph.checklists.first)
    #expect(list.items.map(\.text) == ["First check", "Second check"])
    #expect(list.items.map(\.line) == [5, 6])
  }

  static let antiPatterns = """
    # Background Work Pitfalls

    ## Anti-Patterns

    ### Registering too late

    Registering after launch finishes never fires the handler.

    ### Forgetting to complete

    The system throttles the app.

    ## Timer polling

    ```swift
    // ❌ WRONG: polling in the background
    Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in fetch() }
    ```

    ```swift
    // ✅ CORRECT: let the system schedule a refresh
    scheduleAppRefresh()
    ```

    ## Common Mistakes

    Using a processing task for a quick fetch.
    """

  @Test("each entry of an 'Anti-Patterns' section is an anti-pattern")
  func sectionEntries() throws {
    let graph = try InlineCorpus.skill(Self.antiPatterns, named: "mistakes")
    let titles = graph.antiPatterns.map(\.title)
    #expect(titles.contains("Registering too late"))
    #expect(titles.contains("Forgetting to complete"))
    #expect(!titles.contains("Anti-Patterns"), "the heading with entries is not an entry itself")
    #expect(
      titles.contains("Common Mistakes"), "a 'Common Mistakes' section without entries is one")
  }

  @Test("❌ and ✅ code blocks make a wrong/correct pair in any section")
  func codePairs() throws {
    let graph = try InlineCorpus.skill(Self.antiPatterns, named: "mistakes")
    let timer = try #require(graph.antiPatterns.first { $0.title == "Timer polling" })
    #expect(timer.wrongSnippetIDs.count == 1)
    #expect(timer.correctSnippetIDs.count == 1)
    let wrong = try #require(graph.codeSnippets.first { $0.id == timer.wrongSnippetIDs.first })
    #expect(wrong.code.contains("Timer.scheduledTimer"))
    let correct = try #require(graph.codeSnippets.first { $0.id == timer.correctSnippetIDs.first })
    #expect(correct.code.contains("scheduleAppRefresh"))
    #expect(graph.antiPatterns.count == 4)
  }

  @Test(
    "WRONG/CORRECT and BAD/GOOD comments mark code the same way",
    arguments: [
      ("// WRONG: too late", EntityReader.CodeMarker.wrong), ("// CORRECT", .correct),
      ("// BAD", .wrong), ("// GOOD", .correct), ("❌ no", .wrong), ("✅ yes", .correct),
    ])
  func markers(line: String, marker: EntityReader.CodeMarker) {
    #expect(EntityReader.marker(of: "\(line)\nlet x = 1\n") == marker)
  }

  @Test("unmarked code is neither wrong nor correct")
  func unmarked() {
    #expect(EntityReader.marker(of: "let x = 1\nlet y = 2\n") == nil)
  }
}
