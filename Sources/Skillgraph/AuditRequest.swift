/// What `audit` is asked: the project folder to read.
public struct AuditRequest: Sendable, Hashable {
  /// The folder holding an Xcode project or workspace, an XcodeGen spec or a Swift package.
  public var project: String

  /// A request to audit the project in `project`.
  public init(project: String) {
    self.project = project
  }
}
