import Skillgraph

/// What `render` prints: the files (or where they were written), as text or JSON.
struct RenderAnswer: Encodable {
  struct TemplateSummary: Encodable {
    var id: String
    var title: String
    var implements: TemplateManifest.Implements
  }

  var template: TemplateSummary
  var values: [ResolvedValue]
  var files: [RenderedFile]
  var written: [String]

  init(set: TemplateSet, rendered: RenderedSet, written: [String]) {
    template = TemplateSummary(
      id: set.manifest.id, title: set.manifest.title, implements: set.manifest.implements)
    values = rendered.values
    files = rendered.files
    self.written = written
  }

  func print(console: Console, json: Bool) {
    if json {
      console.write(JSONEnvelope(command: RenderCommand.jsonName, data: self).encoded())
      return
    }
    if !written.isEmpty {
      written.forEach { console.write($0) }
      console.warn("wrote \(written.count) files for \(template.id)")
      return
    }
    for file in files {
      console.write(console.bold("// ==== \(file.path) ===="))
      console.write(file.contents)
    }
  }
}

/// What `render --list` prints: each template and its variables.
struct TemplateListing: Encodable {
  var templates: [TemplateManifest]

  init(catalog: TemplateCatalog) {
    templates = catalog.sets.map(\.manifest)
  }

  func print(console: Console, json: Bool) {
    if json {
      console.write(JSONEnvelope(command: RenderCommand.jsonName, data: self).encoded())
      return
    }
    for manifest in templates {
      let implements =
        manifest.implements.pattern.map { "Pattern \($0)" } ?? manifest.implements.section ?? ""
      console.write(
        "\(console.bold(manifest.id))  \(manifest.title) (\(manifest.implements.skill) \(implements))"
      )
      for variable in manifest.variables {
        let fallback = variable.default.map { " = \($0)" } ?? ""
        console.write(
          "    \(variable.name): \(variable.type.rawValue)\(fallback)  \(variable.help ?? "")")
      }
    }
  }
}
