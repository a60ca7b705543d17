import Testing

@testable import Skillgraph

/// The content fingerprint (what the graph cache and the MCP server's watcher compare) follows
/// exactly the files the corpus loader reads, in every layout the loader knows.
@Suite("The content fingerprint follows the loader's files")
struct ContentFingerprintTests {
  /// A layout: its files; files the loader reads, and one it would read once added; files it
  /// does not read, and one it would not read once added.
  struct Layout: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    /// The content path, relative to the folder ("" for the folder itself).
    var content = ""
    var read: [String]
    var readWhenAdded: String
    var unread: [String]
    var unreadWhenAdded: String

    var testDescription: String { name }
  }

  static func skill(_ name: String) -> String { CollectionLayoutTests.skillText(name) }

  static let layouts: [Layout] = [
    Layout(
      name: "a flat folder with subfolders and a vocabulary",
      files: [
        "intro.md": "# Intro\n\nStart.\n", "guides/glazing.md": "# Glazing\n\nDip.\n",
        "README.md": "# Pots\n", "LICENSE.md": "# License\n", "notes.txt": "notes\n",
        "vocabulary.yml": "concepts:\n  glaze:\n    - dip glaze\n",
      ],
      read: ["intro.md", "guides/glazing.md", "vocabulary.yml", "README.md"],
      readWhenAdded: "guides/firing.md", unread: ["LICENSE.md", "notes.txt"],
      unreadWhenAdded: ".hidden/secret.txt"),
    Layout(
      name: "a folder of skill folders with documents and scripts",
      files: [
        "kiln/SKILL.md": skill("kiln"), "kiln/references/log.md": "# Log\n\nA log.\n",
        "kiln/scripts/fire.sh": "# Fires the kiln.\necho fire\n", "notes.txt": "notes\n",
      ],
      read: ["kiln/SKILL.md", "kiln/references/log.md", "kiln/scripts/fire.sh"],
      readWhenAdded: "kiln/references/more.md", unread: ["notes.txt"],
      unreadWhenAdded: "kiln/node_modules/left-pad/index.js"),
    Layout(
      name: "a suite: a router and its children",
      files: [
        "pottery/SKILL.md": skill("pottery"), "pottery/skills/wheel.md": "# Wheel\n\nThrow.\n",
        "notes.txt": "notes\n",
      ],
      read: ["pottery/SKILL.md", "pottery/skills/wheel.md"],
      readWhenAdded: "pottery/skills/kiln.md", unread: ["notes.txt"],
      unreadWhenAdded: "pottery/.cache/state"),
    Layout(
      name: "one skill folder given as the content",
      files: [
        "glaze/SKILL.md": skill("glaze"), "glaze/references/recipes.md": "# Recipes\n",
        "elsewhere.md": "# Elsewhere\n",
      ],
      content: "glaze", read: ["glaze/SKILL.md", "glaze/references/recipes.md"],
      readWhenAdded: "glaze/references/more.md", unread: ["elsewhere.md"],
      unreadWhenAdded: "other.md"),
    Layout(
      name: "a plugin whose manifest is claude-code.json",
      files: [
        "claude-code.json": "{\"name\": \"kiln\"}", "README.md": "# Kiln\n",
        "CHANGELOG.md": "# Changes\n", "skills/firing/SKILL.md": skill("firing"),
        "agents/auditor.md": "# Auditor\n\nAudits.\n", "commands/fire.md": "Fire it.\n",
        "docs.txt": "docs\n",
      ],
      read: [
        "claude-code.json", "skills/firing/SKILL.md", "agents/auditor.md", "commands/fire.md",
        "README.md",
      ],
      readWhenAdded: "commands/glaze.md", unread: ["CHANGELOG.md", "docs.txt"],
      unreadWhenAdded: "notes.txt"),
    Layout(
      name: "Codex and Cursor plugin folders with the paths their manifests name",
      files: [
        ".codex-plugin/plugin.json": "{\"name\": \"wheel\", \"skills\": \"./kit/\"}",
        ".cursor-plugin/plugin.json":
          "{\"name\": \"wheel\", \"agents\": [\"./helpers/centre.md\"]}",
        "kit/centring/SKILL.md": skill("centring"), "helpers/centre.md": "# Centre\n\nCentres.\n",
        "helpers/notes.txt": "notes\n",
      ],
      read: [
        ".codex-plugin/plugin.json", ".cursor-plugin/plugin.json", "kit/centring/SKILL.md",
        "helpers/centre.md",
      ],
      readWhenAdded: "kit/trimming/SKILL.md", unread: ["helpers/notes.txt"],
      unreadWhenAdded: ".codex-plugin/notes.txt"),
    Layout(
      name: "a marketplace listing a local plugin",
      files: [
        ".agents/plugins/marketplace.json":
          "{\"name\": \"m\", \"plugins\": [{\"name\": \"p\", \"source\": \"./plugins/p\"}]}",
        "plugins/p/skills/slab/SKILL.md": skill("slab"),
        "plugins/p/agents/roller.md": "# Roller\n\nRolls.\n", "plugins/p/notes.txt": "notes\n",
      ],
      read: [
        ".agents/plugins/marketplace.json", "plugins/p/skills/slab/SKILL.md",
        "plugins/p/agents/roller.md",
      ],
      readWhenAdded: "plugins/p/agents/cutter.md", unread: ["plugins/p/notes.txt"],
      unreadWhenAdded: "plugins/p/more.txt"),
    Layout(
      name: "a single file given as the content",
      files: ["one.md": "# One\n\nFirst.\n", "two.md": "# Two\n\nSecond.\n"],
      content: "one.md", read: ["one.md"], readWhenAdded: "one.md", unread: ["two.md"],
      unreadWhenAdded: "three.md"),
  ]

  /// What the loader made of the folder: skills, what it passed over, layouts, diagnostics.
  static func summary(of content: String) throws -> String {
    let graph = try CorpusLoader(folders: [content]).load()
    let skills = graph.skills.map { "\($0.id) \($0.source.path) \($0.title)" }
    return "\(skills)\n\(graph.skipped)\n\(graph.layouts)\n\(graph.diagnostics)"
  }

  func prepared(_ layout: Layout) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    for (path, text) in layout.files { try folder.write(path, text) }
    return (folder, layout.content.isEmpty ? folder.path : folder.file(layout.content))
  }

  @Test("a file the loader reads, changed or added, changes the fingerprint", arguments: layouts)
  func readFilesChangeIt(_ layout: Layout) throws {
    let (folder, content) = try prepared(layout)
    defer { folder.remove() }
    for path in layout.read {
      let before = ContentFingerprint(folders: [content])
      // NB: a manifest stays valid JSON (trailing white space), so it still names its paths.
      let added = path.hasSuffix(".json") ? " \n" : "\n# Added\n"
      try folder.write(path, (layout.files[path] ?? "") + added)
      #expect(ContentFingerprint(folders: [content]) != before, "changed: \(path)")
    }
    let before = ContentFingerprint(folders: [content])
    let graphBefore = try Self.summary(of: content)
    try folder.write(layout.readWhenAdded, "# Added\n\nNew words.\n")
    #expect(ContentFingerprint(folders: [content]) != before, "added: \(layout.readWhenAdded)")
    #expect(try Self.summary(of: content) != graphBefore, "the loader reads the added file")
  }

  @Test(
    "a file the loader does not read, changed or added, leaves the fingerprint and the graph",
    arguments: layouts)
  func unreadFilesLeaveIt(_ layout: Layout) throws {
    let (folder, content) = try prepared(layout)
    defer { folder.remove() }
    let before = ContentFingerprint(folders: [content])
    let graph = try Self.summary(of: content)
    for path in layout.unread {
      try folder.write(path, (layout.files[path] ?? "") + "\nMore words, longer now.\n")
    }
    try folder.write(layout.unreadWhenAdded, "# Not read\n")
    #expect(ContentFingerprint(folders: [content]) == before)
    #expect(try Self.summary(of: content) == graph, "the loader does not read these files")
  }

  @Test("a folder that appears where a missing one was changes the fingerprint")
  func missingFolderAppears() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let content = folder.file("later")
    let before = ContentFingerprint(folders: [content])
    try folder.write("later/alpha.md", "# Alpha\n")
    #expect(ContentFingerprint(folders: [content]) != before)
  }

  @Test("the graph cache distrusts recent changes for as long as the index does")
  func oneRacyWindow() {
    #expect(GraphCache().racyMargin == .seconds(FileFingerprint.racyWindow))
  }
}
