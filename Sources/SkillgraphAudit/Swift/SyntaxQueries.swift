import SwiftSyntax

/// Small questions asked of syntax trees.
enum SyntaxQueries {
  /// The base name of what a call calls: `f` in `f(x)`, `g` in `a.b.g(x)`, `T` in `T(x)`;
  /// nil for a call of a closure or a subscript result.
  static func calleeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return calleeName(specialized.expression)
    }
    return nil
  }

  /// Whether `node` refers to any of `names` as a value (not as a member's name), closures
  /// included.
  static func mentions(_ node: some SyntaxProtocol, _ names: Set<String>) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text), .dollarIdentifier(let text):
        guard names.contains(text), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { continue }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          continue
        }
        return true
      case .keyword(.self):
        if names.contains("self") { return true }
      default:
        continue
      }
    }
    return false
  }

  /// The calls in `node`, not looking inside closures.
  static func callsOutsideClosures(_ node: Syntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var pending: [Syntax] = [node]
    while let current = pending.popLast() {
      if current.is(ClosureExprSyntax.self) { continue }
      if let call = current.as(FunctionCallExprSyntax.self) { result.append(call) }
      pending += current.children(viewMode: .sourceAccurate)
    }
    return result
  }

  /// The closures directly in `node`: not those nested inside another closure.
  static func outermostClosures(_ node: Syntax) -> [ClosureExprSyntax] {
    var result: [ClosureExprSyntax] = []
    var pending: [Syntax] = Array(node.children(viewMode: .sourceAccurate))
    if let closure = node.as(ClosureExprSyntax.self) { return [closure] }
    while let current = pending.popLast() {
      if let closure = current.as(ClosureExprSyntax.self) {
        result.append(closure)
        continue
      }
      pending += current.children(viewMode: .sourceAccurate)
    }
    return result
  }

  /// The names a closure gives its parameters (`task` in `{ task in ... }`, `$0` otherwise).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return ["$0"] }
    switch clause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let list):
      return list.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
  }

  /// The member a closure is assigned to (`expirationHandler` in `task.expirationHandler = {`).
  static func assignedMember(of closure: ClosureExprSyntax) -> String? {
    guard let list = closure.parent?.as(ExprListSyntax.self),
      list.parent?.is(SequenceExprSyntax.self) == true
    else { return nil }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == closure.id }), index >= 2,
      elements[index - 1].is(AssignmentExprSyntax.self),
      let member = elements[index - 2].as(MemberAccessExprSyntax.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// The signature-like text of a call: its name and explicit labels.
  static func labels(of call: FunctionCallExprSyntax) -> [String] {
    call.arguments.map { $0.label?.text ?? "_" }
  }

  /// The expression passed for `label` to `call` under `signature` (a trailing closure
  /// included).
  static func argument(
    _ label: String, of call: FunctionCallExprSyntax, under signature: CallSignature
  ) -> ExprSyntax? {
    guard let position = signature.position(of: label) else {
      return call.arguments.first { ($0.label?.text ?? "_") == label }?.expression
    }
    let arguments = Array(call.arguments)
    if position < arguments.count { return arguments[position].expression }
    let closureIndex = position - arguments.count
    if closureIndex == 0, let trailing = call.trailingClosure { return ExprSyntax(trailing) }
    let additional = Array(call.additionalTrailingClosures)
    guard closureIndex - 1 < additional.count, closureIndex >= 1 else { return nil }
    return ExprSyntax(additional[closureIndex - 1].closure)
  }
}
