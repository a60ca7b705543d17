import Foundation
import Testing

@testable import Skillgraph

/// The graph's compact forms (code kept as a slice of the source, packed anchor sets, sections
/// found through the entity index) give the same values as the plain forms they replace.
@Suite("Lean graph representation")
struct LeanGraphTests {
  static let skill = """
    # Guide

    ```swift
    let a = 1
    ```

    Paragraph.

        indented code

    - item

      ```swift
      let indented = 2
      ```

    ```text
    unclosed
    """

  @Test("every code snippet holds the exact code of its block, shared with the source or not")
  func snippetCode() throws {
    let graph = try InlineCorpus.skill(Self.skill, named: "guide")
    #expect(
      graph.codeSnippets.map(\.code) == [
        "let a = 1\n", "indented code\n", "let indented = 2\n", "unclosed\n",
      ])
    #expect(graph.codeSnippets.map(\.title).first == "swift: let a = 1")
  }

  @Test("a source text lends lines only when they are exactly the text asked for")
  func sharedLines() {
    let text = SourceText("a\nb\nc\n")
    #expect(text.sharedLines(2, through: 2, equalTo: "b\n") == "b\n")
    #expect(text.sharedLines(1, through: 2, equalTo: "a\nb\n") == "a\nb\n")
    #expect(text.sharedLines(2, through: 2, equalTo: "b") == nil)
    #expect(text.sharedLines(2, through: 2, equalTo: "x\n") == nil)
    #expect(text.sharedLines(3, through: 4, equalTo: "c\n") == nil)
    #expect(text.sharedLines(2, through: 1, equalTo: "") == nil)
  }

  @Test("a code snippet encodes and decodes with its code as a string")
  func snippetCoding() throws {
    let snippet = CodeSnippet(
      id: "s/code-1", skillID: "s", sectionID: nil, language: "swift",
      text: "xx let a = 1\nyy".dropFirst(3).dropLast(2),
      source: SourceSpan(path: "s.md", startLine: 1, endLine: 3))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(snippet), as: UTF8.self)
    #expect(
      json
        == #"{"code":"let a = 1\n","id":"s\/code-1","language":"swift","skillID":"s","source":{"endLine":3,"path":"s.md","startLine":1}}"#
    )
    let decoded = try JSONDecoder().decode(CodeSnippet.self, from: Data(json.utf8))
    #expect(decoded == snippet)
    #expect(decoded.code == "let a = 1\n")
  }

  @Test("packed names answer membership as the set they were made from")
  func packedNames() {
    let names: Set<String> = [
      "top", "a", "ab", "b", "", "é-accent", "z-long-anchor-name-of-a-section",
    ]
    let packed = PackedNames(names)
    #expect(packed.count == names.count)
    for name in names { #expect(packed.contains(name)) }
    for absent in ["abc", "t", "to", "topp", "A", "e", "z"] { #expect(!packed.contains(absent)) }
    #expect(!PackedNames([]).contains(""))
  }

  @Test("a section is found by its ID, even one a skill's ID also takes")
  func sectionLookup() throws {
    let graph = try InlineCorpus.skill(SectionAndPatternTests.outline, named: "guide")
    #expect(graph.section(withID: "guide#setup-1")?.slug == "setup-1")
    #expect(graph.section(withID: "guide") == nil)
    #expect(graph.section(withID: "guide#nothing") == nil)
  }
}
