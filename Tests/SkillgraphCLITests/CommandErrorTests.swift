import Foundation
import Testing

/// Failures: documented exit codes, and a JSON error envelope under --json.
@Suite("command failures")
struct CommandErrorTests {
  @Test("show of an unknown ID exits 2 with a JSON error envelope")
  func unknownID() throws {
    let folder = try ContentFolder(["known.md": "# Known\n\nText.\n"])
    defer { folder.remove() }
    let result = skillgraph("show", "unknown", "--json", "--content", folder.path)
    #expect(result.status == 2)
    let envelope = try result.json()
    #expect(envelope["schemaVersion"] as? Int == 1)
    #expect(envelope["command"] as? String == "show")
    #expect(envelope["data"] == nil)
    let error = try #require(envelope["error"] as? [String: Any])
    #expect(error["code"] as? String == "not-found")
    #expect((error["message"] as? String)?.contains("'unknown'") == true)
    #expect(error["diagnostics"] is [Any])
  }

  @Test("a usage error begins \"error:\" in both executables, as every other error does")
  func usageErrorPrefix() async throws {
    let cli = skillgraph("query", "--bogus")
    #expect(cli.status == 64)
    #expect(cli.errors.hasPrefix("error: Unknown option '--bogus'"), "\(cli.errors)")
    let server = try await runProgram(MCPTestClient.executable, ["--bogus"])
    #expect(server.status == 64)
    #expect(server.output.hasPrefix("error: Unknown option '--bogus'"), "\(server.output)")
  }

  @Test("show of an unknown ID in text exits 2 with the message on stderr")
  func unknownIDText() throws {
    let folder = try ContentFolder(["known.md": "# Known\n\nText.\n"])
    defer { folder.remove() }
    let result = skillgraph("show", "known#nope", "--content", folder.path)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("no entity has the ID 'known#nope'"))
    #expect(result.errors.contains("; known has no such section; sections: known#known"))
  }

  @Test("an unknown ID among many skills and documents points at `list`, which lists them all")
  func unknownIDPointsAtList() throws {
    var files: [(String, String)] = []
    for number in 1...9 {
      files.append(
        ("skill-\(number)/SKILL.md", "---\nname: skill-\(number)\ndescription: One.\n---\n# S\n"))
      files.append(("skill-\(number)/references/notes.md", "# Notes\n\nText.\n"))
    }
    let folder = try ContentFolder([:])
    defer { folder.remove() }
    for (name, text) in files {
      let url = URL(fileURLWithPath: folder.path).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let result = skillgraph("show", "zzzz", "--content", folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("skill-1/references/notes"), "\(result.errors)")
    #expect(result.errors.contains("more (`list` lists them)"), "\(result.errors)")
    let listed = skillgraph("list", "--content", folder.path)
    #expect(listed.output.contains("skill-9/references/notes"), "\(listed.output)")
  }

  @Test(
    "a missing --content folder exits 74, in text and in JSON",
    arguments: ["stats", "check", "list"])
  func missingFolder(command: String) throws {
    let path = "/nonexistent-\(UUID().uuidString)"
    let text = skillgraph(command, "--content", path)
    #expect(text.status == 74)
    #expect(text.errors.contains(path))
    let json = skillgraph(command, "--json", "--content", path)
    #expect(json.status == 74)
    let error = try #require(try json.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "io")
  }

  @Test("an unknown flag exits 64 with usage on stderr")
  func unknownFlag() {
    let result = skillgraph("stats", "--frobnicate")
    #expect(result.status == 64)
    #expect(result.errors.contains("--frobnicate"))
    #expect(result.output.isEmpty)
  }

  @Test("help on an unknown command exits 64 and names it; help on a known one exits 0")
  func helpOnAnUnknownCommand() {
    let unknown = skillgraph("help", "qeury")
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("unknown command 'qeury'; did you mean 'query'?"))
    #expect(unknown.output.isEmpty)
    let known = skillgraph("help", "query")
    #expect(known.status == 0)
    #expect(known.output.contains("USAGE: skillgraph query"), "\(known.output)")
  }

  @Test("an answer given twice with two values, or a prefix of two questions: usage errors")
  func answersThatCannotBeTold() {
    let twice = skillgraph(
      "decide", "--content", shippedContent, "--answer", "what=finish", "--answer", "what=keep")
    #expect(twice.status == 64)
    #expect(twice.errors.contains("'what' is given twice, as 'finish' and as 'keep'"))
    let same = skillgraph(
      "decide", "--content", shippedContent, "--answer", "what=keep", "--answer", "what=keep")
    #expect(same.status == 0, "\(same.errors)")
    let prefix = skillgraph(
      "decide", "--content", shippedContent, "--answer", "what=keep", "--answer", "which=ios")
    #expect(prefix.status == 64)
    #expect(
      prefix.errors.contains(
        "'which' begins the IDs of several questions of this tree: "
          + "which-ios-version-is-the-oldest-you-support, "
          + "which-minimum-ios-version-does-it-support"), "\(prefix.errors)")
  }

  @Test("an unknown flag with --json exits 64 and prints a JSON error envelope")
  func unknownFlagJSON() throws {
    let result = skillgraph("stats", "--frobnicate", "--json")
    #expect(result.status == 64)
    let envelope = try result.json()
    #expect(envelope["command"] as? String == "stats")
    #expect((envelope["error"] as? [String: Any])?["code"] as? String == "usage")
  }

  @Test(
    "usage errors and help of a subcommand name the whole command line",
    arguments: ["query", "index", "stats"])
  func subcommandUsage(command: String) {
    let unknown = skillgraph(command, "--frobnicate")
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("skillgraph \(command)"))
    let help = skillgraph(command, "--help")
    #expect(help.status == 0)
    #expect(help.output.contains("skillgraph \(command)"))
  }

  @Test("an unknown kind for list is a usage error; an unknown skill is not found")
  func listErrors() throws {
    let folder = try ContentFolder(["known.md": "# Known\n\nText.\n"])
    defer { folder.remove() }
    #expect(skillgraph("list", "--kind", "bogus", "--content", folder.path).status == 64)
    #expect(skillgraph("list", "--skill", "nobody", "--content", folder.path).status == 2)
  }

  @Test(
    "--help exits 0 and prints the command's options",
    arguments: ["stats", "check", "list", "show"])
  func help(command: String) {
    let result = skillgraph(command, "--help")
    #expect(result.status == 0)
    #expect(result.output.contains("--content"))
    #expect(result.output.contains("--json"))
  }
}
