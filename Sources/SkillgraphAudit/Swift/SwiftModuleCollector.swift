import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Walks one file's tree once and collects what ``SwiftModule`` holds.
final class SwiftModuleCollector: SyntaxVisitor {
  private let file: Int
  private let path: String
  private let contextOffset: Int
  private let lines: LineTable
  private(set) var contexts: [CodeContext] = []
  private(set) var calls: [CallSite] = []
  private(set) var assignments: [MemberAssignment] = []
  private(set) var constants: [String: Set<String>] = [:]
  /// The names referred to, and which context refers to which.
  private var table = ReferenceTable()
  /// The names referred to, each once, in the order first met.
  var names: [String] { table.names }
  /// Where each of `names` is first used.
  var firstUses: [SourcePlace] { table.firstUses }
  private(set) var types: [String: DeclaredType] = [:]
  /// The enclosing types' names, innermost last.
  private var typeStack: [String] = []
  /// Whether each enclosing type is an enum whose raw values are strings.
  private var stringEnums: [Bool] = []
  /// The open contexts (local indexes), innermost last; the file's top level is first.
  private var contextStack: [Int] = []

  init(file: Int, path: String, contextOffset: Int, lines: LineTable) {
    self.file = file
    self.path = path
    self.contextOffset = contextOffset
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  private func place(of node: some SyntaxProtocol) -> SourcePlace {
    let location = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return SourcePlace(path: path, line: location.line, column: location.column)
  }

  private var currentContext: Int { contextOffset + (contextStack.last ?? 0) }

  private func open(_ context: CodeContext) {
    table.open(inside: contextStack.last)
    contexts.append(context)
    contextStack.append(contexts.count - 1)
  }

  /// Records that the innermost open context refers to the name `text`, and where the name is
  /// first used (at `node`).
  private func reference(_ text: SyntaxText, at node: some SyntaxProtocol) {
    table.record(text, in: contextStack.last) { place(of: node) }
  }

  /// Walks `tree`, and gives each context the names it refers to, each once; the tree's texts
  /// are no longer needed afterwards.
  func collect(_ tree: SourceFileSyntax) {
    walk(tree)
    table.finish()
    for (index, names) in table.references.enumerated() { contexts[index].references = names }
  }

  /// The last component of `path`, as `NSString.lastPathComponent` gives it (without its cost).
  static func fileName(of path: String) -> String {
    var end = path.utf8.endIndex
    while end > path.utf8.index(after: path.utf8.startIndex),
      path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/")
    {
      end = path.utf8.index(before: end)
    }
    let trimmed = path.utf8[..<end]
    guard trimmed.count > 1, let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else {
      return String(Substring(trimmed))
    }
    return String(Substring(trimmed[trimmed.index(after: slash)...]))
  }

  // MARK: Files and types

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    open(
      CodeContext(
        kind: .topLevel, name: Self.fileName(of: path), signature: Self.fileName(of: path),
        labels: [], parameterNames: [],
        typeName: nil, isStatic: false, hasBody: false, syntax: node.id.indexInTree,
        place: place(of: node), file: file))
    return .visitChildren
  }

