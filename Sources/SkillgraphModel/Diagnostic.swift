public import SkillgraphMarkdown

/// A problem found in user content: collected and reported together, never thrown.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// How serious the problem is.
  public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders severities from note to error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// A stable identifier for this kind of problem, such as `unclosed-fence`.
  public var identifier: String
  /// What is wrong, in one sentence.
  public var message: String
  /// The file, as given to the loader (relative to the current directory when possible).
  public var path: String
  /// Where in the file.
  public var range: SourceRange
  /// Further explanation or a suggested fix.
  public var notes: [String]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ identifier: String, _ message: String, path: String,
    range: SourceRange, notes: [String] = []
  ) {
    self.severity = severity
    self.identifier = identifier
    self.message = message
    self.path = path
    self.range = range
    self.notes = notes
  }
}

extension Diagnostic {
  /// The compiler-style line: `path:line:col: severity: message [identifier]`.
  public var formatted: String {
    let head = "\(path):\(range.start.line):\(range.start.column): \(severity.rawValue): "
    let lines = ["\(head)\(message) [\(identifier)]"] + notes.map { "  note: \($0)" }
    return lines.joined(separator: "\n")
  }

  /// Orders diagnostics by file, then position, then identifier.
  public static func sortedForReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted {
      ($0.path, $0.range.start.line, $0.range.start.column, $0.identifier)
        < ($1.path, $1.range.start.line, $1.range.start.column, $1.identifier)
    }
  }
}
