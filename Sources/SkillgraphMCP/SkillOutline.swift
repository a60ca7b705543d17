import Foundation
import MCP

/// The sections of one skill, as `list --kind section --skill ID --json` gives them, and the
/// choice of some of them by name.
struct SkillOutline: Sendable {
  /// One section: its ID, title and source span.
  struct Entry: Sendable, Equatable {
    var id: String
    var title: String
    var source: Value
    var path: String
    var startLine: Int
    var endLine: Int

    /// `{id, title, source}`, as the `read` answer lists it.
    var summary: Value { ["id": .string(id), "title": .string(title), "source": source] }

    /// Whether this section lies inside `other` (or is it).
    func lies(in other: Entry) -> Bool {
      path == other.path && startLine >= other.startLine && endLine <= other.endLine
    }
  }

  /// A name that matched no section.
  struct Missing: Error {
    var name: String
  }

  /// The skill's ID.
  var skillID: String
  /// The sections, in document order.
  var entries: [Entry]

  /// Reads the `items` of a `list` answer.
  init(skillID: String, items: [Value]) {
    self.skillID = skillID
    entries = items.compactMap { item in
      guard let fields = item.objectValue, let id = fields["id"]?.stringValue,
        let source = fields["source"], let span = source.objectValue
      else { return nil }
      return Entry(
        id: id, title: fields["title"]?.stringValue ?? id, source: source,
        path: span["path"]?.stringValue ?? "", startLine: span["startLine"]?.intValue ?? 0,
        endLine: span["endLine"]?.intValue ?? 0)
    }.sorted { ($0.path, $0.startLine, $1.endLine) < ($1.path, $1.startLine, $0.endLine) }
  }

  /// The section titles, for a message.
  var titles: [String] { entries.map(\.title) }

  /// The sections `names` pick (each by ID, by slug or by heading title, case-insensitive), in
  /// document order, without those that lie inside another chosen one.
  func select(_ names: [String]) -> Result<[Entry], Missing> {
    var chosen: [Entry] = []
    for name in names {
      guard let entry = entries.first(where: { matches(name, $0) }) else {
        return .failure(Missing(name: name))
      }
      if !chosen.contains(entry) { chosen.append(entry) }
    }
    let outermost = chosen.filter { entry in
      !chosen.contains { $0 != entry && entry.lies(in: $0) }
    }
    return .success(entries.filter { outermost.contains($0) })
  }

  private func matches(_ name: String, _ entry: Entry) -> Bool {
    let wanted = Self.normalized(name)
    let slug = entry.id.split(separator: "#", maxSplits: 1).last.map(String.init) ?? entry.id
    return wanted == Self.normalized(entry.id) || wanted == Self.normalized(slug)
      || wanted == Self.normalized(entry.title)
  }

  private static func normalized(_ text: String) -> String {
    let trimmed = text.drop { $0 == "#" || $0 == " " }
    return trimmed.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
