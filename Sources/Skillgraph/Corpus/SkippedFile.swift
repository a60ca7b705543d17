/// A file the loader saw and did not ingest, with the reason.
public struct SkippedFile: Hashable, Sendable, Codable {
  /// The path shown to people.
  public var path: String
  /// Why the file was skipped.
  public var reason: String
}
