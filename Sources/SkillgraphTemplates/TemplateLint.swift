import Foundation
import SkillgraphModel

/// Checks a template set before it is ever rendered: every tag names a declared variable, no
/// tag bypasses escaping, defaults are valid and derived only from earlier variables.
package enum TemplateLint {
  package static func check(_ set: TemplateSet) throws(TemplateError) {
    let manifest = set.manifest
    let names = manifest.variables.map(\.name)
    guard Set(names).count == names.count else {
      throw .brokenTemplate("\(set.folder)/template.yml", reason: "a variable is declared twice")
    }
    for (index, variable) in manifest.variables.enumerated() {
      let earlier = Set(names[..<index])
      for tag in try tags(in: variable.default ?? "", path: "\(set.folder)/template.yml")
      where !earlier.contains(tag) {
        throw .brokenTemplate(
          "\(set.folder)/template.yml",
          reason: "the default of '\(variable.name)' uses '\(tag)', which is not declared before it"
        )
      }
      if let prefix = variable.prefixedBy, !earlier.contains(prefix) {
        throw .brokenTemplate(
          "\(set.folder)/template.yml",
          reason: "'\(variable.name)' is prefixed by undeclared '\(prefix)'")
      }
      if variable.type == .choice, variable.choices?.isEmpty ?? true {
        throw .brokenTemplate(
          "\(set.folder)/template.yml", reason: "choice '\(variable.name)' lists no choices")
      }
    }
    let declared = Set(names)
    for file in manifest.files {
      let path = "\(set.folder)/\(file.template)"
      for text in [set.templates[file.template] ?? "", file.output] {
        for tag in try tags(in: text, path: path) where !declared.contains(tag) {
          throw .brokenTemplate(path, reason: "'{{\(tag)}}' is not a declared variable")
        }
      }
      // NB: the path's own text, its tags standing for a plain name, must stay in the output
      // folder: `render` would refuse it whatever the values, and `check` says so first.
      if !TemplateSet.isSafeRelativePath(Self.withTagsAsNames(file.output)) {
        throw .brokenTemplate(
          "\(set.folder)/template.yml",
          reason: "output path '\(file.output)' leaves the output folder")
      }
    }
  }

  /// `text` with each `{{...}}` tag replaced by a plain name.
  private static func withTagsAsNames(_ text: String) -> String {
    text.replacing(/\{\{[^}]*\}\}/, with: "name")
  }

  /// The variable names used by the tags of `text`.
  package static func tags(in text: String, path: String) throws(TemplateError) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        throw .brokenTemplate(path, reason: "a '{{' is never closed")
      }
      var tag = String(rest[open.upperBound..<close.lowerBound]).trimmingCharacters(in: " ")
      rest = rest[close.upperBound...]
      if tag.hasPrefix("{") || tag.hasPrefix("&") {
        throw .brokenTemplate(path, reason: "'{{\(tag)}}' would skip escaping; use {{name}}")
      }
      if tag.hasPrefix("%") || tag.hasPrefix("=") || tag.hasPrefix(">") || tag.hasPrefix("<")
        || tag.hasPrefix("$")
      {
        throw .brokenTemplate(
          path, reason: "'{{\(tag)}}': pragmas, partials and delimiters are not supported")
      }
      if tag.hasPrefix("!") { continue }
      if let first = tag.first, "#^/".contains(first) {
        tag = String(tag.dropFirst()).trimmingCharacters(in: " ")
      }
      names.append(tag)
    }
    return names
  }
}
