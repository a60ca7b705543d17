import SwiftSyntax

/// "Every path calls": whether every path through a handler, and through the module's functions
/// it hands its parameter to, reaches a call of one signature.
///
/// It is conservative: whatever it cannot follow (the parameter stored, passed to code outside
/// the module or to a function it cannot pick out, a `throw`) makes the answer unknown, never a
/// miss. A closure that mentions the parameter is taken to run (a completion handler, a `Task`);
/// closures assigned to the excluded members (the expiration handler) are not.
struct PathCoverage {
  /// The answer for a whole handler.
  enum Answer: Equatable {
    case covered
    case unknown
    /// A path ends without the call; the place where it ends.
    case missed(SourcePlace)
  }

  /// What one statement or block does to the paths through it.
  enum Flow {
    case covers
    /// Some paths go on without the call; a place where a deferred closure missed it.
    case fallsThrough(SourcePlace?)
    /// A path leaves the handler here without the call.
    case exits(SourcePlace)
    case unknown
  }

  let module: SwiftModule
  let required: CallSignature
  let excludedMembers: Set<String>
  private var following: Set<Int> = []
  private var depth = 0

  init(module: SwiftModule, required: CallSignature, excludedMembers: Set<String>) {
    self.module = module
    self.required = required
    self.excludedMembers = excludedMembers
  }

  /// The answer for `closure`, whose first parameter is the task.
  mutating func answer(closure: ClosureExprSyntax, file: Int) -> Answer {
    let names = SyntaxQueries.parameterNames(of: closure)
    guard let first = names.first else { return .unknown }
    return finish(
      block(closure.statements, names: [first], file: file),
      end: module.endPlace(of: closure, file: file))
  }

  /// The answer for a function of the module whose parameter `name` is the task.
  mutating func answer(context index: Int, parameter name: String) -> Answer {
    let context = module.contexts[index]
    guard depth < 12, !following.contains(index), let body = module.body(of: context),
      let node = module.node(of: context)
    else { return .unknown }
    following.insert(index)
    depth += 1
    defer {
      following.remove(index)
      depth -= 1
    }
    return finish(
      block(body, names: [name], file: context.file),
      end: module.endPlace(of: node, file: context.file))
  }

  func finish(_ flow: Flow, end: SourcePlace) -> Answer {
    switch flow {
    case .covers: .covered
    case .unknown: .unknown
    case .exits(let place): .missed(place)
    case .fallsThrough(let place): .missed(place ?? end)
    }
  }

  // MARK: Blocks and statements

  mutating func block(
    _ items: some Sequence<CodeBlockItemSyntax>, names: Set<String>, file: Int
  ) -> Flow {
    var names = names
    var pending: SourcePlace?
    for item in items {
      let flow = statement(Syntax(item.item), names: &names, file: file)
      switch flow {
      case .covers, .exits, .unknown: return flow
      case .fallsThrough(let place): pending = pending ?? place
      }
    }
    return .fallsThrough(pending)
  }

