import Foundation
import Testing

/// `ask` on a real pseudo-terminal: raw keys, arrows, the highlight, and the terminal restored.
@Suite("ask on a terminal")
struct AskTerminalTests {
  let down = "\u{1B}[B"
  let up = "\u{1B}[A"

  @Test("arrows move the reverse-video highlight, Enter chooses, the terminal is restored")
  func arrows() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send(down), .send(down), .send(down), .send(up), .send("\r"),
        .expect("Render the template"), .send("n"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.restored)
    #expect(session.output.contains("\u{1B}[7m> 1. Finish something the user explicitly started"))
    #expect(session.output.contains("\u{1B}[7m> 3. Deferrable maintenance"))
    #expect(
      session.output.contains("Recommendation: BGProcessingTask with requiresExternalPower"))
  }

  @Test("? explains the question and keeps the highlighted option for Enter")
  func explainKeepsTheHighlight() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send(down), .send(down), .send("?"),
        .expect("background-processing.md"), .send("\r"), .expect("Render the template"),
        .send("n"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(
      session.output.contains("Recommendation: BGProcessingTask with requiresExternalPower"),
      "\(session.output)")
  }

  @Test("with NO_COLOR there is no colour on a terminal; the highlight is a marker")
  func noColor() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send("4"), .expect("Upload"), .send("1"), .expect("Render"),
        .send("n"),
      ],
      environment: ["NO_COLOR": "1"])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.output.contains("> 1. Finish something"))
    #expect(session.output.contains("Recommendation: Background URLSession download task"))
    #expect(!hasColorCodes(session.output))
  }

  @Test("a digit answers at once, letters move the highlight, ? and b work on keys")
  func keys() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send("b"), .expect("Nothing to go back to"), .send("2"),
        .expect("How long does the work need to run?"), .send("?"),
        .expect("Needs several minutes? → BGProcessingTask"), .send("ne"), .send("\r"),
        .expect("Render the template"), .send("n"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.restored)
    #expect(session.output.contains("Recommendation: BGProcessingTask with constraints"))
  }

  @Test("variables are typed raw with Backspace; an invalid one is asked again")
  func typesVariables() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send("3"), .expect("Render the template"), .send("y"),
        .expect("bundleID"), .send("bad value\r"), .expect("is not a reverse-DNS"),
        .send("org.acme.appx\u{7F}\r"), .expect("processingTaskIdentifier"),
        .send("\r\r\r\r\r\r"), .expect("into a folder?"), .send("n"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.restored)
    #expect(session.output.contains("org.acme.app.maintenance"))
    #expect(session.output.contains("// ==== MaintenanceScheduler.swift ===="))
  }

  @Test("none of these leaves no option: digits are refused, q prints that nothing fits")
  func noneOfThese() async throws {
    let session = try await runInTerminal(
      askArguments(),
      steps: [
        .expect("Not sure"), .send("8"), .expect("Go back or quit?"), .send("1"),
        .expect("1 is not an option"), .send("q"),
      ])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 0)
    #expect(session.output.contains("No recommendation: no option of"))
  }

  @Test(
    "Ctrl-C and SIGINT exit 130 with the terminal restored",
    arguments: [TerminalStep.send("\u{3}"), .signal(SIGINT)])
  func interrupt(step: TerminalStep) async throws {
    let session = try await runInTerminal(askArguments(), steps: [.expect("Not sure"), step])
    #expect(session.failure == nil, "\(session.output)")
    #expect(session.status == 130)
    #expect(session.restored)
  }

  @Test("Ctrl-D ends the input: exit 3 with a clear message, the terminal restored")
  func endOfInput() async throws {
    let session = try await runInTerminal(
      askArguments(), steps: [.expect("Not sure"), .send("\u{4}")])
    #expect(session.status == 3)
    #expect(session.restored)
    #expect(session.output.contains("input closed before the question was answered"))
  }
}
