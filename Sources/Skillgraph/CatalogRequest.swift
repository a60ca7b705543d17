import Foundation
import SkillgraphSearch

/// Which part of the catalog to answer: some kinds of entry, one skill's, those about some words,
/// one page at a time.
public struct CatalogRequest: Sendable {
  /// A kind of catalog entry.
  public enum Part: String, CaseIterable, Sendable {
    case skills, trees, templates
  }

  /// The kinds of entry to list; empty: all of them.
  public var parts: Set<Part>
  /// Only the entries of this skill (its trees, and the templates that implement it).
  public var skill: String?
  /// Only the entries that hold every one of these words (in the ID, title, description, or the
  /// first question and its options), case-insensitive.
  public var words: String?
  /// At most this many entries (skills, then trees, then templates); nil: every one.
  public var limit: Int?
  /// Where the page starts: the `nextCursor` of the page before; nil: the first page.
  public var cursor: String?

  /// How many entries a page holds for an agent, unless it asks for more: about 5,000 tokens of
  /// Axiom's catalog, whose whole is 294 KB.
  public static let agentPageSize = 40

  /// A request for the whole catalog unless narrowed.
  public init(
    parts: Set<Part> = [], skill: String? = nil, words: String? = nil, limit: Int? = nil,
    cursor: String? = nil
  ) {
    self.parts = parts
    self.skill = skill
    self.words = words
    self.limit = limit
    self.cursor = cursor
  }

  /// The request as a face passes it: the kinds of entry by name (`skills`, `trees`,
  /// `templates`; none: all of them), and for an agent a page of ``agentPageSize`` entries
  /// unless it gives a limit.
  public static func asked(
    by asker: Asker, kinds: [String] = [], skill: String? = nil, words: String? = nil,
    limit: Int? = nil, cursor: String? = nil
  ) throws(SkillgraphError) -> CatalogRequest {
    var parts: Set<Part> = []
    for name in kinds {
      guard let part = Part(rawValue: name) else {
        throw .unknownChoice(name, argument: "part", choices: Part.allCases.map(\.rawValue))
      }
      parts.insert(part)
    }
    return CatalogRequest(
      parts: parts, skill: skill, words: words,
      limit: limit ?? (asker == .agent ? agentPageSize : nil), cursor: cursor)
  }

  /// Whether the request asks for anything but the whole catalog.
  var narrows: Bool {
    !parts.isEmpty || skill != nil || words != nil || limit != nil || cursor != nil
  }

  /// The cursor of the page that starts at entry `offset` of this request's entries: it names
  /// the filters too, so that it is not taken for a place among other entries.
  func cursor(at offset: Int) -> String {
    Data("catalog:\(offset):\(filterMark)".utf8).base64EncodedString()
  }

  /// The entry this request's `cursor` starts at; nil for a cursor this service did not write,
  /// or wrote for other filters.
  func offset(of cursor: String) -> Int? {
    guard let data = Data(base64Encoded: cursor) else { return nil }
    let fields = String(decoding: data, as: UTF8.self).split(separator: ":")
    guard fields.count == 3, fields[0] == "catalog", let offset = Int(fields[1]), offset >= 0,
      fields[2] == filterMark
    else { return nil }
    return offset
  }

  /// A short mark of the filters: the hash of the kinds, skill and words.
  private var filterMark: String {
    let filters = [parts.map(\.rawValue).sorted().joined(separator: ","), skill ?? "", words ?? ""]
    return FileFingerprint.hash(Data(filters.joined(separator: "\u{1F}").utf8))
  }
}
