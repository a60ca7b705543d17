import SkillgraphSupport
import Testing

@testable import Skillgraph

/// Text a search must find wherever an author puts it: before the first heading (or in a
/// document with no heading at all), and in a script written without spaces between words.
@Suite("Search and trees: preambles and ideographic text")
struct OtherScriptsAndPreambleTests {
  /// The IDs of the results for `question` in a collection of `files` (path to text).
  func results(for question: String, in files: [String: String]) throws -> [String] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files { try folder.write("content/" + path, text) }
    let index = SearchIndex(folders: [folder.file("content")], indexPath: folder.file("i.sqlite"))
    return try index.search(SearchRequest(text: question)).results.map(\.id)
  }

  static let noHeading = """
    ---
    name: audit
    description: Audits a specification.
    ---

    <!-- generated from a template: do not edit -->
    Read the specification and look for a category mistake: a property treated as a thing.
    """

  @Test("a document with no heading is found by the words of its text, under its own ID")
  func documentWithoutHeading() throws {
    #expect(
      try results(for: "category mistake", in: ["audit/SKILL.md": Self.noHeading]) == ["audit"])
    // An HTML comment is no text a reader sees.
    #expect(try results(for: "generated template", in: ["audit/SKILL.md": Self.noHeading]).isEmpty)
  }

  @Test("an introduction before the first heading is found, not only the sections after it")
  func introductionBeforeTheFirstHeading() throws {
    let text = """
      ---
      name: rules
      description: House rules.
      ---

      Instructions in the project's own files take precedence over the rules of any skill.

      ## Rule One

      Invoke the skill before answering.
      """
    #expect(
      try results(for: "which takes precedence", in: ["rules/SKILL.md": text]).first == "rules")
  }

  static let chinese = """
    ---
    name: webapp
    description: 测试网页应用。
    ---

    # 网页测试

    使用 with_server.py 管理服务器生命周期，然后用 Playwright 测试。

    ## 侦察

    先截图，再读取 DOM。
    """

  @Test("a word inside a run of ideographs is found, and the title is shown as written")
  func ideographicWords() throws {
    let found = try results(for: "服务器", in: ["webapp/SKILL.md": Self.chinese])
    #expect(found.first == "webapp#网页测试")
    #expect(try results(for: "截图", in: ["webapp/SKILL.md": Self.chinese]).first == "webapp#侦察")
    #expect(
      SearchText.joiningIdeographs(SearchText.spacingIdeographs("网页 测试 HTML")) == "网页 测试 HTML")
  }

  @Test(
    "a drawn tree asking with full-width question marks, answered 是 and 否, keeps its words in its IDs"
  )
  func chineseTree() throws {
    let text = """
      # 网页测试

      ## 决策树

      ```
      用户任务 → 是否为静态 HTML？
          ├─ 是 → 直接读取 HTML 文件
          └─ 否（动态 Web 应用）→ 服务器是否已运行？
              ├─ 否 → 运行 with_server.py
              └─ 是 → 侦察后操作
      ```
      """
    let trees = IndexUnitSectionTests.interpret(text).entities.decisionTrees
    let tree = try #require(trees.first)
    guard case .question(let root) = tree.root else {
      Issue.record("the tree's root is not a question")
      return
    }
    #expect(root.id == "是否为静态-html")
    #expect(root.kind == .yesNo)
    #expect(root.options.map(\.id) == ["yes", "no"])
  }
}
