import Foundation
import SkillgraphTestSupport
import Testing

@testable import Skillgraph

/// The shipped `Templates/`, rendered with defaults and with awkward values.
enum ShippedTemplates {
  static let packageRoot = PackageFolders.root
  static let folder = packageRoot.appendingPathComponent("Templates").path
  static let catalog = Result { try TemplateCatalog(folder: folder) }
  static var ids: [String] { (try? catalog.get())?.sets.map(\.manifest.id) ?? [] }

  /// Values chosen to break naive code generation: quotes, backslashes, XML characters, long names.
  static func awkwardValues(for set: TemplateSet) -> [String: String] {
    var values: [String: String] = [:]
    for variable in set.manifest.variables {
      switch variable.type {
      case .string: values[variable.name] = #"Export "Q3" \ draft <&> 'now'"#
      case .typeName:
        values[variable.name] =
          "VeryLongTypeNameForTheApp" + variable.name.prefix(1).uppercased()
          + variable.name.dropFirst() + "2"
      case .boolean: values[variable.name] = variable.default == "true" ? "false" : "true"
      case .identifier: values[variable.name] = "handle_theWorkNow2"
      case .reverseDNS: values[variable.name] = "org.example-co.app2"
      default: break
      }
    }
    return values
  }

  /// The Apple API stubs, compiled once into a temporary folder (by the first test that awaits
  /// them).
  static let stubModules = Task<String, any Error> {
    let output = TestRunFolder.url.appendingPathComponent(
      "skillgraph-stubs-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let result = try await run(
      "/bin/bash", [packageRoot.appendingPathComponent("Tests/AppleStubs/build.sh").path, output])
    guard result.status == 0 else { throw StubBuildFailure(output: result.output) }
    return output
  }

  struct StubBuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "building the Apple API stubs failed:\n\(output)" }
  }

  /// Runs a program and returns its exit status and combined output.
  static func run(_ executable: String, _ arguments: [String]) async throws -> (
    status: Int32, output: String
  ) {
    let run = try await ChildProgram(path: executable, arguments, errors: .withOutput).run()
    return (run.status, run.output)
  }

}

