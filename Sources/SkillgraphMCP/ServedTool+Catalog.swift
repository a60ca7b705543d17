import Skillgraph

extension ServedTool {
  /// The six tools, in the order an agent uses them.
  static let all: [ServedTool] = [search, read, decide, render, catalog, audit]

  /// `search`: what `skillgraph query TEXT --json` answers.
  static let search = ServedTool(
    name: "search", title: "Search the skills",
    description: "Use this when you have a question (a symptom, an error message, an API name, a "
      + "how-to): returns the ranked sections that answer it, with ID, heading path, source "
      + "lines and token count, within a budget of \(SearchRequest.defaultMaxTokens) tokens: "
      + "each result shows the passages that match, marked `cut` (`read` its ID for the whole "
      + "section, or pass `maxTokens: 0` for every result whole).",
    parameters: [
      ToolParameter(
        name: "query", kind: .string, required: true,
        description: "The question in your own words: a symptom, an error message, an API "
          + "name, or a long question."),
      ToolParameter(
        name: "limit", kind: .integer(minimum: 1),
        description: "At most this many results (default \(SearchRequest.defaultLimit))."),
      ToolParameter(
        name: "kind", kind: .choice(searchableKinds), description: "Only entities of this kind."),
      ToolParameter(
        name: "skill", kind: .string, description: "Only entities of this skill (a skill ID)."),
      ToolParameter(
        name: "facts", kind: .stringMap,
        description: "Facts about the project, such as {\"ios\": \"17\"}: results that need a "
          + "newer iOS are marked unavailable, never left out."),
      ToolParameter(
        name: "maxTokens", kind: .integer(minimum: 0),
        description: "A token budget for the whole answer: each result shows the passages "
          + "of its section that match, marked `cut`, and results past the budget are left "
          + "out (counted in `budget`); default \(SearchRequest.defaultMaxTokens), 0 for every "
          + "result whole."),
    ],
    outputSchema: ToolOutputSchemas.search)

  /// `read`: what `skillgraph show ID --json` answers, or named sections of a skill.
  static let read = ServedTool(
    name: "read", title: "Read an entity",
    description: "Use this when you hold an ID from search, decide or read and need that "
      + "entity whole (skill, section, pattern, checklist, decision tree or outcome), or only "
      + "some named sections of a skill. A skill of more than \(readOutlineTokens) tokens comes "
      + "as its opening and an `outline` of its sections with their token counts: read the "
      + "sections you need.",
    parameters: [
      ToolParameter(
        name: "id", kind: .string, required: true,
        description: "The entity's ID as the other tools give it: a skill "
          + "(`background-processing`), a section (`skill#slug`), a pattern "
          + "(`skill/pattern-2`), a decision tree (`skill/tree-1`), one of its outcomes "
          + "(`skill/tree-1/outcome-id`)."),
      ToolParameter(
        name: "sections", kind: .strings,
        description: "Only these sections of the skill `id` names, each by heading title, slug "
          + "or section ID; each comes whole, with its subsections."),
      ToolParameter(
        name: "whole", kind: .boolean,
        description: "The skill whole even when it is larger than \(readOutlineTokens) tokens "
          + "(default false: an outline)."),
    ],
    outputSchema: ToolOutputSchemas.read)

  /// The size above which `read` answers a skill with its outline (``ReadRequest/outlineTokens``).
  static let readOutlineTokens = ReadRequest.outlineTokens

