import Skillgraph

extension RenderAnswer {
  /// Prints the answer: the JSON envelope, the paths written, or each file under its path.
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

extension TemplateListing {
  /// Prints the templates and their variables, or the JSON envelope.
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
