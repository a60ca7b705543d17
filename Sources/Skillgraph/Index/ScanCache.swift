import Foundation
internal import GRDB

/// The list of content files as last found, kept in the index with the modification times of
/// the folders it came from: while none of those folders changed, no folder is listed again
/// (a file added, removed or renamed changes its folder's time).
struct ScanCache {
  /// A content file and its fingerprint.
  typealias Entry = (file: SkillFile, fingerprint: FileFingerprint)

  /// Folders down to this depth below a content folder are watched (suites, `skills/`).
  static let depth = 3

  /// The modification times of the folders under `folders`, taken before listing them.
  static func stamps(of folders: [String]) -> [String: Double] {
    var stamps: [String: Double] = [:]
    func visit(_ path: String, level: Int) {
      guard let fingerprint = FileFingerprint(path: path, directory: "/") else { return }
      stamps[path] = fingerprint.modified
      guard level < depth,
        let entries = try? FileManager.default.contentsOfDirectory(atPath: path)
      else { return }
      for entry in entries where !entry.hasPrefix(".") {
        var isDirectory: ObjCBool = false
        let child = path + "/" + entry
        if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          visit(child, level: level + 1)
        }
      }
    }
    let directory = FileManager.default.currentDirectoryPath
    for folder in folders.map({ FileFingerprint.absolute($0, in: directory) }) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        visit(folder, level: 0)
      }
    }
    return stamps
  }

  /// The cached file list, when it was made for `folders` and no watched folder changed since.
  static func files(_ db: Database, folders: [String]) throws -> [SkillFile]? {
    guard
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'folders'")
        == key(folders)
    else { return nil }
    for row in try Row.fetchAll(db, sql: "SELECT path, modified FROM folders") {
      let path: String = row[0]
      guard FileFingerprint(path: path, directory: "/")?.modified == row[1] else { return nil }
    }
    // NB: a cursor, not `fetchAll`: every search reads these rows, and copying each into a
    // `Row` first doubled the time.
    var files: [SkillFile] = []
    let rows = try Row.fetchCursor(
      db, sql: "SELECT id, path, relative_path, suite, role, expected_name FROM scan ORDER BY rowid"
    )
    while let row = try rows.next() {
      files.append(
        SkillFile(
          id: row[0], path: row[1], relativePath: row[2], suite: row[3],
          role: SkillFile.Role(rawValue: row[4]) ?? .standalone, expectedName: row[5]))
    }
    return files
  }

  /// The folders as given (the file list's display paths depend on their spelling) and as
  /// absolute paths.
  static func key(_ folders: [String]) -> String {
    let directory = FileManager.default.currentDirectoryPath
    return folders.map { "\($0)\t\(FileFingerprint.absolute($0, in: directory))" }
      .joined(separator: "\n")
  }

  /// The folder times stored with the file list.
  static func storedStamps(_ db: Database) throws -> [String: Double] {
    var stamps: [String: Double] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT path, modified FROM folders") {
      stamps[row[0]] = row[1]
    }
    return stamps
  }

  /// Stores the file list and the folder times it was made under.
  static func store(_ db: Database, folders: [String], files: [Entry], stamps: [String: Double])
    throws
  {
    try db.execute(sql: "DELETE FROM scan; DELETE FROM folders")
    try db.execute(
      sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('folders', ?)",
      arguments: [key(folders)])
    for (path, modified) in stamps {
      try db.execute(
        sql: "INSERT INTO folders (path, modified) VALUES (?, ?)", arguments: [path, modified])
    }
    for (file, _) in files {
      try db.execute(
        sql: """
          INSERT INTO scan (id, path, relative_path, suite, role, expected_name)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          file.id, file.path, file.relativePath, file.suite, file.role.rawValue,
          file.expectedName,
        ])
    }
  }
}
