import SwiftSyntax

/// The analyses that follow the value a call returns: to the end of the code it is in, or to
/// the calls made on it.
extension TargetAudit {
  mutating func everyPathAfter(_ rule: AuditRule) {
    guard let required = rule.required else { return }
    let requiredCalls = module.callIndexes(matchingAnyOf: [required])
    for index in module.callIndexes(matchingAnyOf: rule.calls) {
      let call = module.calls[index]
      // NB: one finding a call, under the first signature it matches.
      guard let signature = rule.calls.first(where: { call.matches($0) }),
        !declaresFunction(named: signature.name)
      else { continue }
      // NB: a call whose file and type never make the required call is `paired-call`'s.
      let typeName = module.contexts[call.context].typeName
      guard
        requiredCalls.contains(where: { index in
          let other = module.calls[index]
          return other.file == call.file
            || (typeName != nil && module.contexts[other.context].typeName == typeName)
        }),
        let node = module.node(of: call), let result = PathCoverage.result(of: node)
      else { continue }
      let values = [
        "call": signature.description, "required": required.description,
        "handler": "\(files.display(call.place.path)):\(call.place.line)",
      ]
      switch result {
      case .dropped:
        report(rule, at: call.place, values)
      case .kept(let name, let item):
        var coverage = PathCoverage(
          module: module, required: required, excludedMembers: Set(rule.excludedMembers))
        if case .missed(let place) = coverage.answer(after: item, name: name, file: call.file) {
          report(rule, at: place, values)
        }
      }
    }
  }

  mutating func receiverMadeBy(_ rule: AuditRule) {
    let made = madeHolders(rule.madeBy)
    guard !made.holders.isEmpty || !made.files.isEmpty else { return }
    let names = Set(made.holders.map(\.name))
    for index in module.callIndexes(matchingAnyOf: rule.calls) {
      let call = module.calls[index]
      guard let signature = rule.calls.first(where: { call.matches($0) }) else { continue }
      let context = module.contexts[call.context]
      // NB: only calls in code that names a holder, or in a file that makes one in place,
      // are parsed again.
      guard module.context(context, refersToAnyOf: names) || made.files.contains(call.file),
        let node = module.node(of: call),
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
      else { continue }
      var isMade = containsCall(receiver, of: rule.madeBy)
      if !isMade, let contextNode = module.node(of: context) {
        let locals = ValueHolders.locals(of: contextNode, parameters: context.parameterNames)
        let holder = ValueHolders.named(
          receiver, context: call.context, typeName: context.typeName, locals: locals)
        isMade = holder.map(made.holders.contains) == true
      }
      if isMade {
        report(
          rule, at: call.place,
          [
            "call": signature.description,
            "calls": rule.madeBy.map(\.description).joined(
              separator: " or "),
          ])
      }
    }
  }

  /// The names holding a value one of `signatures` made, followed from name to name within
  /// their context or type; and the files that make one. A property also assigned elsewhere in
  /// its type (`x.member = ...` with another value) is left out: it may hold anything.
  private func madeHolders(_ signatures: [CallSignature]) -> (
    holders: Set<ValueHolders.Holder>, files: Set<Int>
  ) {
    var holders = Set<ValueHolders.Holder>()
    var assignedAt = Set<SourcePlace>()
    var files = Set<Int>()
    var pending: [(node: Syntax, context: Int)] = []
    for index in module.callIndexes(matchingAnyOf: signatures) {
      let call = module.calls[index]
      guard let node = module.node(of: call) else { continue }
      files.insert(call.file)
      pending.append((Syntax(node), call.context))
    }
    var rounds = 0
    while !pending.isEmpty, rounds < 8 {
      rounds += 1
      var found: [ValueHolders.Holder] = []
      for (node, context) in pending {
        let typeName = module.contexts[context].typeName
        guard let held = ValueHolders.holder(of: node, context: context, typeName: typeName)
        else { continue }
        let (holder, assigned) = held
        if let assigned {
          assignedAt.insert(module.place(of: assigned, file: module.contexts[context].file))
        }
        if holders.insert(holder).inserted { found.append(holder) }
      }
      pending = found.flatMap { mentions(of: $0) }
    }
    let ambiguous = holders.filter { holder in
      guard case .property(let type, let name) = holder else { return false }
      let viaMember = module.assignments.contains {
        $0.member == name && module.contexts[$0.context].typeName == type
          && !assignedAt.contains($0.place)
      }
      // NB: `session = URLSession.shared` in a method of the type, by the bare name.
      return viaMember
        || mentions(of: holder).contains { mention in
          guard let list = mention.node.parent?.as(ExprListSyntax.self),
            list.first?.id == mention.node.id, list.count == 3,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
          else { return false }
          let file = module.contexts[mention.context].file
          let named =
            mention.node.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? mention.node
          return !assignedAt.contains(module.place(of: named, file: file))
        }
    }
    return (holders.subtracting(ambiguous), files)
  }

  /// Where a holder's name is used as a value: in its context, or in the contexts of its type.
  private func mentions(of holder: ValueHolders.Holder) -> [(node: Syntax, context: Int)] {
    let contexts: [Int]
    switch holder {
    case .local(let context, _): contexts = [context]
    case .property(let type, let name):
      contexts = module.contexts.indices.filter {
        module.contexts[$0].typeName == type
          && module.context(module.contexts[$0], refersTo: name)
      }
    }
    var result: [(node: Syntax, context: Int)] = []
    for index in contexts {
      guard let node = module.node(of: module.contexts[index]) else { continue }
      for token in node.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind, text == holder.name,
          let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { continue }
        var value = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          guard member.base?.trimmedDescription == "self" else { continue }
          value = Syntax(member)
        }
        result.append((node: value, context: index))
      }
    }
    return result
  }

  /// Whether `expression` holds a call matching one of `signatures`.
  private func containsCall(_ expression: ExprSyntax, of signatures: [CallSignature]) -> Bool {
    var pending = [Syntax(expression)]
    while let current = pending.popLast() {
      if let call = current.as(FunctionCallExprSyntax.self),
        let name = SyntaxQueries.calleeName(call.calledExpression),
        signatures.contains(where: {
          $0.matches(
            name: name, labels: SyntaxQueries.labels(of: call),
            trailingClosures: (call.trailingClosure == nil ? 0 : 1)
              + call.additionalTrailingClosures.count)
        })
      {
        return true
      }
      pending += current.children(viewMode: .sourceAccurate)
    }
    return false
  }
}
