import Testing

@testable import Skillgraph

/// An async face awaits the service's blocking calls through `SkillgraphService.answer(_:)`.
@Suite("Service: calls awaited by an async face")
struct ServiceAnswerTests {
  @Test("an awaited call answers what the call answers, and its failure keeps its type")
  func awaitedCallsAnswerAsCalled() async throws {
    let service = SkillgraphService(settings: .init(folders: [ShippedContentTests.folder]))
    let direct = try service.show("background-processing/tree-1")
    let awaited = try await SkillgraphService.answer {
      () throws(SkillgraphError) in try service.show("background-processing/tree-1")
    }
    #expect(JSONOutput.text(awaited) == JSONOutput.text(direct))
    do throws(SkillgraphError) {
      _ = try await SkillgraphService.answer {
        () throws(SkillgraphError) in try service.show("no-such-skill")
      }
      Issue.record("an unknown ID was answered")
    } catch {
      guard case .unknownEntity(let id, _) = error else {
        Issue.record("not an unknown entity: \(error)")
        return
      }
      #expect(id == "no-such-skill")
    }
  }
}
