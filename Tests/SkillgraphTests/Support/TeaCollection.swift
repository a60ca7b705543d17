/// A small collection in a temporary folder: two skills (one with every convention the
/// export must carry, one without front matter) and a template set for the first.
struct TeaCollection {
  /// The folder holding `content/` and `templates/`.
  let folder: TemporaryFolder

  var content: String { folder.file("content") }
  var templates: String { folder.file("templates") }

  init() throws {
    folder = try TemporaryFolder()
    try folder.write("content/brewing-tea.md", Self.brewingTea)
    try folder.write("content/tea-basics.md", Self.teaBasics)
    try folder.write("content/why-tea-fails.md", Self.whyTeaFails)
    try folder.write(
      "content/vocabulary.yml", "concepts:\n  steeping:\n    - steep\n    - brew time\n")
    try folder.write("templates/tea-timer/template.yml", Self.manifest)
    try folder.write("templates/tea-timer/Timer.swift.mustache", "struct {{timerTypeName}} {}\n")
  }

  func remove() { folder.remove() }

  static let brewingTea = """
    ---
    name: brewing-tea
    description: Choose how to brew a cup of tea.
    skill_type: discipline
    version: 2.0.0
    license: MIT
    ---

    # Brewing Tea

    Tea tastes of the water, the leaf and the time. See [Steeping Times](#steeping-times).

    ## Decision

    ```text
    What are you brewing?
    ├─ Green tea? → Cool water, short steep (Pattern 1)
    └─ Black tea? → Boiling water, longer steep (Pattern 2)
    ```

    ## Patterns

    ### Pattern 1: Cool Water, Short Steep

    **Use when**: the leaf is green or white.

    ### Pattern 2: Boiling Water, Longer Steep

    **Use when**: the leaf is black.

    ## Steeping Times

    Green tea: two minutes, see [the water](tea-basics.md#water); `[not a link](#patterns)`.

    ## Brewing Checklist

    - [ ] Fresh water
    - [ ] Warm the pot

    ## Pressure Scenarios

    ### Scenario 1: "Just leave the bag in, it's faster"

    **Context**: a meeting starts in two minutes.
    **Pressure**: a colleague wants the tea now.
    **Reality**: a stewed cup is poured away.
    **Correct action**: set a timer.
    **Push-back template**: "Two minutes, and it will be drinkable."

    """

  static let teaBasics = """
    # Tea Basics

    The leaf, the water and the pot.

    ## Water

    Soft water brews clearer tea. Steep it as [Brewing Tea](brewing-tea.md#patterns) says.

    """

  /// A diagnostic skill whose type only its front matter declares.
  static let whyTeaFails = """
    ---
    name: why-tea-fails
    description: Find out why a cup tastes bitter. Use when tea is bitter.
    skill_type: diagnostic
    platforms: [kettle, teapot]
    ---

    # Why Tea Fails

    Bitter tea has a reason.

    ## Checks

    Water too hot.

    """

  static let manifest = """
    id: tea-timer
    title: A timer for the steep
    summary: Counts down the steeping time.
    implements:
      skill: brewing-tea
      pattern: 1
    variables:
      - name: timerTypeName
        type: typeName
        default: TeaTimer
        help: The timer's type.
    files:
      - template: Timer.swift.mustache
        output: "{{timerTypeName}}.swift"
        language: swift

    """
}
