/// A fact read from the developer's project (`decide --project`): the deployment target, or an
/// Info.plist fact, with the file it is written in.
public struct ProjectFact: Codable, Hashable, Sendable {
  /// The fact's name: `ios`, `background-modes`, `permitted-identifiers`, `scene-manifest`,
  /// or a question or option ID.
  public var name: String
  /// Its value, as `--fact` takes it (`17.0`), a list joined by `,`, or `yes`/`no`.
  public var value: String
  /// The build setting or Info.plist key it is read from.
  public var key: String
  /// The file it is written in, relative to the project folder as given.
  public var path: String
  /// The key's line in that file, when known.
  public var line: Int?

  /// A fact with every property given.
  public init(name: String, value: String, key: String, path: String, line: Int? = nil) {
    self.name = name
    self.value = value
    self.key = key
    self.path = path
    self.line = line
  }

  /// Where it is written: `path:line`, or the path alone.
  public var place: String { line.map { "\(path):\($0)" } ?? path }
}
