import SkillgraphSupport
import Testing

@testable import Skillgraph

/// The byte-level text splitting of indexing: fences, identifiers across multi-byte scalars, and
/// the word-shape filter in front of the word dictionaries.
@Suite("Index text splitting")
struct IndexTextSplittingTests {
  @Test(
    "prose and fenced code are told apart line by line",
    arguments: [
      ("", "", ""),
      ("one\n", "one\n", ""),
      ("a\n```swift\nlet x = 1\n\n```\nb", "a\nb", "let x = 1\n"),
      ("  ~~~~\ncode ```\n~~~\nstill\n  ~~~~~\nafter", "after", "code ```\n~~~\nstill"),
      ("→ ✅\n```\n❌ é\n", "→ ✅", "❌ é\n"),
      ("``\n`` x", "``\n`` x", ""),
    ])
  func fences(markdown: String, prose: String, code: String) {
    let split = FenceSplitter.split(markdown)
    #expect(split.prose == prose)
    #expect(split.code == code)
  }

  @Test(
    "a fence without a language whose lines are sentences is prose; code and drawings are not",
    arguments: [
      (
        "```\nYou are a careful reviewer of this change.\nRead the whole diff before you write.\n```",
        true
      ),
      (
        "```text\nRun the tests and report what failed to the user.\n    ```bash\n    swift test\n"
          + "    ```\nThen say which tests you ran and what they printed.\n```",
        true
      ),
      ("```swift\nYou are a careful reviewer of this change and its tests.\n```", false),
      (
        "```\nlet task = BGAppRefreshTaskRequest(identifier: id)\ntry scheduler.submit(task)\n```",
        false
      ),
      (
        "```\nDoes the work need the network right now?\n├─ Yes, and the user is waiting for it\n"
          + "└─ No, it can wait for a better moment\n```",
        false
      ),
    ])
  func sentencesInFences(markdown: String, readsAsProse: Bool) {
    let split = FenceSplitter.split(markdown)
    let inner = markdown.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
    #expect(split.prose == (readsAsProse ? inner : ""))
    #expect(split.code == (readsAsProse ? "" : inner))
  }

  @Test("a fence inside a prompt does not close the fence around it")
  func nestedFences() {
    let split = FenceSplitter.split("```\nstep = 1\n    ```bash\n    make\n    ```\n```\nafter")
    #expect(split.code == "step = 1\n    ```bash\n    make\n    ```")
    #expect(split.prose == "after")
  }

  @Test("identifiers next to multi-byte scalars split as in ASCII text")
  func identifiersBesideEmoji() {
    let split = IdentifierSplitter.splitIdentifiers(
      in: "✅ setTaskCompleted→URLSession 🙂ÉcoleNormale 日本Kit ½Value setTaskCompleted")
    #expect(split.map(\.identifier) == ["setTaskCompleted", "URLSession", "ÉcoleNormale"])
    #expect(split.map(\.words) == ["set task completed", "url session", "école normale"])
  }

  @Test("a word shape filter never turns away one of its words")
  func wordShapes() {
    let words: [Substring] = ["ran", "understood", "é", "averyveryverylongword"]
    let shapes = WordShapes(words)
    for word in words { #expect(shapes.mayContain(word)) }
    #expect(!shapes.mayContain("xyz"))
    #expect(!shapes.mayContain(""))
    let forms = IrregularForms.baseForms(of: ["the", "task", "ran", "and", "ran", "woke"])
    #expect(forms == ["run", "wake"])
  }
}
