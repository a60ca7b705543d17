@_spi(RawSyntax) @_spi(Testing) import SwiftSyntax

/// Walks one file's tree once and collects what ``SwiftModule`` holds.
///
/// The walk goes over the raw tree (`RawSyntax`), in the order swift-syntax's `SyntaxVisitor`
/// visits it, keeping each node's byte offset and index in the tree itself: the visitor makes a
/// node object for every node it enters (an allocation and an atomic retain and release each),
/// and the collector reads only a few of them.
struct SwiftModuleCollector {
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
  }

  /// Where `node`, which starts (its leading trivia included) at byte `offset`, is written.
  private func place(of node: RawSyntax, at offset: Int) -> SourcePlace {
    Self.place(of: node, at: offset, lines: lines, path: path)
  }

  private static func place(
    of node: RawSyntax, at offset: Int, lines: LineTable, path: String
  ) -> SourcePlace {
    let location = lines.location(of: offset + node.leadingTriviaByteLength)
    return SourcePlace(path: path, line: location.line, column: location.column)
  }

  private var currentContext: Int { contextOffset + (contextStack.last ?? 0) }

  private mutating func open(_ context: CodeContext) {
    table.open(inside: contextStack.last)
    contexts.append(context)
    contextStack.append(contexts.count - 1)
  }

  /// Records that the innermost open context refers to the name `text`, and where the name is
  /// first used (at `node`, which starts at byte `offset`).
  private mutating func reference(_ text: SyntaxText, at node: RawSyntax, offset: Int) {
    let lines = self.lines
    let path = self.path
    table.record(text, in: contextStack.last) {
      Self.place(of: node, at: offset, lines: lines, path: path)
    }
  }

  /// Walks `tree`, and gives each context the names it refers to, each once; the tree's texts
  /// are no longer needed afterwards.
  mutating func collect(_ tree: SourceFileSyntax) {
    withExtendedLifetime(tree) {
      _ = walk(tree.raw, at: 0, index: 0)
    }
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

  // MARK: The walk

  /// What to do once a node's children are walked.
  private enum Leaving {
    case nothing, type, context, variable
  }

  /// Visits `node`, which starts at byte `offset` and is number `index` in its tree, and what
  /// it holds (unless nothing in it is read); returns how many nodes it holds, itself included.
  private mutating func walk(_ node: RawSyntax, at offset: Int, index: UInt32) -> UInt32 {
    guard let layout = node.layoutView else { return 1 }
    var leaving = Leaving.nothing
    var entersChildren = true
    let syntax = SyntaxIdentifier.SyntaxIndexInTree(fromOpaque: UInt64(index))
    switch node.kind {
    case .sourceFile:
      open(
        CodeContext(
          kind: .topLevel, name: Self.fileName(of: path), signature: Self.fileName(of: path),
          labels: [], parameterNames: [],
          typeName: nil, isStatic: false, hasBody: false, syntax: syntax,
          place: place(of: node, at: offset), file: file))
    case .classDecl:
      let declaration = RawClassDeclSyntax(node)!
      enterType(
        Self.text(of: declaration.name), inherited: declaration.inheritanceClause,
        attributes: declaration.attributes)
      leaving = .type
    case .structDecl:
      let declaration = RawStructDeclSyntax(node)!
      enterType(
        Self.text(of: declaration.name), inherited: declaration.inheritanceClause,
        attributes: declaration.attributes)
      leaving = .type
    case .actorDecl:
      let declaration = RawActorDeclSyntax(node)!
      enterType(
        Self.text(of: declaration.name), inherited: declaration.inheritanceClause,
        attributes: declaration.attributes)
      leaving = .type
    case .enumDecl:
      let declaration = RawEnumDeclSyntax(node)!
      enterType(
        Self.text(of: declaration.name), inherited: declaration.inheritanceClause,
        attributes: declaration.attributes, isEnum: true)
      leaving = .type
    case .extensionDecl:
      let declaration = RawExtensionDeclSyntax(node)!
      let name =
        Self.trimmedText(declaration.extendedType.raw).split(separator: ".").last.map(String.init)
        ?? ""
      enterType(name, inherited: declaration.inheritanceClause, attributes: nil)
      leaving = .type
    case .protocolDecl:
      // NB: a protocol's requirements have no bodies; its extensions are read as extensions.
      entersChildren = false
    case .functionDecl:
      enterFunction(
        RawFunctionDeclSyntax(node)!, syntax: syntax, place: place(of: node, at: offset))
      leaving = .context
    case .initializerDecl:
      enterInitializer(
        RawInitializerDeclSyntax(node)!, syntax: syntax, place: place(of: node, at: offset))
      leaving = .context
    case .variableDecl:
      enterVariable(
        RawVariableDeclSyntax(node)!, syntax: syntax, place: place(of: node, at: offset))
      leaving = .variable
    case .enumCaseElement:
      enterEnumCase(RawEnumCaseElementSyntax(node)!)
    // NB: a bare name's token, a literal's and a modifier's hold nothing the collector records:
    // their children are not walked.
    case .declReferenceExpr:
      if let name = Self.soleToken(of: node) {
        reference(name, at: node, offset: offset)
        entersChildren = false
      } else {
        reference(RawDeclReferenceExprSyntax(node)!.baseName.tokenText, at: node, offset: offset)
      }
    case .identifierType:
      if let name = Self.soleToken(of: node) {
        reference(name, at: node, offset: offset)
        entersChildren = false
      } else {
        reference(RawIdentifierTypeSyntax(node)!.name.tokenText, at: node, offset: offset)
      }
    case .stringLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
      .nilLiteralExpr, .declModifierList:
      entersChildren = !Self.holdsOnlyTokens(node)
    case .functionCallExpr:
      enterCall(RawFunctionCallExprSyntax(node)!, syntax: syntax, at: offset)
    case .sequenceExpr:
      enterSequence(RawSequenceExprSyntax(node)!, at: offset)
    default:
      break
    }
    var count: UInt32 = 1
    if entersChildren {
      var childOffset = offset
      for child in layout.children {
        guard let child else { continue }
        count &+= walk(child, at: childOffset, index: index &+ count)
        childOffset &+= child.byteLength
      }
    } else {
      count = Self.nodeCount(node)
    }
    switch leaving {
    case .nothing: break
    case .type:
      typeStack.removeLast()
      stringEnums.removeLast()
    case .context: contextStack.removeLast()
    case .variable:
      if contextStack.count > 1, contexts[contextStack.last ?? 0].syntax == syntax {
        contextStack.removeLast()
      }
    }
    return count
  }

  /// How many nodes `node` holds, itself included (as swift-syntax numbers them: every token,
  /// missing ones too).
  private static func nodeCount(_ node: RawSyntax) -> UInt32 {
    guard let layout = node.layoutView else { return 1 }
    var count: UInt32 = 1
    for child in layout.children {
      guard let child else { continue }
      count &+= nodeCount(child)
    }
    return count
  }

  /// The byte offset of `parent`'s child in layout slot `slot`, `parent` starting at `offset`.
  private static func offset(ofSlot slot: Int, in parent: RawSyntax, at offset: Int) -> Int {
    var result = offset
    guard let layout = parent.layoutView else { return result }
    for child in layout.children.prefix(slot) { result += child?.byteLength ?? 0 }
    return result
  }

  // MARK: Files and types

  private mutating func enterType(
    _ name: String, inherited: RawInheritanceClauseSyntax?, attributes: RawAttributeListSyntax?,
    isEnum: Bool = false
  ) {
    var parents: [String] = []
    if let inherited {
      for element in inherited.inheritedTypes.layoutView.children {
        guard let element, let type = RawInheritedTypeSyntax(element) else { continue }
        parents.append(Self.trimmedText(type.type.raw))
      }
    }
    let isMain =
      attributes?.layoutView.children.contains {
        guard let raw = $0, let attribute = RawAttributeSyntax(raw) else { return false }
        return Self.trimmedText(attribute.attributeName.raw) == "main"
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

  // MARK: Contexts

  /// A token's text, as `TokenSyntax.text` gives it (a missing token's included, which the
  /// raw text leaves empty).
  private static func text(of token: RawTokenSyntax) -> String {
    token.tokenView.formKind().text
  }

  private static func isStatic(_ modifiers: RawDeclModifierListSyntax) -> Bool {
    modifiers.layoutView.children.contains {
      guard let raw = $0, let modifier = RawDeclModifierSyntax(raw) else { return false }
      let kind = modifier.name.tokenView.formKind()
      return kind == .keyword(.static) || kind == .keyword(.class)
    }
  }

  private static func parameters(_ clause: RawFunctionParameterClauseSyntax) -> (
    labels: [String], names: [String]
  ) {
    var labels: [String] = []
    var names: [String] = []
    for raw in clause.parameters.layoutView.children {
      guard let raw, let parameter = RawFunctionParameterSyntax(raw) else { continue }
      labels.append(text(of: parameter.firstName))
      names.append(text(of: parameter.secondName ?? parameter.firstName))
    }
    return (labels, names)
  }

  private mutating func enterFunction(
    _ node: RawFunctionDeclSyntax, syntax: SyntaxIdentifier.SyntaxIndexInTree, place: SourcePlace
  ) {
    let parameters = Self.parameters(node.signature.parameterClause)
    let name = Self.text(of: node.name)
    open(
      CodeContext(
        kind: .function, name: name,
        signature: name + "(" + parameters.labels.map { $0 + ":" }.joined() + ")",
        labels: parameters.labels, parameterNames: parameters.names, typeName: typeStack.last,
        isStatic: Self.isStatic(node.modifiers), hasBody: node.body != nil,
        syntax: syntax, place: place, file: file))
  }

  private mutating func enterInitializer(
    _ node: RawInitializerDeclSyntax, syntax: SyntaxIdentifier.SyntaxIndexInTree,
    place: SourcePlace
  ) {
    let parameters = Self.parameters(node.signature.parameterClause)
    open(
      CodeContext(
        kind: .initializer, name: "init",
        signature: "init(" + parameters.labels.map { $0 + ":" }.joined() + ")",
        labels: parameters.labels, parameterNames: parameters.names, typeName: typeStack.last,
        isStatic: false, hasBody: node.body != nil, syntax: syntax,
        place: place, file: file))
  }

  /// The text of a string literal without interpolation; nil for any other expression.
  private static func plainString(_ expression: RawSyntax) -> String? {
    guard let literal = RawStringLiteralExprSyntax(expression) else { return nil }
    var text = ""
    for raw in literal.segments.layoutView.children {
      guard let raw, let segment = RawStringSegmentSyntax(raw) else { return nil }
      text += String(syntaxText: segment.content.tokenText)
    }
    return text
  }

  private mutating func enterVariable(
    _ node: RawVariableDeclSyntax, syntax: SyntaxIdentifier.SyntaxIndexInTree, place: SourcePlace
  ) {
    // NB: a local variable belongs to the code around it; only members and globals are
    // contexts of their own.
    let isMember = contextStack.count == 1
    let isLet = node.bindingSpecifier.tokenView.formKind() == .keyword(.let)
    var firstName: String?
    for (position, raw) in node.bindings.layoutView.children.enumerated() {
      guard let raw, let binding = RawPatternBindingSyntax(raw),
        let pattern = RawIdentifierPatternSyntax(binding.pattern)
      else { continue }
      let name = Self.text(of: pattern.identifier)
      if position == 0 { firstName = name }
      if isLet, let value = binding.initializer?.value, let text = Self.plainString(value.raw) {
        addConstant(name, text)
      }
    }
    guard isMember, let name = firstName else { return }
    open(
      CodeContext(
        kind: .property, name: name, signature: name, labels: [], parameterNames: [],
        typeName: typeStack.last, isStatic: Self.isStatic(node.modifiers), hasBody: false,
        syntax: syntax, place: place, file: file))
  }

  private mutating func enterEnumCase(_ node: RawEnumCaseElementSyntax) {
    if let value = node.rawValue?.value, let text = Self.plainString(value.raw) {
      addConstant(Self.text(of: node.name), text)
    } else if node.rawValue == nil, stringEnums.last == true {
      let name = Self.text(of: node.name)
      addConstant(name, name)
    }
  }

  // NB: not inlined: inlined into the loop over a declaration's bindings, the insertion
  // crashes the Swift 6.3 optimizer (an ownership verification failure in CopyPropagation).
  @inline(never)
  private mutating func addConstant(_ name: String, _ text: String) {
    constants[name, default: []].insert(text)
  }

  // MARK: Uses

  /// The text of the one child `node` has, when that child is a token (a bare name: no
  /// arguments, no generic arguments, nothing the parser could not place).
  private static func soleToken(of node: RawSyntax) -> SyntaxText? {
    guard let layout = node.layoutView else { return nil }
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

  /// `node`'s text without the trivia around it, as swift-syntax's `trimmedDescription` gives
  /// it: its token's text when it is a bare name (the usual inherited or extended type).
  private static func trimmedText(_ node: RawSyntax) -> String {
    if let name = soleToken(of: node) { return String(syntaxText: name) }
    let bytes = node.syntaxTextBytes
    let start = node.leadingTriviaByteLength
    let end = max(start, bytes.count - node.trailingTriviaByteLength)
    return String(decoding: bytes[start..<end], as: UTF8.self)
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

  /// The base name of what a call calls, as ``SyntaxQueries/calleeName(_:)`` reads it.
  private static func calleeName(_ expression: RawSyntax) -> String? {
    if let reference = RawDeclReferenceExprSyntax(expression) {
      return text(of: reference.baseName)
    }
    if let member = RawMemberAccessExprSyntax(expression) {
      return text(of: member.declName.baseName)
    }
    if let specialized = RawGenericSpecializationExprSyntax(expression) {
      return calleeName(specialized.expression.raw)
    }
    return nil
  }

  private mutating func enterCall(
    _ node: RawFunctionCallExprSyntax, syntax: SyntaxIdentifier.SyntaxIndexInTree, at offset: Int
  ) {
    let called = node.calledExpression.raw
    guard let name = Self.calleeName(called) else { return }
    var labels: [String] = []
    for raw in node.arguments.layoutView.children {
      guard let raw, let argument = RawLabeledExprSyntax(raw) else { continue }
      labels.append(argument.label.map { String(syntaxText: $0.tokenText) } ?? "_")
    }
    let place: SourcePlace
    if let member = RawMemberAccessExprSyntax(called) {
      let calledOffset = Self.offset(ofSlot: 1, in: node.raw, at: offset)
      let nameOffset = Self.offset(ofSlot: 5, in: called, at: calledOffset)
      place = self.place(of: member.declName.raw, at: nameOffset)
    } else {
      place = self.place(of: node.raw, at: offset)
    }
    calls.append(
      CallSite(
        syntax: syntax, name: name, labels: labels,
        trailingClosures: (node.trailingClosure == nil ? 0 : 1)
          + node.additionalTrailingClosures.layoutView.children.count,
        context: currentContext, file: file, place: place))
  }

  private mutating func enterSequence(_ node: RawSequenceExprSyntax, at offset: Int) {
    // NB: the first two elements and whether a third follows.
    let elements = node.elements.layoutView.children
    guard elements.count >= 3, let first = elements[0], let second = elements[1],
      second.kind == .assignmentExpr, let member = RawMemberAccessExprSyntax(first)
    else { return }
    let firstOffset = Self.offset(ofSlot: 1, in: node.raw, at: offset)
    let nameOffset = Self.offset(ofSlot: 5, in: first, at: firstOffset)
    assignments.append(
      MemberAssignment(
        member: Self.text(of: member.declName.baseName), context: currentContext,
        place: place(of: member.declName.raw, at: nameOffset)))
  }
}
