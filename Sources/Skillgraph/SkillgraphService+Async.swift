import Foundation

extension SkillgraphService {
  /// The threads that run blocking service calls for async callers.
  private static let callQueue = DispatchQueue(
    label: "skillgraph.service.calls", qos: .userInitiated, attributes: .concurrent)

  /// Runs `body`, calls of a service, for an async caller and returns what it returns.
  ///
  /// Service calls block (they read files and parse), so an async face, such as a server whose
  /// message loop runs on the cooperative thread pool, awaits them through this: they run on
  /// GCD's threads, several at once, and the pool stays free for other messages.
  public static func answer<Answer: Sendable>(
    _ body: @escaping @Sendable () throws(SkillgraphError) -> Answer
  ) async throws(SkillgraphError) -> Answer {
    let result: Result<Answer, SkillgraphError> = await withCheckedContinuation { continuation in
      callQueue.async {
        do throws(SkillgraphError) {
          continuation.resume(returning: .success(try body()))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try result.get()
  }
}
