package import GRDB

extension DatabaseError {
  /// Whether the error says the file is damaged or not a database at all.
  package var isDamage: Bool {
    resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
  }

  /// Whether the error may pass when asked again: the file looks damaged or fails to read or
  /// lock while another process writes it.
  package var mayPass: Bool {
    isDamage || resultCode == .SQLITE_IOERR || resultCode == .SQLITE_BUSY
      || resultCode == .SQLITE_LOCKED
  }
}
