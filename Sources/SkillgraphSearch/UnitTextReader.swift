import Foundation
package import GRDB
import SkillgraphIngest
import SkillgraphModel

/// Reads units' texts: a unit's own stored text, or, when it stores none, its lines cut from
/// its content file, read and decoded as the index read it (each file once per reader).
package struct UnitTextReader {
  package let db: Database
  private var sources: [Int64: SourceText] = [:]

  package init(db: Database) {
    self.db = db
  }

  /// The text of the unit with row ID `rowID`.
  package mutating func text(ofUnit rowID: Int64) throws -> String {
    let row = try Row.fetchOne(
      db.cachedStatement(sql: "SELECT text, file_id, start_line, end_line FROM units WHERE id = ?"),
      arguments: [rowID])
    guard let row else { throw IndexError.lostUnit }
    if let text: String = row[0] { return text }
    return try source(ofFile: row[1]).lines(row[2], through: row[3])
  }

  /// The source of the file `fileID`.
  ///
  /// NB: the file is read again here, after the index was refreshed; one that has gone since
  /// (an editor or a checkout replacing it) is reported as a change
  /// (``IndexError/changedWhileRead(_:)``), which a search answers by asking again.
  private mutating func source(ofFile fileID: Int64) throws -> SourceText {
    if let known = sources[fileID] { return known }
    let path =
      try String.fetchOne(
        db.cachedStatement(sql: "SELECT key FROM files WHERE id = ?"), arguments: [fileID]) ?? ""
    guard let data = try? FileBytes.contents(of: path) else {
      throw IndexError.changedWhileRead(path)
    }
    let source = SourceText(SourceDecoder.decode(data, path: path).text)
    sources[fileID] = source
    return source
  }
}