@Suite("Shipped templates render, type-check and agree with their Info.plist", .serialized)
struct ShippedTemplateTests {
  @Test("the templates folder loads and covers every pattern the shipped decision tree recommends")
  func catalogCoversTheTree() throws {
    let catalog = try ShippedTemplates.catalog.get()
    #expect(catalog.sets.count >= 8)
    let graph = try CorpusLoader(folders: [
      ShippedTemplates.packageRoot.appendingPathComponent("Content").path
    ]).load()
    // NB: Patterns 8 and up route to another background mode's framework (audio, location,
    // VoIP, Bluetooth, Live Activities, HealthKit, notification service extensions, Push to
    // Talk, widgets, external accessories, scheduled downloads, Picture in Picture, offline HLS,
    // Background Assets) and its documentation, not to code of ours.
    let routing = 8...21
    let problems = TemplateCoverage.diagnostics(graph: graph, catalog: catalog, requireSkills: true)
      .filter { problem in
        !(problem.identifier == "pattern-without-template"
          && routing.contains { problem.message.contains("recommends Pattern \($0),") })
      }
    #expect(problems.isEmpty, "\(problems.map(\.formatted))")
    let tree = try #require(graph.decisionTrees.first { $0.skillID == "background-processing" })
    for number in Set(tree.root.outcomes.flatMap(\.patternNumbers)) where !routing.contains(number)
    {
      #expect(
        !catalog.sets(implementingPattern: number, of: "background-processing").isEmpty,
        "Pattern \(number)")
    }
  }

  @Test("no text of a manifest is cut by a YAML comment: a plain value never holds ' #'")
  func noTextCutByAComment() throws {
    for id in ShippedTemplates.ids {
      let path = ShippedTemplates.folder + "/\(id)/template.yml"
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      for (number, line) in lines.enumerated() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let value = line[line.index(after: colon)...].drop { $0 == " " }
        guard let first = value.first, !"\"'|>".contains(first) else { continue }
        #expect(!value.contains(" #"), "\(path):\(number + 1): \(line)")
      }
    }
  }

  @Test("rendering with the defaults gives the golden files", arguments: ShippedTemplates.ids)
  func rendersGoldenFiles(id: String) throws {
    let set = try ShippedTemplates.catalog.get().set(withID: id)
    for file in try set.render([:]).files {
      try Fixtures.assertGolden(file.contents, named: "templates/\(id)/\(file.path).golden")
    }
  }

  @Test("the defaults type-check against the Apple API stubs", arguments: ShippedTemplates.ids)
  func typeChecksWithDefaults(id: String) async throws {
    let set = try ShippedTemplates.catalog.get().set(withID: id)
    try await typeCheck(set, values: [:])
  }

  @Test("awkward values type-check against the Apple API stubs", arguments: ShippedTemplates.ids)
  func typeChecksWithAwkwardValues(id: String) async throws {
    let set = try ShippedTemplates.catalog.get().set(withID: id)
    try await typeCheck(set, values: ShippedTemplates.awkwardValues(for: set))
  }

  /// Expects `set` rendered with `values` to type-check and to agree with its Info.plist.
  private func typeCheck(_ set: TemplateSet, values: [String: String]) async throws {
    let stubs = try await ShippedTemplates.stubModules.value
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let rendered = try set.render(values)
    let written = try RenderedFileWriter(folder: folder.path, force: false).write(rendered.files)
    let swiftFiles = written.filter { $0.hasSuffix(".swift") }
    try #require(!swiftFiles.isEmpty)
    let script = ShippedTemplates.packageRoot.appendingPathComponent(
      "Tests/AppleStubs/typecheck.sh"
    ).path
    let result = try await ShippedTemplates.run("/bin/bash", [script, stubs] + swiftFiles)
    #expect(
      result.status == 0,
      "\(set.manifest.id) with \(values) does not type-check:\n\(result.output)")
    try checkPropertyList(rendered, set: set)
  }

  private func checkPropertyList(_ rendered: RenderedSet, set: TemplateSet) throws {
    let plist = try #require(
      rendered.files.first { $0.language == .plist },
      "\(set.manifest.id) has no Info.plist fragment")
    let object = try PropertyListSerialization.propertyList(
      from: Data(plist.contents.utf8), format: nil)
    let dictionary = try #require(object as? [String: Any], "the fragment is not a dictionary")
    let permitted = dictionary["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
    let swift = rendered.files.filter { $0.language == .swift }.map(\.contents).joined(
      separator: "\n")
    let taskIdentifiers = rendered.values.filter { value in
      set.manifest.variables.contains { $0.name == value.name && $0.type == .taskIdentifier }
    }.map(\.value)
    for identifier in permitted {
      let literal = identifier.hasSuffix(".*") ? String(identifier.dropLast(2)) : identifier
      #expect(
        swift.contains(literal),
        "Info.plist permits '\(identifier)', which the Swift code never uses")
    }
    for identifier in taskIdentifiers {
      let listed = permitted.contains { entry in
        entry == identifier
          || (entry.hasSuffix(".*") && "\(identifier).".hasPrefix(String(entry.dropLast())))
      }
      #expect(listed, "the Swift code uses '\(identifier)', which Info.plist does not permit")
    }
  }

  @Test("an invalid value writes nothing and names the variable and the rule")
  func invalidValuesWriteNothing() throws {
    let catalog = try ShippedTemplates.catalog.get()
    let set = try #require(
      catalog.sets.first { $0.manifest.variables.contains { $0.type == .taskIdentifier } })
    let task = try #require(set.manifest.variables.first { $0.type == .taskIdentifier })
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect {
      let rendered = try set.render([task.name: "not a task id"])
      _ = try RenderedFileWriter(folder: folder.path, force: false).write(rendered.files)
    } throws: { error in
      guard case TemplateError.invalidValues(let problems) = error else { return false }
      return problems.contains { $0.variable == task.name && $0.rule.contains("reverse-DNS") }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("an existing file is not overwritten without force, and is with it")
  func existingFilesNeedForce() throws {
    let set = try #require(try ShippedTemplates.catalog.get().sets.first)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let rendered = try set.render([:])
    let first = try #require(rendered.files.first)
    try folder.write(first.path, "keep me")
    #expect(throws: TemplateError.self) {
      try RenderedFileWriter(folder: folder.path, force: false).write(rendered.files)
    }
    #expect(try String(contentsOfFile: folder.file(first.path), encoding: .utf8) == "keep me")
    for other in rendered.files.dropFirst() {
      #expect(!FileManager.default.fileExists(atPath: folder.file(other.path)))
    }
    _ = try RenderedFileWriter(folder: folder.path, force: true).write(rendered.files)
    #expect(try String(contentsOfFile: folder.file(first.path), encoding: .utf8) == first.contents)
  }
}