  private func enterType(
    _ name: String, inherited: InheritanceClauseSyntax?, attributes: AttributeListSyntax?,
    isEnum: Bool = false
  ) {
    let parents = inherited?.inheritedTypes.map { Self.trimmedText($0.type) } ?? []
    let isMain =
      attributes?.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
      }
      ?? false
    if var known = types[name] {
      known.inherited += parents
      known.isMain = known.isMain || isMain
      types[name] = known
    } else {
      types[name] = DeclaredType(name: name, inherited: parents, isMain: isMain)
    }
    typeStack.append(name)
    stringEnums.append(isEnum && parents.contains("String"))
  }

  private func leaveType() {
    typeStack.removeLast()
    stringEnums.removeLast()
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inherited: node.inheritanceClause, attributes: node.attributes)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inherited: node.inheritanceClause, attributes: node.attributes)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, inherited: node.inheritanceClause, attributes: node.attributes)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, inherited: node.inheritanceClause, attributes: node.attributes, isEnum: true)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name =
      Self.trimmedText(node.extendedType).split(separator: ".").last.map(String.init) ?? ""
    enterType(name, inherited: node.inheritanceClause, attributes: nil)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    // NB: a protocol's requirements have no bodies; its extensions are read as extensions.
    .skipChildren
  }

  // MARK: Contexts

  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  private static func parameters(_ clause: FunctionParameterClauseSyntax) -> (
    labels: [String], names: [String]
  ) {
    var labels: [String] = []
    var names: [String] = []
    for parameter in clause.parameters {
      labels.append(parameter.firstName.text)
      names.append((parameter.secondName ?? parameter.firstName).text)
    }
    return (labels, names)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = Self.parameters(node.signature.parameterClause)
    let name = node.name.text
    open(
      CodeContext(
        kind: .function, name: name,
        signature: name + "(" + parameters.labels.map { $0 + ":" }.joined() + ")",
        labels: parameters.labels, parameterNames: parameters.names, typeName: typeStack.last,
        isStatic: Self.isStatic(node.modifiers), hasBody: node.body != nil,
        syntax: node.id.indexInTree, place: place(of: node), file: file))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { contextStack.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = Self.parameters(node.signature.parameterClause)
    open(
      CodeContext(
        kind: .initializer, name: "init",
        signature: "init(" + parameters.labels.map { $0 + ":" }.joined() + ")",
        labels: parameters.labels, parameterNames: parameters.names, typeName: typeStack.last,
        isStatic: false, hasBody: node.body != nil, syntax: node.id.indexInTree,
        place: place(of: node), file: file))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { contextStack.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // NB: a local variable belongs to the code around it; only members and globals are
    // contexts of their own.
    let isMember = contextStack.count == 1
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      if isLet, let value = binding.initializer?.value.as(StringLiteralExprSyntax.self),
        value.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
      {
        let text = value.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
          .joined()
        constants[name, default: []].insert(text)
      }
    }
    guard isMember, let first = node.bindings.first,
      let name = first.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return .visitChildren }
    open(
      CodeContext(
        kind: .property, name: name, signature: name, labels: [], parameterNames: [],
        typeName: typeStack.last, isStatic: Self.isStatic(node.modifiers), hasBody: false,
        syntax: node.id.indexInTree, place: place(of: node), file: file))
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    if contextStack.count > 1, contexts[contextStack.last ?? 0].syntax == node.id.indexInTree {
      contextStack.removeLast()
    }
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    if let literal = node.rawValue?.value.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    {
      let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
        .joined()
      constants[node.name.text, default: []].insert(text)
    } else if node.rawValue == nil, stringEnums.last == true {
      constants[node.name.text, default: []].insert(node.name.text)
    }
    return .visitChildren
  }

  // MARK: Uses

  /// The text of the one child `node` has, when that child is a token (a bare name: no
  /// arguments, no generic arguments, nothing the parser could not place); read from the raw
  /// tree, without making nodes for the children.
  private static func soleToken(of node: some SyntaxProtocol) -> SyntaxText? {
    guard let layout = node.raw.layoutView else { return nil }
    var text: SyntaxText?
    for child in layout.children {
      guard let child else { continue }
      guard text == nil, let token = child.tokenView, token.presence == .present else {
        return nil
      }
      text = token.rawText
    }
    return text
  }

  /// `node`'s text without the trivia around it: its token's text when it is a bare name (the
  /// usual inherited or extended type), else swift-syntax's trimmed description, which copies
  /// the node first.
  private static func trimmedText(_ node: some SyntaxProtocol) -> String {
    if let name = soleToken(of: node) { return String(syntaxText: name) }
    return node.trimmedDescription
  }

  /// Whether the raw `node` holds nothing but tokens, string segments without interpolation
  /// and modifiers, so that no walk needs to enter it.
  private static func holdsOnlyTokens(_ node: RawSyntax) -> Bool {
    guard let layout = node.layoutView else { return true }
    for child in layout.children {
      guard let child else { continue }
      switch child.kind {
      case .token: continue
      case .stringSegment, .stringLiteralSegmentList, .declModifier, .declModifierDetail:
        guard holdsOnlyTokens(child) else { return false }
      default: return false
      }
    }
    return true
  }

  // NB: a bare name's token, a literal's and a modifier's hold nothing the collector records:
  // their children are not walked.

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.soleToken(of: node) {
      reference(name, at: node)
      return .skipChildren
    }
    reference(node.baseName.rawText, at: node)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.soleToken(of: node) {
      reference(name, at: node)
      return .skipChildren
    }
    reference(node.name.rawText, at: node)
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
    Self.holdsOnlyTokens(node.raw) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = SyntaxQueries.calleeName(node.calledExpression) else { return .visitChildren }
    calls.append(
      CallSite(
        syntax: node.id.indexInTree, name: name,
        labels: node.arguments.map { $0.label.map { String(syntaxText: $0.rawText) } ?? "_" },
        trailingClosures: (node.trailingClosure == nil ? 0 : 1)
          + node.additionalTrailingClosures.count,
        context: currentContext, file: file,
        place: node.calledExpression.as(MemberAccessExprSyntax.self).map { place(of: $0.declName) }
          ?? place(of: node)))
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // NB: the first two elements and whether a third follows, without copying them all.
    var elements = node.elements.makeIterator()
    if let first = elements.next(), let second = elements.next(), elements.next() != nil,
      second.is(AssignmentExprSyntax.self), let member = first.as(MemberAccessExprSyntax.self)
    {
      assignments.append(
        MemberAssignment(
          member: member.declName.baseName.text, context: currentContext,
          place: place(of: member.declName)))
    }
    return .visitChildren
  }
}
