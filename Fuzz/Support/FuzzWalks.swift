import Foundation
import Skillgraph

/// The target that builds a random folder of files, folders, links and FIFOs from the input
/// and reads it as a collection: nothing outside the folder is read, the walk ends, and no
/// entry is read twice through a link.
public enum FuzzWalks {
  /// What every skill file outside the collection holds; it must never reach the graph.
  static let secret = "OUTSIDE-SECRET-5d1e"

  /// The input as a list of operations (two bytes each) that build `root`, then the load.
  public static func walk(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let base = NSTemporaryDirectory() + "/skillgraph-walk-\(getpid())"
    try? FileManager.default.removeItem(atPath: base)
    let root = base + "/root"
    let outside = base + "/outside"
    for folder in [root, outside] {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    _ = FileManager.default.createFile(
      atPath: outside + "/secret.md", contents: Data("# Outside\n\n\(secret)\n".utf8))
    var folders = [root]
    var entries: [String] = []
    var files = 0
    var links = 0
    for index in stride(from: 0, to: size - 1, by: 2) where entries.count < 64 {
      let (operation, argument) = (data[index], Int(data[index + 1]))
      let parent = folders[argument % folders.count]
      let path = "\(parent)/e\(entries.count)\(operation & 1 == 0 ? ".md" : "")"
      switch operation % 8 {
      case 0, 1:
        files += 1
        _ = FileManager.default.createFile(
          atPath: path, contents: Data("# Entry \(entries.count)\n\nText.\n".utf8))
      case 2:
        files += 1
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
          atPath: path + "/SKILL.md", contents: Data("# Skill \(entries.count)\n\nText.\n".utf8))
        folders.append(path)
      case 3:
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        folders.append(path)
      case 4: mkfifo(path, 0o644)
      default:
        links += 1
        let targets =
          [".", "..", "/", outside, outside + "/secret.md", base, "/dev/zero", "missing"]
          + entries + folders
        symlink(targets[argument % targets.count], path)
      }
      entries.append(path)
    }
    guard let graph = try? CorpusLoader(folders: [root]).load() else {
      FuzzCheck.fail("the loader threw for a readable folder")
    }
    for skill in graph.skills {
      if graph.markdown(of: skill).contains(secret) {
        FuzzCheck.fail("\(skill.source.path) holds a file from outside the collection")
      }
    }
    // NB: one skill an entry at most (a file, or a link to a file inside, is read once): a
    // link cycle must not multiply them.
    if graph.skills.count > files + links {
      FuzzCheck.fail("\(graph.skills.count) skills from \(files) files and \(links) links")
    }
    try? FileManager.default.removeItem(atPath: base)
  }
}
