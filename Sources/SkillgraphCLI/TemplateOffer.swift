import Foundation
import Skillgraph

/// The offer at the end of `ask`: render the outcome's template, asking for each variable with
/// its default and validating it at once, then write the files into a folder, never replacing a
/// file without asking.
struct TemplateOffer {
  /// What the offer produced.
  struct Result {
    /// The values rendered with.
    var values: [ResolvedValue]
    /// The files written (empty when printed instead).
    var written: [String]
  }

  let set: TemplateSet
  let prompt: TerminalPrompt
  let console: Console
  /// Values offered as defaults (the answers file's `variables`).
  var presets: [String: String]

  /// Runs the offer; nil when declined. The input closing at the first question declines it;
  /// later it is thrown.
  func run() throws(SessionStop) -> Result? {
    let manifest = set.manifest
    prompt.say("")
    do {
      let question = "Render the template \(manifest.id) (\(manifest.title)) with your own names?"
      guard try prompt.confirm(question, default: true) else { return nil }
    } catch .inputClosed {
      prompt.say(prompt.dim("Input closed: nothing rendered."))
      return nil
    }
    var values: [String: String] = [:]
    for variable in manifest.variables {
      values[variable.name] = try ask(variable, given: values)
    }
    let rendered: RenderedSet
    do {
      rendered = try set.render(values)
    } catch {
      prompt.say(prompt.red(error.description))
      return nil
    }
    let names = rendered.files.map(\.path).joined(separator: ", ")
    guard try prompt.confirm("Write \(names) into a folder?", default: true) else {
      for file in rendered.files {
        console.write(console.bold("// ==== \(file.path) ===="))
        console.write(file.contents)
      }
      return Result(values: rendered.values, written: [])
    }
    return Result(values: rendered.values, written: try write(rendered.files))
  }

  /// Asks for one variable until its value is valid.
  private func ask(_ variable: TemplateVariable, given values: [String: String])
    throws(SessionStop) -> String
  {
    var kind = variable.type.rawValue
    if let choices = variable.choices { kind += ": " + choices.joined(separator: ", ") }
    prompt.sayWrapped(
      "\(variable.name) (\(kind))" + (variable.help.map { ": \($0)" } ?? ""), style: prompt.dim)
    let fallback = presets[variable.name] ?? derivedDefault(of: variable, values: values)
    while true {
      let value = try prompt.text(variable.name, default: fallback)
      guard let problem = problem(with: value, for: variable, given: values) else { return value }
      prompt.say(prompt.red(problem))
    }
  }

  /// Why `value` is invalid for `variable`, given the earlier values; nil when it is valid.
  func problem(with value: String, for variable: TemplateVariable, given values: [String: String])
    -> String?
  {
    var assignments = values
    assignments[variable.name] = value
    do {
      _ = try set.resolve(assignments)
      return nil
    } catch {
      guard case .invalidValues(let problems) = error else { return error.description }
      // NB: later variables still hold their defaults; only this variable's problems count now.
      let own = problems.filter { $0.variable == variable.name }
      return own.isEmpty ? nil : own.map(\.description).joined(separator: "\n")
    }
  }

  /// The default with `{{name}}` replaced by the values given so far.
  func derivedDefault(of variable: TemplateVariable, values: [String: String]) -> String {
    var text = variable.default ?? ""
    for (name, value) in values {
      text = text.replacingOccurrences(of: "{{\(name)}}", with: value)
        .replacingOccurrences(of: "{{ \(name) }}", with: value)
    }
    return text
  }

  /// Writes into a folder the user names; asks before replacing files, offers another folder.
  private func write(_ files: [RenderedFile]) throws(SessionStop) -> [String] {
    var folder = try prompt.text("Folder", default: set.manifest.id)
    while true {
      let path = (folder as NSString).expandingTildeInPath
      switch attempt(files, into: path, force: false) {
      case .success(let written):
        return report(written)
      case .failure(.fileExists(let existing)):
        prompt.say("These files exist: \(existing.joined(separator: ", "))")
        if try prompt.confirm("Replace them?", default: false) {
          switch attempt(files, into: path, force: true) {
          case .success(let written): return report(written)
          case .failure(let error): prompt.say(prompt.red(error.description))
          }
        }
      case .failure(let error):
        prompt.say(prompt.red(error.description))
      }
      folder = try prompt.text("Nothing written. Another folder (Enter to skip)", default: "")
      if folder.isEmpty { return [] }
    }
  }

  private func attempt(_ files: [RenderedFile], into folder: String, force: Bool)
    -> Swift.Result<
      [String], TemplateError
    >
  {
    do {
      return .success(try RenderedFileWriter(folder: folder, force: force).write(files))
    } catch {
      return .failure(error)
    }
  }

  private func report(_ written: [String]) -> [String] {
    written.forEach { console.write("Wrote \($0)") }
    prompt.say(prompt.green("Wrote \(written.count) files."))
    return written
  }
}
