import Foundation
import Testing

@testable import Skillgraph

/// A skill is its folder: every Markdown file in it is read, linked, searchable and on the site.
@Suite("Agent Skills layout: a skill's folder")
struct AgentSkillsLayoutTests {
  @Test("every Markdown file of a skill folder is read as a document of that skill")
  func documentsAreRead() throws {
    let graph = try AgentSkillsFixtures.load("plain")
    #expect(
      graph.skills.map(\.id) == [
        "glaze-mixing", "glaze-mixing/references/oxides", "glaze-mixing/references/safety",
        "kiln-loading",
      ])
    #expect(graph.mainSkills.map(\.id) == ["glaze-mixing", "kiln-loading"])
    let oxides = try #require(graph.skill(withID: "glaze-mixing/references/oxides"))
    #expect(oxides.role == .skillDocument)
    #expect(oxides.parentSkill == "glaze-mixing")
    #expect(oxides.title == "Colourant Oxides")
    #expect(oxides.type == .reference)
    #expect(oxides.relativePath == "glaze-mixing/references/oxides.md")
    #expect(
      graph.documents(of: "glaze-mixing").map(\.id) == [
        "glaze-mixing/references/oxides", "glaze-mixing/references/safety",
      ])
  }

  @Test("sibling files and nested reference folders are documents, with IDs that name their path")
  func siblingsAndNestedFolders() throws {
    let graph = try AgentSkillsFixtures.load("siblings")
    #expect(
      graph.skills.map(\.id) == [
        "bread-proofing", "bread-proofing/examples/rye",
        "bread-proofing/reference/advanced/sourdough", "bread-proofing/reference/temperatures",
        "bread-proofing/shaping",
      ])
    #expect(graph.entity(withID: "bread-proofing/shaping#surface-tension")?.kind == .section)
    #expect(graph.entity(withID: "bread-proofing/reference/temperatures#retarding") != nil)
    let section = try #require(
      graph.sections.first { $0.id == "bread-proofing/reference/temperatures#retarding" })
    #expect(section.skillID == "bread-proofing/reference/temperatures")
    #expect(section.source.path.hasSuffix("bread-proofing/reference/temperatures.md"))
  }

  @Test("links to existing files resolve, a missing one is reported with its line and column")
  func linksResolve() throws {
    let graph = try AgentSkillsFixtures.load("siblings")
    #expect(graph.crossReferences.allSatisfy { $0.targetID != nil })
    #expect(!graph.diagnostics.contains { $0.identifier == "unresolved-reference" })
    let targets = Set(graph.crossReferences.compactMap(\.targetID))
    #expect(
      targets.isSuperset(of: [
        "bread-proofing/shaping", "bread-proofing/reference/temperatures",
        "bread-proofing/examples/rye", "bread-proofing/reference/advanced/sourdough",
      ]))

    let plain = try AgentSkillsFixtures.load("plain")
    let anchored = try #require(
      plain.crossReferences.first { $0.text == "references/safety.md#dust-masks" })
    #expect(anchored.targetID == "glaze-mixing/references/safety#dust-masks")
    let between = try #require(plain.crossReferences.first { $0.text == "safety.md#dust-masks" })
    #expect(between.targetID == "glaze-mixing/references/safety#dust-masks")
    let missing = try #require(plain.diagnostics.first { $0.identifier == "unresolved-reference" })
    #expect(missing.path.hasSuffix("glaze-mixing/SKILL.md"))
    #expect(missing.range.start.line == 21)
    #expect(missing.range.start.column == 24)
    #expect(missing.message.contains("references/firing-log.md"))
  }

  @Test("a link whose text is its target in code names a missing file once")
  func linkNamedByItsTargetWarnsOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "mermaid/SKILL.md",
      "---\nname: mermaid\ndescription: d\n---\n# Mermaid\n\n"
        + "See [`references/types.md`](references/types.md) for each type.\n")
    try folder.write("mermaid/references/install.md", "# Install\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    let missing = graph.diagnostics.filter { $0.identifier == "unresolved-reference" }
    #expect(missing.count == 1, "\(graph.diagnostics.map(\.formatted))")
    #expect(missing.first?.message.contains("references/types.md") == true)
  }

  @Test("a percent-encoded link, and a folder named like agent-skills/, lead to the file on disk")
  func encodedAndSkillsNamedFolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "loom/SKILL.md",
      """
      ---
      name: loom
      description: Weave on a floor loom.
      ---
      # Loom

      - [Warping notes](warp%20notes/first%20warp.md#tension)
      - [Heddles](references/weaving-skills/heddles.md)
      - [Back to heddles](#%C3%BCbersicht)

      ## Übersicht

      Threading order.
      """)
    try folder.write("loom/warp notes/first warp.md", "# First warp\n\n## Tension\n\nEven.\n")
    try folder.write("loom/references/weaving-skills/heddles.md", "# Heddles\n\nString ones.\n")
    let graph = try CorpusLoader(folders: [folder.path]).load()
    #expect(
      graph.skills.map(\.id) == [
        "loom", "loom/references/weaving-skills/heddles", "loom/warp notes/first warp",
      ])
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.formatted))")
    #expect(
      Set(graph.crossReferences.compactMap(\.targetID)) == [
        "loom/warp notes/first warp#tension", "loom/references/weaving-skills/heddles",
        "loom#übersicht",
      ])
  }

  @Test("scripts and assets are listed with size, kind and first comment line, never as documents")
  func bundledFiles() throws {
    let graph = try AgentSkillsFixtures.load("plain")
    let skill = try #require(graph.skill(withID: "glaze-mixing"))
    #expect(skill.bundledFiles.map(\.path) == ["assets/recipe-card.txt", "scripts/weigh.py"])
    let script = try #require(skill.bundledFiles.last)
    #expect(script.kind == .script)
    #expect(
      script.summary == "Scale a glaze recipe given in percentages to a batch weight in grams.")
    let size = try FileManager.default.attributesOfItem(
      atPath: try AgentSkillsFixtures.path("plain") + "/glaze-mixing/scripts/weigh.py")[.size]
    #expect(script.size == (size as? Int))
    #expect(skill.bundledFiles.first?.kind == .asset)
    #expect(graph.skill(withID: "kiln-loading")?.bundledFiles == [])
  }

  @Test("the first comment line is read past a #! line, from several comment styles")
  func firstCommentLines() {
    #expect(
      FirstCommentLine.summary(of: "#!/bin/sh\n\n# Bake the site.\necho\n") == "Bake the site.")
    #expect(FirstCommentLine.summary(of: "// Resize images.\nlet x = 1\n") == "Resize images.")
    #expect(FirstCommentLine.summary(of: "\"\"\"Count words.\"\"\"\n") == "Count words.")
    #expect(FirstCommentLine.summary(of: "import os\n# late comment\n") == nil)
  }

  @Test("a fact that lives only in a reference file is found in the top 3")
  func searchFindsReferenceFacts() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let graph = try AgentSkillsFixtures.path("plain")
    let index = SearchIndex(folders: [graph], indexPath: folder.file("index.sqlite"))
    for (question, expected) in [
      ("how much cobalt carbonate turns a glaze blue", "glaze-mixing/references/oxides"),
      ("which respirator for silica dust", "glaze-mixing/references/safety"),
    ] {
      let response = try index.search(SearchRequest(text: question, limit: 3))
      #expect(
        response.results.prefix(3).contains { $0.id.hasPrefix(expected + "#") },
        "\(question): \(response.results.map(\.id))")
    }
    let restricted = try index.search(
      SearchRequest(text: "cobalt carbonate blue glaze", limit: 3, skillID: "glaze-mixing"))
    #expect(restricted.results.first?.id.hasPrefix("glaze-mixing/references/oxides#") == true)
    let elsewhere = try index.search(
      SearchRequest(text: "cobalt carbonate blue glaze", limit: 3, skillID: "kiln-loading"))
    #expect(!elsewhere.results.contains { $0.id.hasPrefix("glaze-mixing") })
    let nested = SearchIndex(
      folders: [try AgentSkillsFixtures.path("siblings")], indexPath: folder.file("b.sqlite"))
    let response = try nested.search(SearchRequest(text: "how long does a levain take to double"))
    #expect(
      response.results.prefix(3).contains {
        $0.id.hasPrefix("bread-proofing/reference/advanced/sourdough")
      })
  }

  @Test("reference files have site pages, linked from their skill's page with its files listed")
  func sitePages() throws {
    let graph = try AgentSkillsFixtures.load("plain")
    let build = SiteGenerator(graph: graph, catalog: nil, options: SiteOptions()).build()
    let page = try #require(build.text("skills/glaze-mixing-references-oxides.html"))
    #expect(page.contains("Cobalt carbonate turns a clear glaze deep blue"))
    #expect(page.contains("href=\"glaze-mixing.html\""), "the breadcrumb leads to the skill")
    let skillPage = try #require(build.text("skills/glaze-mixing.html"))
    #expect(skillPage.contains("href=\"glaze-mixing-references-oxides.html\""))
    #expect(skillPage.contains("<code>scripts/weigh.py</code>"))
    #expect(skillPage.contains("Scale a glaze recipe given in percentages"))
    #expect(build.brokenLinks.map(\.link).allSatisfy { $0.contains("firing-log") })
    let home = try #require(build.text("index.html"))
    #expect(home.contains("2 skills (with 2 documents)"))
    #expect(home.contains("<ul><li><a href=\"skills/glaze-mixing-references-oxides.html\">"))
    let navigation = try #require(build.text("assets/nav.js"))
    #expect(navigation.contains("Colourant Oxides (in Glaze Mixing)"))
    let index = try #require(build.text("llms.txt"))
    let documents = try #require(index.range(of: "## Skill documents"))
    #expect(index[documents.upperBound...].contains("glaze-mixing-references-oxides.md"))
    #expect(!index[..<documents.lowerBound].contains("glaze-mixing-references-oxides.md"))
    let full = try #require(build.text("llms-full.txt"))
    #expect(full.contains("Wear a P100 respirator"))
  }
}
