import SkillgraphSupport
import Testing

@testable import Skillgraph

/// Sections (every heading, with its path and a unique slug) and patterns.
@Suite("Sections and patterns")
struct SectionAndPatternTests {
  static let outline = """
    # Guide

    Intro text.

    ## Setup

    ### Step One

    ```markdown
    # Not a heading, it is inside a fence
    ```

    ## Setup

    ## Setup

    # Appendix
    """

  @Test("every heading is a section with its heading path, parent and line span")
  func sections() throws {
    let graph = try InlineCorpus.skill(Self.outline, named: "guide")
    #expect(
      graph.sections.map(\.title) == ["Guide", "Setup", "Step One", "Setup", "Setup", "Appendix"])
    let step = try #require(graph.sections.first { $0.title == "Step One" })
    #expect(step.id == "guide#step-one")
    #expect(step.headingPath == ["Guide", "Setup", "Step One"])
    #expect(step.parentID == "guide#setup")
    #expect(step.level == 3)
    #expect((step.source.startLine, step.source.endLine) == (7, 12))
    let guide = try #require(graph.sections.first)
    #expect(guide.parentID == nil)
    #expect((guide.source.startLine, guide.source.endLine) == (1, 16))
    #expect(graph.sections.last?.source.startLine == 17)
  }

  @Test("repeated headings get de-duplicated slugs, as GitHub anchors do")
  func duplicateSlugs() throws {
    let graph = try InlineCorpus.skill(Self.outline, named: "guide")
    #expect(
      graph.sections.filter { $0.title == "Setup" }.map(\.slug) == ["setup", "setup-1", "setup-2"])
    #expect(Set(graph.sections.map(\.id)).count == graph.sections.count)
    #expect(graph.entity(withID: "guide#setup-2")?.kind == .section)
  }

  @Test("slugs drop punctuation and keep letters, digits, hyphens and underscores")
  func slugRules() {
    #expect(
      Slug.make("Pattern 1: BGAppRefreshTask (iOS 13+)") == "pattern-1-bgapprefreshtask-ios-13")
    #expect(Slug.make("snake_case & kebab-case") == "snake_case--kebab-case")
  }

  @Test("a section's Markdown is the text of its lines")
  func sectionMarkdown() throws {
    let graph = try InlineCorpus.skill(Self.outline, named: "guide")
    let step = try #require(graph.entity(withID: "guide#step-one"))
    #expect(graph.markdown(of: step).hasPrefix("### Step One\n\n```markdown"))
  }

  static let patterns = """
    # Refresh Skill

    ## Pattern 1: Refresh the feed

    **Use when**: the feed must be fresh every morning.

    ```swift
    let request = BGAppRefreshTaskRequest(identifier: "com.example.feed")
    ```

    ### Variant with a deadline

    ```swift
    request.earliestBeginDate = Date(timeIntervalSinceNow: 900)
    ```

    ## 🔁 Pattern 2: Retry later

    Plain text.

    ## Quick Patterns

    ### Save a checkpoint

    ```python
    save(checkpoint)
    ```

    ## Pattern list without number
    """

  @Test("'Pattern N: Title' headings are patterns with number, title, use-when and snippets")
  func numberedPatterns() throws {
    let graph = try InlineCorpus.skill(Self.patterns, named: "refresh")
    let first = try #require(graph.patterns.first { $0.number == 1 })
    #expect(first.id == "refresh/pattern-1")
    #expect(first.title == "Refresh the feed")
    #expect(first.useWhen?.hasPrefix("the feed must be fresh every morning.") == true)
    let snippets = graph.codeSnippets.filter { first.snippetIDs.contains($0.id) }
    #expect(snippets.first?.language == "swift")
    #expect(snippets.first?.code.contains("BGAppRefreshTaskRequest") == true)
    let second = try #require(graph.patterns.first { $0.number == 2 })
    #expect(second.title == "Retry later", "emoji before 'Pattern' is ignored")
    #expect(second.useWhen == nil)
  }

  @Test("a pattern's use-when is its sentence, and its snippets include those of its sub-headings")
  func patternDetailsKnownIssues() throws {
    let graph = try InlineCorpus.skill(Self.patterns, named: "refresh")
    let first = try #require(graph.patterns.first { $0.number == 1 })
    #expect(first.useWhen == "the feed must be fresh every morning.")
    #expect(first.snippetIDs.count == 2)
  }

  @Test("a pattern's key points are the items of the list after its 'Key points' label")
  func keyPoints() throws {
    let graph = try InlineCorpus.skill(
      """
      # Push Skill

      ## Pattern 7: Silent push

      **Use when**: the server has new data.

      **Key points**:

      - The payload carries `"content-available": 1` inside `aps`
        and no alert.
      - Send `apns-push-type: background`.

      - A loose item belongs to the same list.

      ## Pattern 8: Labelled inline

      **Key points**: one line only.

      ## Pattern 9: Without key points

      - A list with no label.
      """, named: "push")
    let patterns = Dictionary(uniqueKeysWithValues: graph.patterns.map { ($0.number ?? 0, $0) })
    #expect(
      patterns[7]?.keyPoints == [
        "The payload carries \"content-available\": 1 inside aps and no alert.",
        "Send apns-push-type: background.",
        "A loose item belongs to the same list.",
      ])
    #expect(patterns[8]?.keyPoints == ["one line only."])
    #expect(patterns[9]?.keyPoints == [])
  }

  @Test("a pattern's availability is the text after its 'Availability' or 'Requires' label")
  func availability() throws {
    let graph = try InlineCorpus.skill(
      """
      # Accessory Skill

      ## Pattern 11: Bluetooth accessories

      **Use when**: the app talks to an accessory.

      **Availability**: every iOS version. Info.plist: `bluetooth-central` in
      `UIBackgroundModes`.

      ## Pattern 12: Live Activities

      **Requires**: iOS 16.1+.

      ## Pattern 13: Nothing needed

      **Use when**: always.
      """, named: "accessory")
    let patterns = Dictionary(uniqueKeysWithValues: graph.patterns.map { ($0.number ?? 0, $0) })
    #expect(
      patterns[11]?.availability
        == "every iOS version. Info.plist: bluetooth-central in UIBackgroundModes.")
    #expect(patterns[12]?.availability == "iOS 16.1+.")
    #expect(patterns[13]?.availability == nil)
  }

  @Test("entries under 'Quick Patterns' are patterns without a number")
  func quickPatterns() throws {
    let graph = try InlineCorpus.skill(Self.patterns, named: "refresh")
    let quick = try #require(graph.patterns.first { $0.title == "Save a checkpoint" })
    #expect(quick.number == nil)
    #expect(quick.id == "refresh/pattern-save-a-checkpoint")
    let snippet = try #require(graph.codeSnippets.first { quick.snippetIDs.contains($0.id) })
    #expect(snippet.language == "python")
    #expect(graph.patterns.count == 3, "'Pattern list without number' is not a pattern")
  }

  @Test(
    "every code block is a snippet with its language and section",
    arguments: [
      ("```swift\nlet a = 1\n```", "swift"), ("```\nplain\n```", ""), ("~~~ JSON\n{}\n~~~", "json"),
      ("    indented()", ""),
    ])
  func snippets(source: String, language: String) throws {
    let graph = try InlineCorpus.skill("# S\n\n## Code\n\n\(source)\n", named: "code-skill")
    let snippet = try #require(graph.codeSnippets.first)
    #expect(graph.codeSnippets.count == 1)
    #expect(snippet.language == language)
    #expect(snippet.sectionID == "code-skill#code")
    #expect(snippet.source.startLine == 5)
  }
}
