import Foundation
import SkillgraphSupport

/// A site being written into a fresh folder beside the output folder, file by file as it is
/// made; `commit()` swaps it in whole, `discard()` removes it and leaves the old site as it
/// was. A file whose contents are the same as in the old site is hard-linked from it.
///
/// Failures to write are kept and thrown by `commit()`: writes come from several threads.
package final class SiteStaging: SiteDestination, @unchecked Sendable {
  private let output: ReplaceableFolder
  private let staging: String
  /// The old site's folder with a trailing `/`, when there is one to link unchanged files from.
  private let previous: String?
  /// The folders that did not exist above the output folder, deepest first.
  private let madeParents: [String]
  private let lock = NSLock()
  private var folders: Set<String> = []
  private var paths: Set<String> = []
  private var failures: [(path: String, error: SiteError)] = []

  /// Checks that `folder` may be replaced and lies apart from the folders the site is built
  /// from (`read`), and creates the fresh folder beside it.
  package init(folder: String, apartFrom read: [String] = []) throws(SiteError) {
    do {
      output = try ReplaceableFolder(
        folder, marker: SiteWriter.marker, writer: "skillgraph site build")
      try output.checkApart(from: read)
      try output.check()
      var missing: [String] = []
      var parent = output.parent
      while parent != "/", FileStatus(of: parent) == nil {
        missing.append(parent)
        parent = (parent as NSString).deletingLastPathComponent
      }
      madeParents = missing
      staging = try output.makeStaging()
    } catch {
      throw SiteError(error)
    }
    previous = FileStatus(of: output.path)?.kind == .folder ? output.path + "/" : nil
  }

  /// Writes `contents` at `path`, or links the old site's file when it holds the same bytes.
  package func store(_ path: String, _ contents: [UInt8]) {
    guard let target = prepare(path) else { return }
    if let previous, SiteWriter.linkUnchanged(contents, from: previous + path, to: target) {
      return
    }
    let written = contents.withUnsafeBytes { bytes -> Bool in
      guard let stream = fopen(target, "wbx") else { return false }
      let count = bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stream)
      return fclose(stream) == 0 && count == bytes.count
    }
    if !written { fail(path, .io("cannot write \(target)")) }
  }

  /// Writes the parts at `path` one after another; then, when the old site's file holds the
  /// same bytes, links that one in its place.
  package func store(_ path: String, parts produce: ((String) -> Void) -> Void) {
    guard let target = prepare(path) else { return }
    guard let stream = fopen(target, "wbx") else {
      produce { _ in }
      return fail(path, .io("cannot write \(target)"))
    }
    var written = true
    produce { part in
      var part = part
      part.withUTF8 { bytes in
        if !bytes.isEmpty, fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count {
          written = false
        }
      }
    }
    guard fclose(stream) == 0, written else { return fail(path, .io("cannot write \(target)")) }
    if let previous { SiteWriter.linkUnchanged(fileAt: target, from: previous + path) }
  }

  /// Swaps the written site in for the old one; throws the first failure to write, if any,
  /// after removing the fresh folder.
  package func commit() throws(SiteError) {
    if let failure = lock.withLock({ failures.min { $0.path < $1.path } }) {
      discard()
      throw failure.error
    }
    do {
      try output.swapIn(staging)
    } catch {
      throw SiteError(error)
    }
  }

  /// Removes the fresh folder, and the folders above the output folder that it created.
  package func discard() {
    output.discard(staging)
    for folder in madeParents where rmdir(folder) != 0 { break }
  }

  /// The file's place in the fresh folder, its folder created; nil (with the failure kept)
  /// when the path leaves the output folder or was written already.
  private func prepare(_ path: String) -> String? {
    guard SitePath.isContained(path) else {
      fail(path, .pathEscapes(path))
      return nil
    }
    let target = staging + "/" + path
    let folder = (target as NSString).deletingLastPathComponent
    let (fresh, known) = lock.withLock { (paths.insert(path).inserted, folders.contains(folder)) }
    guard fresh else {
      fail(path, .samePath(path))
      return nil
    }
    if !known {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        fail(path, .io("cannot write the site to \(output.given): \(error.localizedDescription)"))
        return nil
      }
      _ = lock.withLock { folders.insert(folder) }
    }
    return target
  }

  private func fail(_ path: String, _ error: SiteError) {
    lock.withLock { failures.append((path, error)) }
  }
}
