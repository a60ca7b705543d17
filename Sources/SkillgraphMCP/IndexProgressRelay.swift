import Foundation
import MCP
import SkillgraphSupport

/// Passes the search index's build progress on to the requests that asked for progress (a
/// `_meta.progressToken`) while they wait for it, as `notifications/progress`.
///
/// The index is built by whichever call needs it first (the server's own refresh at start, or a
/// request), and the others wait for that build; so progress goes to every waiting request that
/// asked for it, whichever call does the work.
final class IndexProgressRelay: Sendable {
  /// How far a build has come: files parsed and written, and files to parse.
  struct Step: Sendable, Equatable {
    var done: Int
    var total: Int
  }

  private let watchers = Locked<[UUID: AsyncStream<Step>.Continuation]>([:])

  /// Nothing built yet, nobody watching.
  init() {}

  /// Takes one step of a build (from the thread that builds): passes it to every watcher.
  func report(done: Int, total: Int) {
    let step = Step(done: done, total: total)
    watchers.withLock { watchers in
      for watcher in watchers.values { watcher.yield(step) }
    }
  }

  /// Runs `body`, sending the progress of any index build that happens meanwhile to `server`
  /// under `token`, in order and all before `body`'s answer; without a token, just runs it.
  func relaying<Answer: Sendable>(
    to server: Server, token: ProgressToken?, _ body: () async throws -> Answer
  ) async throws -> Answer {
    guard let token else { return try await body() }
    let (steps, continuation) = AsyncStream.makeStream(of: Step.self)
    let id = UUID()
    // NB: a request that comes during a build hears from the next file parsed on; nothing is
    // kept between builds, so that a build that failed part-way is never reported again.
    watchers.withLock { $0[id] = continuation }
    let sender = Task {
      var sent = 0.0
      for await step in steps {
        // NB: progress must grow with every notification; a second build within one request
        // starts again from zero and is passed on only once it passes the first.
        let progress = Double(step.done)
        guard progress > sent else { continue }
        sent = progress
        let message = ProgressNotification.message(
          .init(
            progressToken: token, progress: progress, total: Double(step.total),
            message: "Indexing the content: \(step.done) of \(step.total) files"))
        try? await server.notify(message)
      }
    }
    let answer: Result<Answer, any Error>
    do {
      answer = .success(try await body())
    } catch {
      answer = .failure(error)
    }
    watchers.withLock { _ = $0.removeValue(forKey: id) }
    continuation.finish()
    await sender.value
    return try answer.get()
  }
}
