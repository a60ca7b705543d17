import Foundation

/// Counts the pages rendered on several threads and reports every 50th.
final class SiteProgress: @unchecked Sendable {
  private let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?
  private var done = 0
  private let lock = NSLock()

  /// A counter at zero of `total` pages.
  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  /// Counts one page more.
  func step() {
    let count = lock.withLock {
      done += 1
      return done
    }
    if count % 50 == 0 { report?(count, total) }
  }
}
