import Foundation

/// Where the files of a site go as they are made: kept in memory (`SiteMemory`) or written
/// into the staging folder of the output (`SiteStaging`). Called from any thread.
package protocol SiteDestination: Sendable {
  /// Stores one whole file at `path` (relative to the output folder).
  func store(_ path: String, _ contents: [UInt8])
  /// Stores a file made in parts: `produce` passes each part, in order, to the function it is
  /// given, so that no more than one part is held at a time.
  func store(_ path: String, parts produce: ((String) -> Void) -> Void)
}

/// A destination that keeps every file in memory, for `SiteGenerator.build()`: a path stored
/// twice keeps the later contents.
package final class SiteMemory: SiteDestination, @unchecked Sendable {
  private var files: [String: [UInt8]] = [:]
  private let lock = NSLock()

  /// An empty destination.
  package init() {}

  /// Keeps `contents` at `path`.
  package func store(_ path: String, _ contents: [UInt8]) {
    lock.withLock { files[path] = contents }
  }

  /// Keeps the parts, joined, at `path`.
  package func store(_ path: String, parts produce: ((String) -> Void) -> Void) {
    var contents: [UInt8] = []
    produce { contents += $0.utf8 }
    store(path, contents)
  }

  /// Every file, sorted by path.
  package var sorted: [(path: String, contents: [UInt8])] {
    lock.withLock { files.keys.sorted().map { (path: $0, contents: files[$0]!) } }
  }
}

/// A destination that drops every file: the build still checks its links and counts its
/// bytes, for a report when the output folder cannot be written.
package struct SiteDiscard: SiteDestination {
  /// A destination that keeps nothing.
  package init() {}

  /// Drops the file.
  package func store(_ path: String, _ contents: [UInt8]) {}

  /// Makes the parts and drops them.
  package func store(_ path: String, parts produce: ((String) -> Void) -> Void) {
    produce { _ in }
  }
}
