/// A file a skill folder holds that is not Markdown: a script or an asset that an agent runs or
/// reads on demand. Listed with what can be told without running it; never executed.
public struct BundledFile: Hashable, Sendable, Codable {
  /// What the file is for, from the folder it sits in.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Under `scripts/`: code an agent may run.
    case script
    /// Under `assets/`: templates, images, data.
    case asset
    /// Anywhere else in the skill folder.
    case other
  }

  /// The path relative to the skill folder, such as `scripts/extract.py`.
  public var path: String
  /// The size in bytes.
  public var size: Int
  /// What the file is for.
  public var kind: Kind
  /// The first comment line of a text file (after any `#!` line), without its comment marker.
  public var summary: String?

  /// Creates a bundled file.
  public init(path: String, size: Int, kind: Kind, summary: String? = nil) {
    self.path = path
    self.size = size
    self.kind = kind
    self.summary = summary
  }
}
