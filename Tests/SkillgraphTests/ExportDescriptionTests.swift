import Foundation
import Testing

@testable import Skillgraph

/// Export keeps what is already valid, cuts only where a reader would, and names every
/// document of a skill folder.
@Suite("Export descriptions and documents")
struct ExportDescriptionTests {
  @Test("a valid description is kept as it is, with or without the word 'when'")
  func validDescriptionKept() {
    let plain = "Brews green tea at the right temperature."
    #expect(SkillDescription.make(plain, title: "Tea") == plain)
    let long = String(repeating: "Steep it. ", count: 102)
    #expect(SkillDescription.make(long, title: "Tea").count <= 1_024)
  }

  @Test("an empty description is made from the title")
  func emptyDescriptionMade() {
    #expect(SkillDescription.make("  ", title: "Tea") == "Tea. Use when a task involves Tea.")
  }

  @Test("an over-long description is cut after a sentence, never inside a code span")
  func cutAtSentenceOutsideCode() {
    let sentence = "Use `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:)` early. "
    let text = String(repeating: sentence, count: 20)
    let cut = SkillDescription.cut(text)
    #expect(cut.count <= 1_024)
    #expect(cut.hasSuffix("early."))
    #expect(cut.filter { $0 == "`" }.count % 2 == 0)
  }

  @Test("without a sentence end, the cut is at a space outside code, with an ellipsis")
  func cutAtWordOutsideCode() {
    let text =
      String(repeating: "word ", count: 190)
      + "`a b c d e f g h i j k l m n o p q r s t u v w x y z`"
    let cut = SkillDescription.cut(text + String(repeating: " more", count: 30))
    #expect(cut.count <= 1_024)
    #expect(cut.hasSuffix("…"))
    #expect(cut.filter { $0 == "`" }.count % 2 == 0)
  }

  @Test("every document of a skill folder is listed in the exported SKILL.md")
  func documentsListed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "content/glaze/SKILL.md",
      "---\nname: glaze\ndescription: Mixes glazes.\n---\n# Glaze\n\nSee [recipes](references/recipes.md).\n"
    )
    try folder.write("content/glaze/references/recipes.md", "# Recipes\n\nMix.\n")
    try folder.write("content/glaze/references/cones.md", "# Cone chart\n\nHeat.\n")
    let graph = try CorpusLoader(folders: [folder.path + "/content"]).load()
    let export = try AgentSkillsExporter(
      graph: graph, catalog: nil, folders: [folder.path + "/content"]
    ).export()
    let file = try #require(export.files.first { $0.path == "skills/glaze/SKILL.md" })
    let text = String(decoding: file.contents, as: UTF8.self)
    #expect(text.contains("references/cones.md"))
    #expect(text.contains("references/recipes.md"))
    #expect(text.contains("description: Mixes glazes."))
  }
}
