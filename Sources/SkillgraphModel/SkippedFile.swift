/// A file the loader saw and did not ingest, with the reason.
public struct SkippedFile: Hashable, Sendable, Codable {
  /// The path shown to people.
  public var path: String
  /// Why the file was skipped.
  public var reason: String

  /// A value with every stored property given.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
