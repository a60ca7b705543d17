import Foundation
import Skillgraph

/// The template renderer with hostile variable values.
public enum FuzzTemplates {
  /// The shipped sets, from `SKILLGRAPH_TEMPLATES` (default `Templates` in the current folder).
  static let catalog: TemplateCatalog = {
    let folder = ProcessInfo.processInfo.environment["SKILLGRAPH_TEMPLATES"] ?? "Templates"
    guard let catalog = try? TemplateCatalog(folder: folder), !catalog.sets.isEmpty else {
      FuzzCheck.fail("no template sets in \(folder); set SKILLGRAPH_TEMPLATES")
    }
    return catalog
  }()

  /// The first byte picks a set; the lines after it are values for its variables in order (an
  /// empty line keeps the default). A rendered set must stay in proportion to its values, and
  /// every property list it renders must parse.
  public static func render(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard size > 0 else { return }
    let set = catalog.sets[Int(data[0]) % catalog.sets.count]
    let values = FuzzCheck.text(data + 1, size - 1).split(
      separator: "\n", omittingEmptySubsequences: false)
    var assignments: [String: String] = [:]
    for (variable, value) in zip(set.manifest.variables, values) where !value.isEmpty {
      assignments[variable.name] = String(value)
    }
    guard let rendered = try? set.render(assignments) else { return }
    var total = 0
    for file in rendered.files {
      total += file.contents.utf8.count
      guard file.language == .plist else { continue }
      let wrapped =
        file.contents.contains("<plist")
        ? file.contents
        : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
          + file.contents + "\n</dict></plist>\n"
      do {
        _ = try PropertyListSerialization.propertyList(
          from: Data(wrapped.utf8), options: [], format: nil)
      } catch {
        FuzzCheck.fail("\(set.manifest.id) rendered \(file.path) that does not parse: \(error)")
      }
    }
    FuzzCheck.bound(total, input: size, factor: 40, slack: 200_000, "\(set.manifest.id)")
  }
}
