import Testing

@testable import Skillgraph

/// Pressure scenarios, red flags, example prompts, real-world examples, quick-reference tables
/// and resources.
@Suite("Scenarios, lists, examples, tables and resources")
struct ScenarioAndListTests {
  static let scenarios = """
    # Discipline

    ## Pressure Scenarios

    ### Scenario 1: "Just use a timer, it's faster"

    **Context**: The demo is tomorrow morning.

    **The temptation**: Poll every 30 seconds with a timer.

    **Reality**: Timers stop as soon as the app is suspended.

    **Time cost**: Two hours now, two days after the demo.

    **What works**: Schedule an app refresh task.

    **Push-back template**: "A timer will not run in the background; a refresh task will."

    ### Scenario 2: "Skip the expiration handler"

    **Situation**: A reviewer wants a smaller diff.

    **Rationalization**: It never expires in testing.

    **Correct action**: Set the handler on the first line.

    **Script**: "The system kills tasks without one."
    """

  @Test("'Scenario N: quote' under a pressure heading is a scenario with its number and title")
  func scenarioHeadings() throws {
    let graph = try InlineCorpus.skill(Self.scenarios, named: "discipline")
    #expect(graph.pressureScenarios.map(\.number) == [1, 2])
    #expect(
      graph.pressureScenarios.map(\.title) == [
        "\"Just use a timer, it's faster\"", "\"Skip the expiration handler\"",
      ])
    #expect(
      graph.pressureScenarios.map(\.id) == ["discipline/scenario-1", "discipline/scenario-2"])
  }

  @Test("bold-label parts are normalised whatever their spelling")
  func scenarioParts() throws {
    let graph = try InlineCorpus.skill(Self.scenarios, named: "discipline")
    let first = try #require(graph.pressureScenarios.first)
    #expect(
      first.parts.map(\.role) == [.context, .pressure, .reality, .timeCost, .whatWorks, .pushBack])
    #expect(
      first.parts.map(\.label) == [
        "Context", "The temptation", "Reality", "Time cost", "What works", "Push-back template",
      ])
    #expect(first.text(of: .pressure) == "Poll every 30 seconds with a timer.")
    #expect(first.text(of: .pushBack)?.contains("refresh task will") == true)
    let second = try #require(graph.pressureScenarios.last)
    #expect(second.parts.map(\.role) == [.context, .pressure, .whatWorks, .pushBack])
  }

  @Test("parts under a scenario's sub-headings belong to it, and 'Scenario 2b' keeps no 'b:'")
  func scenarioSubHeadings() throws {
    let text = """
      # S

      ## Pressure Scenarios

      ### Scenario 2b: "Ship it anyway"

      #### Red flags you might hear

      - "It works on my machine"

      **The danger**: Users hit the crash first.

      **What to do instead**: Reproduce it before shipping.
      """
    let graph = try InlineCorpus.skill(text, named: "sub-headings")
    let scenario = try #require(graph.pressureScenarios.first)
    #expect(scenario.number == 2)
    #expect(scenario.parts.map(\.role).contains(.whatWorks))
    #expect(scenario.title == "\"Ship it anyway\"")
  }

  @Test(
    "label spellings map to one role each",
    arguments: [
      ("The temptation", ScenarioPart.Role.pressure), ("Pressure", .pressure),
      ("Rationalization", .pressure),
      ("Push-back template", .pushBack), ("Pushback", .pushBack), ("What to say", .pushBack),
      ("What works", .whatWorks), ("Correct action", .whatWorks), ("The fix", .whatWorks),
      ("Reality", .reality), ("Why it fails", .reality), ("Time cost", .timeCost),
      ("Context", .context), ("Situation", .context), ("Mood", .other),
    ])
  func roles(label: String, role: ScenarioPart.Role) {
    #expect(EntityReader.role(of: label) == role)
  }

  static let lists = """
    # Lists

    ## Red Flags

    - Polling with a timer
    - No expiration handler

    ## Example Prompts

    - "Why does my refresh task never run?"

    ## Real-World Examples

    ### Example 1: Feed never refreshed

    **Symptom**: The feed was a day old every morning.

    **Diagnosis**: The identifier in Info.plist had a typo.

    **Fix**: Copy the identifier from one constant.

    ## Quick Reference

    | Task | Runtime |
    |------|---------|
    | App refresh | ~30 s |
    | Processing | minutes |

    ## Resources

    - WWDC25-227: Finish tasks in the background
    - WWDC 2019 Session\u{20}707: Advances in background execution
    - Docs: /documentation/backgroundtasks/bgtaskscheduler
    - [Energy guide](https://developer.apple.com/energy)
    - Ask on the forums
    """

  @Test("red flags and example prompts are item lists of their kind")
  func itemLists() throws {
    let graph = try InlineCorpus.skill(Self.lists, named: "lists")
    let flags = try #require(graph.itemLists.first { $0.kind == .redFlags })
    #expect(flags.items == ["Polling with a timer", "No expiration handler"])
    let prompts = try #require(graph.itemLists.first { $0.kind == .examplePrompts })
    #expect(prompts.items == ["\"Why does my refresh task never run?\""])
    #expect(graph.itemLists.count == 2)
  }

  @Test("a real-world example has its symptom, diagnosis and fix")
  func realWorldExample() throws {
    let graph = try InlineCorpus.skill(Self.lists, named: "lists")
    let example = try #require(graph.realWorldExamples.first)
    #expect(graph.realWorldExamples.count == 1)
    #expect(example.title == "Feed never refreshed")
    #expect(example.symptom == "The feed was a day old every morning.")
    #expect(example.diagnosis == "The identifier in Info.plist had a typo.")
    #expect(example.fix == "Copy the identifier from one constant.")
  }

  @Test("a table under 'Quick Reference' keeps its header and rows")
  func quickReference() throws {
    let graph = try InlineCorpus.skill(Self.lists, named: "lists")
    let table = try #require(graph.quickReferences.first)
    #expect(table.header == ["Task", "Runtime"])
    #expect(table.rows == [["App refresh", "~30 s"], ["Processing", "minutes"]])
    #expect((table.source.startLine, table.source.endLine) == (24, 27))
  }

  @Test("resources are classified as WWDC sessions, documentation paths, links or other")
  func resources() throws {
    let graph = try InlineCorpus.skill(Self.lists, named: "lists")
    let found = graph.resources.map { "\($0.target.rawValue) \($0.value)" }
    #expect(
      found == [
        "wwdcSession WWDC25-227", "wwdcSession WWDC19-707",
        "documentation /documentation/backgroundtasks/bgtaskscheduler",
        "link https://developer.apple.com/energy", "other Ask on the forums",
      ])
    #expect(graph.resources.first?.source.startLine == 31)
  }
}
