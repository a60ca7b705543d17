import Foundation
import Skillgraph

/// Where commands find templates: `--templates DIR`, else the shipped `Templates/`.
enum TemplateFolder {
  /// The shipped templates (`ShippedFolders.templates`).
  static var shipped: String {
    ShippedFolders.templates
  }

  /// The catalog of `explicit` when given (any failure is an error), else the shipped one, or
  /// nil when there is no shipped folder.
  static func catalog(_ explicit: String?) throws(CommandFailure) -> TemplateCatalog? {
    let folder = explicit ?? shipped
    guard explicit != nil || FileManager.default.fileExists(atPath: folder) else { return nil }
    do {
      return try TemplateCatalog(folder: folder)
    } catch {
      throw RenderCommand.failure(for: error)
    }
  }
}

/// The JSON answer of `decide` and `diagnose`: the decision, plus what each adds to it.
struct DecisionReply: Encodable {
  /// The walk's answer.
  var decision: DecisionAnswer
  /// The outcome's template, rendered (`decide --template-var`).
  var rendered: RenderedSet?
  /// The sections the outcome's links point at (`diagnose`).
  var sections: [DecisionLink]?

  enum CodingKeys: String, CodingKey {
    case rendered
    case sections
  }

  func encode(to encoder: any Encoder) throws {
    try decision.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(rendered, forKey: .rendered)
    try container.encodeIfPresent(sections, forKey: .sections)
  }
}
