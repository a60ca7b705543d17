import ArgumentParser
import Foundation
import Testing

@testable import SkillgraphCLI

/// Help texts are wrapped by the argument parser to the terminal's width, so a discussion is
/// written as paragraphs without line breaks of its own.
@Suite("help texts")
struct HelpTextTests {
  @Test("no command's discussion breaks a line inside a paragraph")
  func discussionsAreParagraphs() {
    var broken: [String] = []
    var pending: [(name: String, command: any ParsableCommand.Type)] = [
      ("skillgraph", SkillgraphCommand.self)
    ]
    var visited = 0
    while let (name, command) = pending.popLast() {
      visited += 1
      let configuration = command.configuration
      let paragraphs = configuration.discussion.components(separatedBy: "\n\n")
      if paragraphs.contains(where: { $0.contains("\n") }) { broken.append(name) }
      pending += configuration.subcommands.map { (name + " " + $0._commandName, $0) }
    }
    #expect(visited > 10)
    #expect(broken.isEmpty, "discussions with line breaks: \(broken)")
  }
}
