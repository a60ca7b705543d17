import Foundation
import Testing

@testable import Skillgraph

/// The sections behind the index's units, looked up without a scan of them all: the answers
/// are those of the plain definitions (the last section holding a line; a section's lines
/// without its subsections'), whatever the number of sections.
@Suite("Index units: sections looked up in linear time")
struct IndexUnitSectionTests {
  /// `text` interpreted as the skill `big`.
  static func interpret(_ text: String) -> InterpretedSkill {
    let file = SkillFile(
      id: "big", path: "big.md", relativePath: "big.md", role: .standalone, expectedName: "big")
    return SkillInterpreter(file: file, parser: MarkdownParser()).interpret(text)
  }

  @Test("the innermost section of every line is the last section that holds it")
  func innermostSection() {
    let text = """
      Preamble line.

      # Big

      Intro.

      ## One

      ### One A

      Text.

      ## Two

      #### Deep

      Deeper.

      # Second top

      Last line.
      """
    let sections = Self.interpret(text).entities.sections
    let table = SectionTable(sections)
    for line in 0...(text.split(separator: "\n", omittingEmptySubsequences: false).count + 1) {
      let expected = sections.last {
        $0.source.startLine <= line && line <= $0.source.endLine
      }
      #expect(table.innermost(containing: line)?.id == expected?.id, "line \(line)")
    }
  }

  @Test("a section with thousands of subsections is ranked by its own lines only")
  func ownTextOfALargeSection() throws {
    let count = 3000
    let body = (1...count).map { "## Section \($0)\nText \($0).\n" }.joined()
    let text = "# Big\n\nIntro words.\n\n" + body
    let file = SkillFile(
      id: "big", path: "big.md", relativePath: "big.md", role: .standalone, expectedName: "big")
    let indexed = try #require(
      IndexedFile(
        file: file, data: Data(text.utf8), parser: MarkdownParser(), vocabulary: .empty))
    let top = try #require(indexed.rows.first { $0.unit.id == "big#big" })
    #expect(top.unit.body == "# Big\n\nIntro words.\n")
    #expect(indexed.rows.count == count + 1)
    #expect(indexed.rows.last?.unit.headingPath == ["Big", "Section \(count)"])
  }
}
