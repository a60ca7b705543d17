import Foundation

extension ReplaceableFolder {
  /// The marker's line that names the folder's inode.
  static let folderLinePrefix = "folder-inode: "

  /// The largest marker read.
  static let maximumMarkerBytes = 64 << 20

  /// Writes the marker: who wrote the folder, its inode, and every entry below it.
  func writeMarker(into staging: String) throws(FolderWriteError) {
    guard let status = FileStatus(of: staging), status.kind == .folder else {
      throw .io("cannot read \(staging)")
    }
    guard let listed = FolderListing.paths(below: staging) else {
      throw .io("\(staging) holds more than a million entries")
    }
    let entries = Set(listed + [marker]).sorted()
    let text =
      "Written by \(writer); the next run replaces this folder whole.\n"
      + "\(Self.folderLinePrefix)\(status.inode)\n" + entries.map { $0 + "\n" }.joined()
    let file = "\(staging)/\(marker)"
    FolderRemoval.remove(file)
    guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
      throw .io("cannot write \(file)")
    }
  }

  /// Why the marker in `folder` does not make it this tool's own; nil when it does.
  func markerProblem(in folder: String) -> String? {
    let file = "\(folder)/\(marker)"
    guard FileStatus(of: file)?.kind == .file, let folderStatus = FileStatus(of: folder),
      let data = try? BoundedFile.contents(of: file, limit: Self.maximumMarkerBytes),
      let text = String(data: data, encoding: .utf8)
    else { return "its \(marker) marker is not a file this tool wrote" }
    let lines = text.split(separator: "\n").map(String.init)
    guard lines.count >= 2, lines[1] == Self.folderLinePrefix + String(folderStatus.inode) else {
      return "its \(marker) marker was not written for this folder (was it copied or planted?)"
    }
    let listed = Set(lines.dropFirst(2))
    guard let entries = FolderListing.paths(below: folder) else {
      return "it holds more than a million entries"
    }
    let foreign = entries.filter { !listed.contains($0) }.sorted()
    guard foreign.isEmpty else {
      let shown = foreign.prefix(5).joined(separator: ", ")
      let more = foreign.count > 5 ? " and \(foreign.count - 5) more" : ""
      return "it holds files \(writer) did not write: \(shown)\(more)"
    }
    return nil
  }
}
