import Foundation

/// The index a long-lived process keeps open between searches (the MCP server), so that a
/// search while nothing changed costs the listing of the content files and the search itself:
/// no connection opened, no schema read, no comparison of every file with the index in SQL.
///
/// The content is still listed on every search (one `stat` a file): a file changed, added or
/// removed since the last search makes the next one open the index the usual way, which
/// brings it up to date. A one-shot command has no warm index.
public final class WarmIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var opened: SearchIndex.Opened?
  private var fingerprints: [FileFingerprint] = []
  private var stamp = ""
  private var openedAt = 0.0

  /// Nothing kept yet.
  public init() {}

  /// The index kept, when it was opened for exactly `files` and vocabulary `stamp`, none of
  /// them modified within ``FileFingerprint/racyWindow`` of its opening (such a file could have
  /// changed again with the same size and time, and is checked the usual way).
  func reuse(for files: [SearchIndex.Entry], stamp: String) -> SearchIndex.Opened? {
    lock.withLock {
      guard let opened, self.stamp == stamp, fingerprints.count == files.count,
        zip(fingerprints, files).allSatisfy({
          $0 == $1.fingerprint && $0.modified <= openedAt - FileFingerprint.racyWindow
        })
      else { return nil }
      var current = opened
      current.files = files
      return current
    }
  }

  /// Keeps `opened`, current for its files and vocabulary `stamp`.
  func keep(_ opened: SearchIndex.Opened, stamp: String) {
    let now = Date().timeIntervalSince1970
    lock.withLock {
      openedAt = now
      self.opened = opened
      fingerprints = opened.files.map(\.fingerprint)
      self.stamp = stamp
    }
  }

  /// Forgets what is kept: a file changed while it was being searched.
  func forget() {
    lock.withLock {
      opened = nil
      fingerprints = []
    }
  }
}
