import Foundation
import Mustache

/// A rendered output file.
public struct RenderedFile: Codable, Hashable, Sendable {
  /// The path relative to the output folder.
  public var path: String
  /// The language its values were escaped for.
  public var language: TemplateManifest.Language
  /// The file's text.
  public var contents: String

  /// A value with every stored property given.
  package init(path: String, language: TemplateManifest.Language, contents: String) {
    self.path = path
    self.language = language
    self.contents = contents
  }
}

/// A rendered template set: the values used and the files.
public struct RenderedSet: Codable, Hashable, Sendable {
  /// Every variable's value, in manifest order.
  public var values: [ResolvedValue]
  /// The rendered files, in manifest order.
  public var files: [RenderedFile]

  /// A value with every stored property given.
  package init(values: [ResolvedValue], files: [RenderedFile]) {
    self.values = values
    self.files = files
  }
}

/// The values a set was rendered with, after defaults and validation.
public struct ResolvedValue: Codable, Hashable, Sendable {
  /// The variable's name.
  public var name: String
  /// The value as text.
  public var value: String
  /// Whether the value came from the default.
  public var isDefault: Bool

  /// A value with every stored property given.
  package init(name: String, value: String, isDefault: Bool) {
    self.name = name
    self.value = value
    self.isDefault = isDefault
  }
}

extension TemplateSet {
  /// Resolves every variable from `assignments` or its (derived) default, and validates all of
  /// them; every invalid value is reported at once.
  public func resolve(_ assignments: [String: String]) throws(TemplateError) -> [ResolvedValue] {
    let names = manifest.variables.map(\.name)
    for name in assignments.keys.sorted() where !names.contains(name) {
      throw .unknownVariable(name, template: manifest.id, known: names)
    }
    var resolved: [ResolvedValue] = []
    var raw: [String: any Sendable] = [:]
    var problems: [InvalidValue] = []
    for variable in manifest.variables {
      let given = assignments[variable.name]
      let text: String
      if let given { text = given } else { text = try derivedDefault(variable, values: raw) }
      switch VariableValidator.value(of: text, for: variable) {
      case .success(let value):
        raw[variable.name] = value
        resolved.append(ResolvedValue(name: variable.name, value: text, isDefault: given == nil))
      case .failure(let problem):
        problems.append(problem)
        continue
      }
      if let prefix = variable.prefixedBy, let base = raw[prefix] as? String,
        !text.hasPrefix("\(base).")
      {
        problems.append(
          InvalidValue(
            variable: variable.name, value: text,
            rule:
              "must start with '\(base).' (the value of \(prefix)) to match the Info.plist identifiers"
          ))
      }
    }
    // NB: two type variables with one name would declare the same type twice.
    var typeNames: [String: String] = [:]
    let named = namedTypes
    for variable in manifest.variables where variable.type == .typeName {
      guard let value = resolved.first(where: { $0.name == variable.name })?.value else { continue }
      if named.contains(value) {
        problems.append(
          InvalidValue(
            variable: variable.name, value: value,
            rule: "is a type the generated code uses, which this name would shadow"))
      } else if let other = typeNames[value] {
        problems.append(
          InvalidValue(
            variable: variable.name, value: value, rule: "is already the name of \(other)"))
      }
      typeNames[value] = variable.name
    }
    guard problems.isEmpty else { throw .invalidValues(problems) }
    return resolved
  }

  /// Renders every file with `assignments` (validated first; nothing renders when one is bad).
  public func render(_ assignments: [String: String]) throws(TemplateError) -> RenderedSet {
    let values = try resolve(assignments)
    var context: [String: Any] = [:]
    for value in values {
      let variable = manifest.variables.first { $0.name == value.name }!
      if case .success(let typed) = VariableValidator.value(of: value.value, for: variable) {
        context[value.name] = typed
      }
    }
    _ = TemplateManifest.Language.registration
    var files: [RenderedFile] = []
    for file in manifest.files {
      let path = try renderText(
        file.output, language: .text, context: context, name: "\(folder)/template.yml")
      guard Self.isSafeRelativePath(path) else {
        // NB: when the path is made of variables, their values are to blame, not the template.
        let named = values.filter { file.output.contains("{{\($0.name)}}") }
        guard named.isEmpty else {
          throw .invalidValues(
            named.map {
              InvalidValue(
                variable: $0.name, value: $0.value,
                rule:
                  "makes the output path '\(path)' leave the output folder or hold control characters"
              )
            })
        }
        throw .brokenTemplate(
          "\(folder)/template.yml", reason: "output path '\(path)' leaves the output folder")
      }
      let text = try renderText(
        templates[file.template] ?? "", language: file.language, context: context,
        name: "\(folder)/\(file.template)")
      files.append(RenderedFile(path: path, language: file.language, contents: text))
    }
    return RenderedSet(values: values, files: files)
  }

  private func derivedDefault(_ variable: TemplateVariable, values: [String: any Sendable])
    throws(TemplateError) -> String
  {
    guard let template = variable.default else {
      return ""
    }
    guard template.contains("{{") else { return template }
    return try renderText(
      template, language: .text, context: values, name: "\(folder)/template.yml")
  }

  private func renderText(
    _ text: String, language: TemplateManifest.Language, context: [String: Any], name: String
  ) throws(TemplateError) -> String {
    _ = TemplateManifest.Language.registration
    do {
      return try MustacheTemplate(string: language.pragma + text).render(context)
    } catch {
      throw .brokenTemplate(name, reason: "Mustache: \(error)")
    }
  }

  package static func isSafeRelativePath(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
      && !path.contains("\0")
  }
}
