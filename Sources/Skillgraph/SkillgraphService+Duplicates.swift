import SkillgraphIngest
import SkillgraphModel

extension SkillgraphService {
  /// The files the loader drops because an earlier file has their skill ID (the first folder
  /// given wins), found from the folders' layout without reading a file: each with the path of
  /// the file that keeps the ID.
  public func droppedDuplicates() -> [(id: String, dropped: String, kept: String)] {
    var first: [String: String] = [:]
    var dropped: [(id: String, dropped: String, kept: String)] = []
    for folder in contentFolders {
      guard let scan = try? ContentScanner(listsBundledFiles: false).scan(folder: folder) else {
        continue
      }
      for file in scan.files {
        if let kept = first[file.id] {
          dropped.append((file.id, file.path, kept))
        } else {
          first[file.id] = file.path
        }
      }
    }
    return dropped
  }
}
