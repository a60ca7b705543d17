import Foundation
import SkillgraphIngest
public import SkillgraphTemplates

/// Where commands find templates: `--templates DIR`, else the shipped `Templates/`.
public enum TemplateFolder {
  /// The shipped templates (`ShippedFolders.templates`).
  public static var shipped: String {
    ShippedFolders.templates
  }

  /// The catalog of `explicit` when given (any failure is an error), else the shipped one, or
  /// nil when there is no shipped folder.
  public static func catalog(_ explicit: String?) throws(SkillgraphError) -> TemplateCatalog? {
    let folder = explicit ?? shipped
    guard explicit != nil || FileManager.default.fileExists(atPath: folder) else { return nil }
    do {
      return try TemplateCatalog(folder: folder)
    } catch {
      throw .template(error)
    }
  }
}
