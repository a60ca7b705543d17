import SkillgraphTemplates

extension SkillgraphService {
  /// Renders a template with the request's variables, every one validated first; writes the
  /// files when the request names a folder.
  public func render(_ request: RenderRequest) throws(SkillgraphError) -> RenderAnswer {
    let catalog = try requiredTemplates()
    // NB: an empty output folder (an unset shell variable) would write into "/".
    if request.output?.isEmpty == true {
      throw .invalidArgument("output", reason: "the output must name a folder")
    }
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
      throw SkillgraphError.template(error, given: request.variables)
    }
  }

  /// Every template set with its variables; a folder that holds none is not found.
  public func templates() throws(SkillgraphError) -> TemplateListing {
    let catalog = try requiredTemplates()
    guard !catalog.sets.isEmpty else {
      throw .noTemplates(folder: settings.templates ?? TemplateFolder.shipped)
    }
    return TemplateListing(catalog: catalog)
  }

  private func requiredTemplates() throws(SkillgraphError) -> TemplateCatalog {
    guard let catalog = try templateCatalog() else {
      throw .noTemplatesFolder(lookedFor: TemplateFolder.shipped)
    }
    return catalog
  }
}
