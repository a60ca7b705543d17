/// An operational failure while loading content: thrown, with a readable message.
public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
  case missingFolder(String)
  case unreadableFolder(String, reason: String)
  case noContent(String)

  /// The message shown to people.
  public var description: String {
    switch self {
    case .missingFolder(let path): "content folder '\(path)' does not exist"
    case .unreadableFolder(let path, let reason): "cannot read folder '\(path)': \(reason)"
    case .noContent(let path): "no skill documents found in '\(path)'"
    }
  }
}