  private mutating func statement(_ node: Syntax, names: inout Set<String>, file: Int) -> Flow {
    if let wrapped = node.as(ExpressionStmtSyntax.self) {
      return statement(Syntax(wrapped.expression), names: &names, file: file)
    }
    if let ifExpression = node.as(IfExprSyntax.self) {
      return ifFlow(ifExpression, names: names, file: file)
    }
    if let guardStatement = node.as(GuardStmtSyntax.self) {
      return guardFlow(guardStatement, names: &names, file: file)
    }
    if let switchExpression = node.as(SwitchExprSyntax.self) {
      var flows: [Flow] = []
      for item in switchExpression.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self) else { return .unknown }
        flows.append(block(switchCase.statements, names: names, file: file))
      }
      return combine(flows)
    }
    if let doStatement = node.as(DoStmtSyntax.self) {
      var flows = [block(doStatement.body.statements, names: names, file: file)]
      for clause in doStatement.catchClauses {
        flows.append(block(clause.body.statements, names: names, file: file))
      }
      return combine(flows)
    }
    if let deferStatement = node.as(DeferStmtSyntax.self) {
      let flow = block(deferStatement.body.statements, names: names, file: file)
      if case .covers = flow { return .covers }
      return .fallsThrough(nil)
    }
    if let loop = node.as(ForStmtSyntax.self) {
      return loopFlow(block(loop.body.statements, names: names, file: file))
    }
    if let loop = node.as(WhileStmtSyntax.self) {
      return loopFlow(block(loop.body.statements, names: names, file: file))
    }
    if let loop = node.as(RepeatStmtSyntax.self) {
      return block(loop.body.statements, names: names, file: file)
    }
    if node.is(ThrowStmtSyntax.self) { return .unknown }
    if let returnStatement = node.as(ReturnStmtSyntax.self) {
      if let value = returnStatement.expression {
        let flow = expression(Syntax(value), names: &names, file: file)
        if case .covers = flow { return .covers }
        if case .unknown = flow { return .unknown }
      }
      return .exits(module.place(of: returnStatement, file: file))
    }
    if let declaration = node.as(VariableDeclSyntax.self) {
      for binding in declaration.bindings {
        guard let value = binding.initializer?.value else { continue }
        if !value.is(ClosureExprSyntax.self), SyntaxQueries.mentions(value, names),
          let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
          // NB: `let refresh = task as! BGAppRefreshTask` names the same task.
          names.insert(alias)
          continue
        }
        let flow = expression(Syntax(value), names: &names, file: file)
        if case .fallsThrough = flow { continue }
        return flow
      }
      return .fallsThrough(nil)
    }
    if node.is(DeclSyntax.self) { return .fallsThrough(nil) }
    return expression(node, names: &names, file: file)
  }

  private func loopFlow(_ body: Flow) -> Flow {
    switch body {
    case .exits, .unknown: body
    case .covers, .fallsThrough: .fallsThrough(nil)
    }
  }

  private func combine(_ flows: [Flow]) -> Flow {
    if flows.contains(where: { if case .unknown = $0 { true } else { false } }) { return .unknown }
    for flow in flows { if case .exits = flow { return flow } }
    var pending: SourcePlace?
    var allCover = true
    for flow in flows {
      if case .fallsThrough(let place) = flow {
        allCover = false
        pending = pending ?? place
      }
    }
    return allCover ? .covers : .fallsThrough(pending)
  }

  private mutating func ifFlow(_ node: IfExprSyntax, names: Set<String>, file: Int) -> Flow {
    var flows = [block(node.body.statements, names: names, file: file)]
    switch node.elseBody {
    case .ifExpr(let next): flows.append(ifFlow(next, names: names, file: file))
    case .codeBlock(let code): flows.append(block(code.statements, names: names, file: file))
    case nil: flows.append(.fallsThrough(nil))
    }
    let flow = combine(flows)
    // NB: `if token != .invalid { end(token) }` tests the value itself: the code knows whether
    // it is still open, so a branch without the call is not a path that forgets it.
    guard Self.testsValue(node.conditions, names) else { return flow }
    switch flow {
    case .unknown, .covers: return flow
    case .exits, .fallsThrough:
      return flows.contains { if case .covers = $0 { true } else { false } }
        ? .covers : .fallsThrough(nil)
    }
  }

  /// Whether a condition of `conditions` is an expression on the tracked value (not a binding).
  private static func testsValue(_ conditions: ConditionElementListSyntax, _ names: Set<String>)
    -> Bool
  {
    conditions.contains { element in
      guard let expression = element.condition.as(ExprSyntax.self) else { return false }
      return SyntaxQueries.mentions(expression, names)
    }
  }

  private mutating func guardFlow(_ node: GuardStmtSyntax, names: inout Set<String>, file: Int)
    -> Flow
  {
    var bindsSelfOnly = true
    for condition in node.conditions {
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else {
        bindsSelfOnly = false
        continue
      }
      let bound = binding.pattern.trimmedDescription
      let value = binding.initializer?.value.trimmedDescription ?? bound
      if value != "self" { bindsSelfOnly = false }
      if let initializer = binding.initializer, SyntaxQueries.mentions(initializer.value, names) {
        names.insert(bound)
      }
    }
    // NB: `guard let self else { return }` leaves only when the owner is gone, and
    // `guard token != .invalid else { return }` only when the value was already dealt with.
    if bindsSelfOnly || Self.testsValue(node.conditions, names) { return .fallsThrough(nil) }
    let flow = block(node.body.statements, names: names, file: file)
    switch flow {
    case .covers, .fallsThrough: return .fallsThrough(nil)
    case .exits, .unknown: return flow
    }
  }

  // MARK: Expressions

  private mutating func expression(_ node: Syntax, names: inout Set<String>, file: Int) -> Flow {
    let calls = SyntaxQueries.callsOutsideClosures(node)
    for call in calls {
      guard let name = SyntaxQueries.calleeName(call.calledExpression) else { continue }
      let labels = SyntaxQueries.labels(of: call)
      let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
      if required.matches(name: name, labels: labels, trailingClosures: closures) {
        return .covers
      }
    }
    var pending: SourcePlace?
    var handled = false
    // The task handed to a function of the module.
    for call in calls {
      guard
        let position = call.arguments.firstIndex(where: {
          SyntaxQueries.mentions($0.expression, names) && !$0.expression.is(ClosureExprSyntax.self)
        })
      else { continue }
      guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return .unknown }
      let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
      let labels = SyntaxQueries.labels(of: call)
      let candidates = module.contexts.indices.filter {
        let context = module.contexts[$0]
        return context.kind == .function && context.name == name && context.labels == labels
          && context.hasBody
      }
      guard candidates.count == 1, let target = candidates.first,
        index < module.contexts[target].parameterNames.count
      else { return .unknown }
      switch answer(context: target, parameter: module.contexts[target].parameterNames[index]) {
      case .covered: return .covers
      case .unknown: return .unknown
      case .missed(let place): pending = pending ?? place
      }
      handled = true
    }
    // Closures that use the task are taken to run.
    for closure in SyntaxQueries.outermostClosures(node) {
      if let member = SyntaxQueries.assignedMember(of: closure), excludedMembers.contains(member) {
        continue
      }
      guard SyntaxQueries.mentions(closure, names) else { continue }
      let flow = block(closure.statements, names: names, file: file)
      switch flow {
      case .covers: return .covers
      case .unknown: return .unknown
      case .exits(let place): pending = pending ?? place
      case .fallsThrough(let place):
        pending = pending ?? place ?? module.endPlace(of: closure, file: file)
      }
      handled = true
    }
    if !handled, escapes(node, names: names) { return .unknown }
    return .fallsThrough(pending)
  }

  /// Whether the task leaves what can be followed: stored, or passed to code outside the
  /// module, anywhere but as the receiver of a member (`task.expirationHandler = ...`).
  private func escapes(_ node: Syntax, names: Set<String>) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, names.contains(text),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      var parent = reference.parent
      while let current = parent,
        current.is(OptionalChainingExprSyntax.self)
          || current.is(ForceUnwrapExprSyntax.self)
      {
        parent = current.parent
      }
      if let member = parent?.as(MemberAccessExprSyntax.self),
        member.base.map({ $0.trimmedDescription.hasPrefix(text) }) == true
      {
        continue
      }
      if isInsideExcludedClosure(Syntax(reference)) { continue }
      return true
    }
    return false
  }

  private func isInsideExcludedClosure(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if let closure = parent.as(ClosureExprSyntax.self),
        let member = SyntaxQueries.assignedMember(of: closure), excludedMembers.contains(member)
      {
        return true
      }
      current = parent.parent
    }
    return false
  }
}
