/// What a search did to the index before answering.
public struct IndexStatus: Encodable, Sendable, Hashable {
  /// The index file used.
  public var path: String
  /// Files indexed for the first time.
  public var added: Int
  /// Files re-indexed because their content changed.
  public var changed: Int
  /// Files dropped from the index because they are gone.
  public var removed: Int
  /// Markdown files parsed to answer: 0 when the index was fresh.
  public var parsed: Int
  /// Whether the whole index was (re)built: it was missing, foreign, damaged or out of date.
  public var rebuilt: Bool

  package init(path: String, changes: IndexRefresher.Changes = .init(), rebuilt: Bool = false) {
    self.path = path
    added = changes.added
    changed = changes.changed
    removed = changes.removed
    parsed = changes.parsed
    self.rebuilt = rebuilt
  }
}
