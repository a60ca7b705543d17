import SkillgraphSupport

/// Counts the pages rendered on several threads and reports every 50th.
final class SiteProgress: Sendable {
  private let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?
  private let done = Locked(0)

  /// A counter at zero of `total` pages.
  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  /// Counts one page more.
  func step() {
    let count = done.withLock { done in
      done += 1
      return done
    }
    if count % 50 == 0 { report?(count, total) }
  }
}
