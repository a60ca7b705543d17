import Foundation
import SkillgraphSupport
import SwiftParser
import SwiftSyntax

/// The Swift sources of one target, parsed once with swift-syntax, and what the analyses ask
/// of them: call sites with their arguments, the contexts code runs in and what each refers to,
/// string constants, assignments to members, and the types and names used.
struct SwiftModule {
  /// The files (absolute paths), in order.
  var paths: [String] = []
  /// Every context.
  var contexts: [CodeContext] = []
  /// Every call.
  private(set) var calls: [CallSite] = []
  /// The indexes of the calls, by the name they call, in order.
  private var callsByName: [String: [Int]] = [:]
  /// Assignments to members.
  var assignments: [MemberAssignment] = []
  /// String constants (`let NAME = "text"`, enum cases with string raw values), by name.
  var constants: [String: Set<String>] = [:]
  /// Every name a context refers to, each once; contexts' references index these.
  private(set) var names: [String] = []
  /// The index of each of `names`.
  private var nameIndexes: [String: Int32] = [:]
  /// Where each of `names` (a type or value name) is first used.
  private var firstUses: [SourcePlace] = []
  /// The declared types, by name.
  var types: [String: DeclaredType] = [:]
  /// The trees of the files, parsed again for the analyses that read syntax.
  let trees: SourceTrees

  /// The module of the Swift files at `paths`, read through `files` and parsed once per audit
  /// (`cache` keeps what each file's walk collected for the other targets that list it); a file
  /// that cannot be read is left out. `words`, when given, keeps the bytes of each file read, so
  /// that its search reads no file twice.
  init(
    paths: [String], files: ProjectFiles, cache: inout [String: SwiftFileIndex],
    words: ProjectWords? = nil
  ) {
    trees = SourceTrees(files: files)
    // NB: the files not parsed yet are parsed on every core (each parse stands alone), then
    // taken in path order, so that the module is the same as a parse one file at a time.
    let missing = paths.filter { cache[$0] == nil }
    let read = parallelMap(missing.count) { position -> (data: Data, index: SwiftFileIndex)? in
      guard let data = files.data(missing[position]) else { return nil }
      let source = String(decoding: data, as: UTF8.self)
      return (data, SwiftFileIndex(source: source, path: missing[position]))
    }
    for (path, found) in zip(missing, read) {
      guard let found else { continue }
      words?.keep(found.data, of: path)
      cache[path] = found.index
    }
    let indexes = paths.compactMap { cache[$0] }
    // NB: the module's arrays are made once at their size, not grown file by file (each
    // growth copies them into fresh memory).
    contexts.reserveCapacity(indexes.reduce(0) { $0 + $1.contexts.count })
    calls.reserveCapacity(indexes.reduce(0) { $0 + $1.calls.count })
    assignments.reserveCapacity(indexes.reduce(0) { $0 + $1.assignments.count })
    self.paths.reserveCapacity(indexes.count)
    for index in indexes { add(index) }
  }

  /// Adds one parsed file, its contexts and calls numbered after those already held.
  mutating func add(_ index: SwiftFileIndex) {
    let file = paths.count
    let offset = contexts.count
    paths.append(index.path)
    let renamed = index.names.indices.map { local in
      let name = index.names[local]
      if let known = nameIndexes[name] { return known }
      let added = Int32(names.count)
      names.append(name)
      nameIndexes[name] = added
      firstUses.append(index.firstUses[local])
      return added
    }
    // NB: appended one by one: a mapped copy appended after would copy each value twice.
    for var context in index.contexts {
      context.file = file
      for position in context.references.indices {
        context.references[position] = renamed[Int(context.references[position])]
      }
      contexts.append(context)
    }
    for var call in index.calls {
      call.file = file
      call.context += offset
      callsByName[call.name, default: []].append(calls.count)
      calls.append(call)
    }
    for var assignment in index.assignments {
      assignment.context += offset
      assignments.append(assignment)
    }
    for (name, values) in index.constants { constants[name, default: []].formUnion(values) }
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

  /// Where the type or value `name` is first used; nil when no code refers to it.
  func firstUse(of name: String) -> SourcePlace? {
    nameIndexes[name].map { firstUses[Int($0)] }
  }

  /// The index of `name` among ``names``; nil when no code refers to it.
  func nameIndex(_ name: String) -> Int32? { nameIndexes[name] }

  /// The names `context` refers to.
  func names(referencedBy context: CodeContext) -> [String] {
    context.references.map { names[Int($0)] }
  }

  /// Whether `context` refers to `name`.
  func context(_ context: CodeContext, refersTo name: String) -> Bool {
    nameIndexes[name].map(context.references.contains) ?? false
  }

  /// Whether `context` refers to one of `names`.
  func context(_ context: CodeContext, refersToAnyOf names: Set<String>) -> Bool {
    let wanted = Set(names.compactMap { nameIndexes[$0] })
    return context.references.contains(where: wanted.contains)
  }

  /// Where `node`, of the tree of `file` that ``trees`` holds, starts.
  func place(of node: some SyntaxProtocol, file: Int) -> SourcePlace {
    let location = trees.parsed(paths[file]).lines.location(
      of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return SourcePlace(path: paths[file], line: location.line, column: location.column)
  }

  /// Where `node` ends (its last token, such as a closing brace).
  func endPlace(of node: some SyntaxProtocol, file: Int) -> SourcePlace {
    guard let last = node.lastToken(viewMode: .sourceAccurate) else {
      return place(of: node, file: file)
    }
    return place(of: last, file: file)
  }

  /// The syntax of `call`; nil when its file can no longer be read as it was.
  func node(of call: CallSite) -> FunctionCallExprSyntax? {
    trees.node(call.syntax, in: paths[call.file], as: FunctionCallExprSyntax.self)
  }

  /// The declaration (or the file, for top-level code) of `context`.
  func node(of context: CodeContext) -> Syntax? {
    trees.node(context.syntax, in: paths[context.file], as: Syntax.self)
  }

  /// The statements of the body of `context`, a function or an initializer.
  func body(of context: CodeContext) -> CodeBlockItemListSyntax? {
    guard context.hasBody, let node = node(of: context) else { return nil }
    if let function = node.as(FunctionDeclSyntax.self) { return function.body?.statements }
    return node.as(InitializerDeclSyntax.self)?.body?.statements
  }

  /// The expression `call` passes for `label` under `signature` (a trailing closure included).
  func argument(_ label: String, of call: CallSite, under signature: CallSignature) -> ExprSyntax? {
    node(of: call).flatMap { SyntaxQueries.argument(label, of: $0, under: signature) }
  }

  /// The calls matching `signature`.
  func calls(matching signature: CallSignature) -> [CallSite] {
    callIndexes(matchingAnyOf: [signature]).map { calls[$0] }
  }

  /// The indexes of the calls matching any of `signatures`, in order: only the calls of each
  /// signature's name are tested, where they are held (a copy of each call, its name, labels
  /// and path retained, then released, cost more than the test).
  func callIndexes(matchingAnyOf signatures: [CallSignature]) -> [Int] {
    var result: [Int] = []
    for signature in signatures {
      guard let named = callsByName[signature.name] else { continue }
      for index in named where calls[index].matches(signature) { result.append(index) }
    }
    guard signatures.count > 1 else { return result }
    // NB: a call may match more than one signature: once, in order.
    result.sort()
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for index in result where unique.last != index { unique.append(index) }
    return unique
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
