import SkillgraphModel
import SkillgraphSupport

extension ContentScanner {
  /// At most this many entries are looked at when accounting for what was not read.
  static let maximumAccountedEntries = 20_000

  /// Adds a skipped entry, with why, for every Markdown file under `folder` that the scan did
  /// not read and no skipped entry covers: a folder none of whose Markdown files was read is one
  /// entry, with their count.
  func accountForUnread(in folder: String, rule: ContainedPath, scan: inout Scan) {
    var covered = Set(scan.files.map(\.path))
    covered.formUnion(scan.skipped.map(\.path))
    let isPlugin = scan.layouts.first.map { $0.kind == .plugin || $0.kind == .marketplace } ?? false
    // NB: the scan's paths are joined without doubled slashes: so is the walk's root.
    var root = folder
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    var account = UnreadAccount(
      rule: rule, read: Set(scan.files.map(\.path)), covered: covered,
      componentRoots: Set(scan.componentRoots), isPlugin: isPlugin, root: root)
    account.walk(root, depth: 0)
    scan.skipped += account.found
  }
}
