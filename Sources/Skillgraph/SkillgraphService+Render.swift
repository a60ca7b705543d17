import SkillgraphTemplates

extension SkillgraphService {
  /// Renders a template with the request's variables, every one validated first; writes the
  /// files when the request names a folder.
  public func render(_ request: RenderRequest) throws(CommandFailure) -> RenderAnswer {
    let catalog = try requiredTemplates()
    // NB: an empty output folder (an unset shell variable) would write into "/".
    if request.output?.isEmpty == true { throw .usage("the output must name a folder") }
    do {
      let set = try catalog.set(withID: request.template)
      let rendered = try set.render(request.variables)
      var written: [String] = []
      if let output = request.output {
        written = try RenderedFileWriter(folder: output, force: request.replacesFiles)
          .write(rendered.files)
      }
      return RenderAnswer(set: set, rendered: rendered, written: written)
    } catch {
      throw .template(error, given: request.variables)
    }
  }

  /// Every template with its variables.
  public func templates() throws(CommandFailure) -> TemplateListing {
    TemplateListing(catalog: try requiredTemplates())
  }

  private func requiredTemplates() throws(CommandFailure) -> TemplateCatalog {
    guard let catalog = try templateCatalog() else {
      throw .io("no templates folder: give one (looked for \(TemplateFolder.shipped))")
    }
    return catalog
  }
}
