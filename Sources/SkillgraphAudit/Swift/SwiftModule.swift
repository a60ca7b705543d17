import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift sources of one target, parsed once with swift-syntax, and what the analyses ask
/// of them: call sites with their arguments, the contexts code runs in and what each refers to,
/// string constants, assignments to members, and the types and names used.
struct SwiftModule {
  /// The files (absolute paths), in order.
  var paths: [String] = []
  /// Each file's tree.
  var trees: [SourceFileSyntax] = []
  /// Each file's location converter.
  var converters: [SourceLocationConverter] = []
  /// Every context.
  var contexts: [CodeContext] = []
  /// Every call.
  var calls: [CallSite] = []
  /// Assignments to members.
  var assignments: [MemberAssignment] = []
  /// String constants (`let NAME = "text"`, enum cases with string raw values), by name.
  var constants: [String: Set<String>] = [:]
  /// Where each type or value name is first used, by name.
  var firstUse: [String: SourcePlace] = [:]
  /// The declared types, by name.
  var types: [String: DeclaredType] = [:]

  /// The module of the Swift files at `paths`, read through `files` and parsed once per audit
  /// (`cache` keeps each file's parse for the other targets that list it); a file that cannot
  /// be read is left out.
  init(paths: [String], files: ProjectFiles, cache: inout [String: SwiftFileIndex]) {
    for path in paths {
      if let index = cache[path] {
        add(index)
      } else if let text = files.text(path) {
        let index = SwiftFileIndex(source: text, path: path)
        cache[path] = index
        add(index)
      }
    }
  }

  /// Adds one file's source.
  mutating func add(source: String, path: String) {
    add(SwiftFileIndex(source: source, path: path))
  }

  /// Adds one parsed file, its contexts and calls numbered after those already held.
  mutating func add(_ index: SwiftFileIndex) {
    let file = paths.count
    let offset = contexts.count
    paths.append(index.path)
    trees.append(index.tree)
    converters.append(index.converter)
    contexts += index.contexts.map { context in
      var context = context
      context.file = file
      return context
    }
    calls += index.calls.map { call in
      var call = call
      call.file = file
      call.context += offset
      return call
    }
    assignments += index.assignments.map { assignment in
      var assignment = assignment
      assignment.context += offset
      return assignment
    }
    for (name, values) in index.constants { constants[name, default: []].formUnion(values) }
    for (name, place) in index.firstUse where firstUse[name] == nil { firstUse[name] = place }
    for (name, type) in index.types {
      if var known = types[name] {
        known.inherited += type.inherited
        known.isMain = known.isMain || type.isMain
        types[name] = known
      } else {
        types[name] = type
      }
    }
  }

  /// Where `node` starts.
  func place(of node: some SyntaxProtocol, file: Int) -> SourcePlace {
    let location = node.startLocation(converter: converters[file])
    return SourcePlace(path: paths[file], line: location.line, column: location.column)
  }

  /// Where `node` ends (its last token, such as a closing brace).
  func endPlace(of node: some SyntaxProtocol, file: Int) -> SourcePlace {
    guard let last = node.lastToken(viewMode: .sourceAccurate) else {
      return place(of: node, file: file)
    }
    return place(of: last, file: file)
  }

  /// The calls matching `signature`.
  func calls(matching signature: CallSignature) -> [CallSite] {
    calls.filter { $0.matches(signature) }
  }

  /// The string values `expression` can have: a literal without interpolation, or a constant
  /// of the module with one value; nil when it cannot be told.
  func stringValue(of expression: ExprSyntax) -> String? {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += piece.content.text
      }
      return text
    }
    var name: String?
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      if name == "rawValue", let base = member.base?.as(MemberAccessExprSyntax.self) {
        name = base.declName.baseName.text
      }
    }
    guard let name, let values = constants[name], values.count == 1 else { return nil }
    return values.first
  }
}

extension SwiftModule {
  /// Parses `source` and drops the tree: the parse alone, for measuring.
  static func parseOnly(_ source: String) {
    let tree = Parser.parse(source: source)
    withExtendedLifetime(tree) {}
  }
}
