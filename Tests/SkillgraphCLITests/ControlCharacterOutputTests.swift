import Foundation
import SkillgraphCLI
import Testing

/// Control characters in a collection's text reach the terminal shown, never obeyed; in a
/// rendered Swift string they are escaped.
@Suite("control characters in content")
struct ControlCharacterOutputTests {
  static let hostileTitle = "Evil \u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}txt.exe\r"

  @Test("show, list and check print a title's escape sequences in caret notation")
  func titlesAreShownNotObeyed() throws {
    let content = try ContentFolder([
      "evil.md": "# \(Self.hostileTitle)\n\nBody \u{1B}[8mhidden\u{1B}[0m text.\n"
    ])
    defer { content.remove() }
    for arguments in [
      ["show", "evil", "--content", content.path],
      ["list", "--content", content.path],
      ["query", "hidden text", "--content", content.path, "--index", content.path + ".db"],
    ] {
      let result = skillgraph(arguments: arguments)
      let printed = result.output + result.errors
      #expect(result.status == 0, "\(arguments): \(printed)")
      #expect(!printed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments)")
      #expect(!printed.unicodeScalars.contains("\u{202E}"), "\(arguments)")
      #expect(!printed.contains("\r"), "\(arguments)")
    }
    let shown = skillgraph("show", "evil", "--content", content.path).output
    #expect(shown.contains("Evil ^[]0;pwned^G^[[2J<U+202E>txt.exe^M"), "\(shown)")
    try? FileManager.default.removeItem(atPath: content.path + ".db")
  }

  @Test("--json escapes DEL, C1 and bidi controls as \\u escapes and keeps the text exact")
  func jsonKeepsTheTextEscaped() throws {
    let title = "Evil \u{7F}\u{9B}\u{202E}txt"
    let content = try ContentFolder(["evil.md": "# \(title)\n\nBody.\n"])
    defer { content.remove() }
    let result = skillgraph("show", "evil", "--content", content.path, "--json")
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.unicodeScalars.contains { $0 == "\u{7F}" || $0 == "\u{202E}" })
    #expect(result.output.contains(#"\u007f\u009b\u202etxt"#))
    let entity = try #require(try result.data()["entity"] as? [String: Any])
    #expect(entity["title"] as? String == title, "a JSON reader gets the title as written")
  }

  @Test("the tool's own colours still reach a colour terminal")
  func ownColoursStay() {
    let console = Console.capture(color: true)
    console.write(console.bold("title") + " \u{1B}[31m")
    #expect(console.output == "\u{1B}[1mtitle\u{1B}[0m ^[[31m\n")
  }

  @Test("a string variable's DEL, bidi override and line separator are escaped in Swift")
  func stringVariablesAreEscaped() throws {
    let result = skillgraph(
      "render", "bg-continued-processing", "--templates", shippedTemplates, "--var",
      "bundleID=org.acme.notes", "--var", "jobTitle=A\u{7F}B\u{202E}C\u{2028}D", "--json")
    #expect(result.status == 0, "\(result.errors)")
    let files = try #require(try result.data()["files"] as? [[String: Any]])
    let swift = files.compactMap { $0["contents"] as? String }.joined()
    #expect(swift.contains(#""A\u{7f}B\u{202e}C\u{2028}D""#))
    #expect(!swift.unicodeScalars.contains { $0 == "\u{7F}" || $0 == "\u{202E}" })
  }
}
