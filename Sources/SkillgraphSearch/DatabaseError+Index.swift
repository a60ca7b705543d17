package import GRDB

extension DatabaseError {
  /// Whether the error says the file is damaged or not a database at all.
  package var isDamage: Bool {
    resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
  }
}