  /// `decide`: what `skillgraph decide --json` answers.
  static let decide = ServedTool(
    name: "decide", title: "Decide with a decision tree",
    description: "Use this when you must choose an approach or API, or trace a symptom to its "
      + "fix: walks a decision tree from answers and facts and returns the next question, the "
      + "recommendation (why, alternatives, checklist, template) or the candidates left. A "
      + "reply that asks a question lists in `remaining` every question still to be asked: "
      + "answer them all in the next call to reach the outcome; a symptom tree's also lists "
      + "its `checks`, each with the answer that ends the walk and its outcome.",
    parameters: [
      ToolParameter(
        name: "situation", kind: .string,
        description: "The situation in your own words, or a pasted console or crash line "
          + "(\"user taps Export, 5 minutes of work, app supports iOS 16\"): it answers every "
          + "question it settles (each step shows its `words`; `answers` and `facts` override "
          + "it) and, without `tree`, chooses the tree; an error lists the trees when none fits."),
      ToolParameter(
        name: "tree", kind: .string,
        description: "The decision tree's ID (`skill/tree-N`); default: the tree `situation` "
          + "leads to, else the main tree. With `situation`, the situation answers this tree."),
      ToolParameter(
        name: "answers", kind: .stringMap,
        description: "The answers so far: question ID to option ID, as the previous answer "
          + "named them; every question also takes \"none\" and \"not-sure\"."),
      ToolParameter(
        name: "facts", kind: .stringMap,
        description: "Facts that answer questions by themselves: {\"ios\": \"17.4\", "
          + "\"duration\": \"45s\", \"size\": \"20MB\"}, or a question ID to an option ID."),
      ToolParameter(
        name: "templateVariables", kind: .stringMap,
        description: "When the outcome has a code template, render it with these variables "
          + "(name to value) and return the files too."),
      ToolParameter(
        name: "allAlternatives", kind: .boolean,
        description: "Return every alternative outcome of the tree. Default: those another "
          + "answer to the last question reaches (at most 5), with `alternativesLeftOut` "
          + "counting the rest, which follow other answers to earlier questions."),
      ToolParameter(
        name: "followLinks", kind: .boolean,
        description: "When the outcome links exactly one skill, go on in that skill's tree."),
      ToolParameter(
        name: "project", kind: .string,
        description: "The developer's iOS project folder, as `audit` reads it (read-only; only "
          + "files under it are read): its deployment target and Info.plist facts settle the "
          + "questions they answer (`settledBy` \"project\", with the file), and the audit "
          + "findings that concern the outcome come in `project.findings`."),
      ToolParameter(
        name: "target", kind: .string,
        description: "With `project`: the target to read; default every application target, "
          + "only what they all agree on."),
    ],
    outputSchema: ToolOutputSchemas.decide)

  /// `render`: what `skillgraph render TEMPLATE --json` answers.
  static let render = ServedTool(
    name: "render", title: "Render a code template",
    description: "Use this when a decision's outcome names a code template: renders it with "
      + "your own identifiers (validated, escaped for Swift and plist) and returns the files.",
    parameters: [
      ToolParameter(
        name: "template", kind: .string, required: true,
        description: "The template's ID, as a decide outcome names it (`template`)."),
      ToolParameter(
        name: "variables", kind: .stringMap,
        description: "Template variables, name to value, such as {\"bundleID\": "
          + "\"com.example.notes\"}; the others take their defaults."),
    ],
    outputSchema: ToolOutputSchemas.render)

  /// `catalog`: what `skillgraph catalog --json` answers.
  static let catalog = ServedTool(
    name: "catalog", title: "List what the collection offers",
    description: "Use this when you need to know what the collection covers before asking: its "
      + "skills (with what each is for), its decision trees with their first question and "
      + "options, and its code templates with their variables; \(CatalogRequest.agentPageSize) "
      + "entries a page (`page.nextCursor` for more), narrowed by kind, skill or words.",
    parameters: [
      ToolParameter(
        name: "kind", kind: .choice(CatalogRequest.Part.allCases.map(\.rawValue)),
        description: "Only entries of this kind."),
      ToolParameter(
        name: "skill", kind: .string,
        description: "Only this skill's entries: the skill, its trees, its templates."),
      ToolParameter(
        name: "words", kind: .string,
        description: "Only entries that hold every one of these words, such as \"download\"."),
      ToolParameter(
        name: "limit", kind: .integer(minimum: 1),
        description: "At most this many entries (default \(CatalogRequest.agentPageSize))."),
      ToolParameter(
        name: "cursor", kind: .string,
        description: "The `page.nextCursor` of the page before, with the same filters."),
    ], outputSchema: ToolOutputSchemas.catalog)

  /// `audit`: what `skillgraph audit PATH --json` answers.
  static let audit = ServedTool(
    name: "audit", title: "Audit an iOS project",
    description: "Use this when the developer's iOS project is on disk: checks its targets' "
      + "Info.plists and Swift and Objective-C sources against the collection's audit rules and "
      + "returns each finding with file, line, rule and the section that explains it. Read-only: "
      + "it reads only files under `path`.",
    parameters: [
      ToolParameter(
        name: "path", kind: .string, required: true,
        description: "The folder holding the Xcode project or workspace, XcodeGen spec or Swift "
          + "package, absolute or relative to the server's working folder; nothing outside it "
          + "is read, and links out of it are not followed.")
    ],
    outputSchema: ToolOutputSchemas.audit)

  /// The kinds a search may be narrowed to.
  static let searchableKinds = SearchRequest.searchableKinds
}
