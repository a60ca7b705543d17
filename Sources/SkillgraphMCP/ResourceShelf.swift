import Foundation
import MCP
import Skillgraph

/// The collection as MCP resources: every skill under `skillgraph://skill/ID`, and any entity
/// (a section, a pattern, a decision tree or outcome) through the template
/// `skillgraph://entity/{id}`, each read as its Markdown.
struct ResourceShelf: Sendable {
  /// What the resources are read from.
  var service: SkillgraphService
  /// Runs the calls off the message loop.
  var calls = ServiceCalls()

  /// The scheme and kinds of the URIs.
  static let skillPrefix = "skillgraph://skill/"
  static let entityPrefix = "skillgraph://entity/"

  /// MCP's code for a resource that does not exist.
  static let notFoundCode = -32002

  /// The template that reads any entity.
  static let templates = [
    MCP.Resource.Template(
      uriTemplate: entityPrefix + "{id}", name: "entity", title: "An entity by its ID",
      description:
        "Any entity as Markdown: a skill (`background-processing`), a section "
        + "(`skill#slug`), a pattern (`skill/pattern-2`), a decision tree (`skill/tree-1`) or "
        + "outcome; the ID as the tools give it, percent-encoded (`#` is `%23`).",
      mimeType: "text/markdown")
  ]

  /// The URI of the entity `id`.
  static func uri(ofEntity id: String) -> String {
    entityPrefix + Self.encoded(id)
  }

  /// Every skill of the collection, as a resource.
  func list() async throws -> [MCP.Resource] {
    let service = self.service
    let catalog: Catalog
    do {
      catalog = try await calls.value { () throws(SkillgraphError) in
        try service.catalog(CatalogRequest(parts: [.skills]))
      }
    } catch {
      throw MCPError.internalError(error.toolMessage)
    }
    return catalog.skills.map { skill in
      MCP.Resource(
        name: skill.id, uri: Self.skillPrefix + Self.encoded(skill.id), title: skill.title,
        description: Self.firstSentence(of: skill.description), mimeType: "text/markdown")
    }
  }

  /// The Markdown of the resource at `uri`.
  func read(_ uri: String) async throws -> ReadResource.Result {
    let id = try Self.id(in: uri)
    let service = self.service
    let detail: EntityDetail
    do {
      detail = try await calls.value { () throws(SkillgraphError) in try service.show(id) }
    } catch {
      guard error.code == "not-found" else { throw MCPError.internalError(error.toolMessage) }
      throw MCPError.serverError(code: Self.notFoundCode, message: error.toolMessage)
    }
    return ReadResource.Result(contents: [
      .text(detail.markdown, uri: uri, mimeType: "text/markdown")
    ])
  }

  /// The IDs of the collection's entities that start with `prefix`, at most `limit`, sorted.
  func completions(prefix: String, limit: Int = 100) async -> (values: [String], total: Int) {
    let service = self.service
    let ids: [String] =
      (try? await calls.value { () throws(SkillgraphError) -> [String] in
        var ids: [String] = []
        for kind in EntityKind.allCases { ids += try service.list(kind: kind).items.map(\.id) }
        return ids
      }) ?? []
    let matching = ids.filter { $0.hasPrefix(prefix) }.sorted()
    return (Array(matching.prefix(limit)), matching.count)
  }

  /// The entity ID a URI of this shelf names; throws `-32002` for any other URI.
  static func id(in uri: String) throws -> String {
    for prefix in [skillPrefix, entityPrefix] where uri.hasPrefix(prefix) {
      let encoded = String(uri.dropFirst(prefix.count))
      if let id = encoded.removingPercentEncoding, !id.isEmpty { return id }
    }
    throw MCPError.serverError(
      code: notFoundCode,
      message: "no resource '\(uri.prefix(200))': this server's resources are "
        + "\(skillPrefix)ID and \(entityPrefix)ID")
  }

  private static func encoded(_ id: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id
  }

  /// The first sentence of `text`, at most 200 characters: what a client lists beside a name.
  static func firstSentence(of text: String) -> String {
    let end = text.range(of: ". ").map { text[..<$0.lowerBound] + "." } ?? Substring(text)
    return end.count <= 200 ? String(end) : String(end.prefix(199)) + "…"
  }
}
