import Foundation
import SkillgraphModel
import SkillgraphSupport

extension ContentScanner {
  /// How many steps of links are followed from the files the layout reads: a linked file's own
  /// links are the next step.
  static let maximumLinkSteps = 6

  /// Adds, as documents of the skills that link them, the Markdown files inside `folder` that
  /// the layout did not read and that a file it read links to (`[text](../shared/api.md)`) or
  /// names in backticks (`` `docs/api.md` ``): an agent following the link loads the file. A
  /// linked file's ID is its path in the folder without `.md`; it is a document of the first
  /// skill (in path order) that links it, or a guide when a guide links it.
  func followLinks(in folder: String, rule: ContainedPath, scan: inout Scan) {
    var root = folder
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    let read = Set(scan.files.map(\.path))
    let passed = Set(scan.skipped.map(\.path))
    var candidates: [String: String] = [:]
    collectUnread(root, relative: "", depth: 0, read: read, passed: passed, into: &candidates)
    guard !candidates.isEmpty else { return }
    var step = scan.files
    var linked: [SkillFile] = []
    for _ in 0..<Self.maximumLinkSteps where !step.isEmpty {
      var next: [SkillFile] = []
      for file in step {
        guard let data = try? rule.contents(of: file.path, limit: FileBytes.maximumBytes) else {
          continue
        }
        let base = (file.path as NSString).deletingLastPathComponent
        for destination in Self.linkDestinations(in: data) + Self.backtickedPaths(in: data) {
          guard case .file(let path, _) = EntityReader.linkTarget(destination) else { continue }
          let target = ReferenceResolver.normalize(base.isEmpty ? path : base + "/" + path)
          guard let relative = candidates.removeValue(forKey: target),
            rule.isFile(join(root, relative))
          else { continue }
          let stem = String(relative.dropLast(3))
          // NB: a file a guide points at (`docs/workflows.md` in `AGENTS.md`) describes the
          // collection as the guide does: a guide too, not a document of some skill.
          let guide = file.role == .guide
          var document = SkillFile(
            id: stem, path: join(root, relative), relativePath: relative, suite: nil,
            role: guide ? .guide : .skillDocument,
            expectedName: String(stem.split(separator: "/").last ?? ""))
          if !guide { document.parentSkill = file.parentSkill ?? file.id }
          next.append(document)
        }
      }
      linked += next
      step = next
    }
    guard !linked.isEmpty else { return }
    scan.files = (scan.files + linked).sorted { $0.path < $1.path }
    if !scan.layouts.isEmpty {
      let count = linked.count
      scan.layouts[0].detail +=
        "; \(count) linked Markdown file\(count == 1 ? "" : "s") read as documents of the skills "
        + "or guides that link them"
    }
  }

  /// The Markdown files below `folder` (relative path by normalized path) that were neither
  /// read nor passed over with a reason: no hidden entry, no dependencies folder.
  private func collectUnread(
    _ folder: String, relative: String, depth: Int, read: Set<String>, passed: Set<String>,
    into found: inout [String: String]
  ) {
    guard depth <= SkillFolderReader.maximumDepth + 2,
      let names = try? fileManager.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      let inside = relative.isEmpty ? name : relative + "/" + name
      guard !read.contains(path), !passed.contains(path) else { continue }
      if name.lowercased().hasSuffix(".md") {
        if FileStatus(of: path)?.kind != .folder {
          found[ReferenceResolver.normalize(path)] = inside
          continue
        }
      }
      guard !SkillFolderReader.ignoredFolders.contains(name), FileStatus(of: path)?.kind == .folder
      else { continue }
      collectUnread(
        path, relative: inside, depth: depth + 1, read: read, passed: passed, into: &found)
    }
  }

  /// The destinations of the inline links (`](dest)`, `](<dest>)`) and link reference
  /// definitions (`]: dest`) in `data` that name a Markdown file: a lexical pass, so that the
  /// files to read are known before any is parsed.
  static func linkDestinations(in data: Data) -> [String] {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [String] in
      guard let base = raw.baseAddress else { return [] }
      let bytes = raw.bindMemory(to: UInt8.self)
      let count = bytes.count
      var found: [String] = []
      var index = 0
      while index < count - 1 {
        guard let hit = memchr(base + index, Int32(UInt8(ascii: "]")), count - index) else {
          break
        }
        let bracket = base.distance(to: UnsafeRawPointer(hit))
        index = bracket + 1
        guard index < count, bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: ":")
        else { continue }
        var start = index + 1
        while start < count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        var end = start
        if start < count, bytes[start] == UInt8(ascii: "<") {
          start += 1
          end = start
          while end < count, bytes[end] != UInt8(ascii: ">"), bytes[end] != 0x0A { end += 1 }
        } else {
          while end < count, bytes[end] > 0x20, bytes[end] != UInt8(ascii: ")") { end += 1 }
        }
        guard end - start > 3, end - start < 1_000 else { continue }
        let destination = String(decoding: bytes[start..<end], as: UTF8.self)
        if destination.contains(".md") { found.append(destination) }
        index = end
      }
      return found
    }
  }

  /// The relative Markdown paths written in backticks in `data` (`` `docs/workflows.md` ``),
  /// as authors point at a document they expect an agent to open
  /// (`EntityReader.isDocumentPath(_:)`): a lexical pass, on one line each.
  static func backtickedPaths(in data: Data) -> [String] {
    var found: [String] = []
    for line in data.split(separator: UInt8(ascii: "\n")) where line.contains(UInt8(ascii: "`")) {
      let spans = line.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false)
      // NB: the odd pieces lie between a pair of backticks.
      for (position, span) in spans.enumerated()
      where position % 2 == 1 && position < spans.count - 1 {
        let text = String(decoding: span, as: UTF8.self)
        if EntityReader.isDocumentPath(text) { found.append(text) }
      }
    }
    return found
  }
}
