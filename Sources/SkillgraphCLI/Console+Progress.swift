import Foundation

extension Console {
  /// A progress line, "`what` N/M" written over itself on the errors while they are a terminal
  /// and cleared when the last of M is done; nil on a pipe, a file or a capturing console, where
  /// a line rewritten in place would only add noise.
  func progressLine(_ what: String) -> (@Sendable (_ done: Int, _ total: Int) -> Void)? {
    guard !capturing, isatty(STDERR_FILENO) == 1 else { return nil }
    return { [self] done, total in
      prompt(
        Self.carriageReturn + Self.clearLineEnd + (done < total ? "\(what) \(done)/\(total)" : ""))
    }
  }

  /// The progress of a search index being built or brought up to date: the first search of a
  /// large collection parses every file, and a terminal left silent for seconds looks hung.
  var indexProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)? {
    progressLine("indexing files")
  }
}
