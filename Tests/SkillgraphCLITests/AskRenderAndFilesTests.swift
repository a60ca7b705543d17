import Foundation
import Testing

/// `ask`'s render offer, `--answers` and `--transcript`, through a pipe.
@Suite("ask: templates, answers files and transcripts")
struct AskRenderAndFilesTests {
  /// The lines that reach beginBackgroundTask (short work as the app leaves the screen) and
  /// accept the render offer.
  let toTemplate = "6\n1\ny\n"

  @Test("an invalid value is refused with its rule and asked again; the files are written")
  func rendersAndWrites() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = toTemplate + "not a dns\norg.acme.notes\n\nDraftSaver\ny\n\(folder)/out\n"
    let run = try await runThroughPipe(askArguments(), input: input)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("bundleID [com.example.app]: "))
    #expect(run.errors.contains("'not a dns' is not a reverse-DNS identifier"))
    #expect(run.errors.contains("taskName [Finish saving changes]: "))
    #expect(run.output.contains("Wrote \(folder)/out/DraftSaver.swift"))
    let swift = try String(contentsOfFile: "\(folder)/out/DraftSaver.swift", encoding: .utf8)
    #expect(swift.contains("org.acme.notes"))
    #expect(swift.contains("DraftSaver"))
  }

  @Test("existing files are only replaced after a yes; a no writes nothing")
  func neverOverwritesWithoutAsking() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plist = "\(folder)/Info-fragment.plist"
    try Data("old".utf8).write(to: URL(fileURLWithPath: plist))
    let refused = try await runThroughPipe(
      askArguments(), input: toTemplate + "\n\n\ny\n\(folder)\nn\n\n")
    #expect(refused.status == 0, "\(refused.errors)")
    #expect(refused.errors.contains("These files exist: \(plist)"))
    #expect(try String(contentsOfFile: plist, encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/PendingWorkFinisher.swift"))
    let replaced = try await runThroughPipe(
      askArguments(), input: toTemplate + "\n\n\ny\n\(folder)\ny\n")
    #expect(replaced.status == 0)
    #expect(try String(contentsOfFile: plist, encoding: .utf8) != "old")
    #expect(FileManager.default.fileExists(atPath: "\(folder)/PendingWorkFinisher.swift"))
  }

  @Test("declining to write prints the rendered files on stdout")
  func printsWhenNotWritten() async throws {
    let run = try await runThroughPipe(askArguments(), input: toTemplate + "\n\nDraftSaver\nn\n")
    #expect(run.status == 0)
    #expect(run.output.contains("// ==== DraftSaver.swift ===="))
  }

  @Test("--answers answers in advance, facts settle guards, variables become the defaults")
  func answersFile() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let answers = "\(folder)/answers.json"
    try Data(
      """
      {"answers": {"\(firstQuestion)": "finish-something-the-user-explicitly"},
       "facts": {"ios": 26}, "variables": {"bundleID": "org.acme.notes"}}
      """.utf8
    ).write(to: URL(fileURLWithPath: answers))
    let transcript = "\(folder)/session.md"
    let run = try await runThroughPipe(
      askArguments("--answers", answers, "--transcript", transcript),
      input: "y\n" + String(repeating: "\n", count: 9) + "n\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("(from the answers file)"))
    #expect(run.errors.contains("(settled by the fact ios)"))
    #expect(run.errors.contains("bundleID [org.acme.notes]: "))
    #expect(run.errors.contains("jobIdentifierPrefix [org.acme.notes.export]: "))
    #expect(run.output.contains("// ==== "))
    #expect(run.output.contains("Recommendation: BGContinuedProcessingTask (Pattern 4)"))
    let markdown = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(markdown.hasPrefix("# skillgraph ask: What does the app need to do"))
    #expect(markdown.contains("## Recommendation: BGContinuedProcessingTask (Pattern 4)"))
    #expect(markdown.contains("- Facts: `ios=26`"))
    #expect(markdown.contains("- `bundleID` = `org.acme.notes`"))
    #expect(
      markdown.contains(
        "--answer \(firstQuestion)=finish-something-the-user-explicitly-started --fact ios=26"))
  }

  @Test("defaults in the answers file choose the highlighted option")
  func suggestedDefault() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let answers = "\(folder)/answers.json"
    try Data(#"{"defaults": {"\#(firstQuestion)": "large-download-or-upload"}}"#.utf8)
      .write(to: URL(fileURLWithPath: answers))
    let run = try await runThroughPipe(askArguments("--answers", answers), input: "\n\nn\n")
    #expect(run.errors.contains("> 4. Large download or upload?"))
    #expect(run.output.contains("Recommendation: Background URLSession download task"))
  }

  @Test("a transcript is written when the session stops or the input closes")
  func transcriptWhenStopping() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let transcript = "\(folder)/session.md"
    let stopped = try await runThroughPipe(
      askArguments("--transcript", transcript), input: "2\nq\n")
    #expect(stopped.status == 0)
    let markdown = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(markdown.contains("- Ended: stopped before a recommendation"))
    #expect(markdown.contains("→ Keep content fresh throughout the day?"))
    let refused = try await runThroughPipe(askArguments("--transcript", transcript), input: "2\n")
    #expect(refused.status == 74, "an existing transcript is kept without --force")
    let closed = try await runThroughPipe(
      askArguments("--transcript", transcript, "--force"), input: "2\n")
    #expect(closed.status == 3)
    #expect(
      try String(contentsOfFile: transcript, encoding: .utf8).contains(
        "- Ended: the input closed before the question was answered"))
  }

  @Test("a bad answers file is a usage error before anything is asked")
  func badAnswersFile() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let answers = "\(folder)/answers.json"
    try Data(#"{"answer": {}}"#.utf8).write(to: URL(fileURLWithPath: answers))
    let unknownKey = try await runThroughPipe(askArguments("--answers", answers), input: "")
    #expect(unknownKey.status == 64)
    #expect(unknownKey.errors.contains("unknown key 'answer'"))
    try Data(#"{"answers": {"nope": "x"}}"#.utf8).write(to: URL(fileURLWithPath: answers))
    let unknownQuestion = try await runThroughPipe(askArguments("--answers", answers), input: "")
    #expect(unknownQuestion.status == 64)
    #expect(unknownQuestion.errors.contains("no question 'nope'"))
    let missing = try await runThroughPipe(
      askArguments("--answers", "\(folder)/none.json"), input: "")
    #expect(missing.status == 74)
  }
}
