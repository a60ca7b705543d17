import Foundation
package import SkillgraphModel

/// The sections of one skill, and the choice of some of them by name.
package struct SkillOutline {
  /// A name that matched no section.
  package struct Missing: Error {
    package var name: String

    /// A value with every stored property given.
    package init(name: String) {
      self.name = name
    }
  }

  /// The sections, in document order.
  package var sections: [Section]

  /// The outline of `sections` (one skill's), put in document order.
  package init(sections: [Section]) {
    self.sections = sections.sorted {
      ($0.source.path, $0.source.startLine, $1.source.endLine)
        < ($1.source.path, $1.source.startLine, $0.source.endLine)
    }
  }

  /// The section titles, for a message.
  package var titles: [String] { sections.map(\.title) }

  /// The sections `names` pick (each by ID, by slug or by heading title, case-insensitive), in
  /// document order, without those that lie inside another chosen one.
  package func select(_ names: [String]) -> Result<[Section], Missing> {
    var chosen: [Section] = []
    for name in names {
      guard let section = sections.first(where: { matches(name, $0) }) else {
        return .failure(Missing(name: name))
      }
      if !chosen.contains(where: { $0.id == section.id }) { chosen.append(section) }
    }
    let outermost = chosen.filter { section in
      !chosen.contains { $0.id != section.id && Self.lies(section, in: $0) }
    }
    return .success(sections.filter { section in outermost.contains { $0.id == section.id } })
  }

  /// Whether `inner` lies inside `outer` (or is it).
  private static func lies(_ inner: Section, in outer: Section) -> Bool {
    inner.source.path == outer.source.path && inner.source.startLine >= outer.source.startLine
      && inner.source.endLine <= outer.source.endLine
  }

  private func matches(_ name: String, _ section: Section) -> Bool {
    let wanted = Self.normalized(name)
    let slug = section.id.split(separator: "#", maxSplits: 1).last.map(String.init) ?? section.id
    return wanted == Self.normalized(section.id) || wanted == Self.normalized(slug)
      || wanted == Self.normalized(section.title)
  }

  private static func normalized(_ text: String) -> String {
    let trimmed = text.drop { $0 == "#" || $0 == " " }
    return trimmed.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
