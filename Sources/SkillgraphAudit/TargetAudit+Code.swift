import SwiftSyntax

/// The analyses of the code alone: reached from launch, every path calls, handlers.
extension TargetAudit {
  /// The contexts a launch starts from: the rule's functions, initializers of types conforming
  /// to its root conformances or marked `@main`, `main.swift`'s top-level code, and the stored
  /// properties of the types holding any of these (set when the object is made).
  func launchRoots(_ rule: AuditRule) -> [Int] {
    let rootTypes = typesConforming(to: rule.rootConformances)
    var roots: [Int] = []
    var holders = rootTypes
    for (index, context) in module.contexts.enumerated() {
      switch context.kind {
      case .function where rule.functions.contains(context.signature):
        roots.append(index)
        if let type = context.typeName { holders.insert(type) }
      case .initializer where context.typeName.map(rootTypes.contains) == true:
        roots.append(index)
      case .topLevel where context.name == "main.swift":
        roots.append(index)
      default: continue
      }
    }
    for (index, context) in module.contexts.enumerated()
    where context.kind == .property && !context.isStatic
      && context.typeName.map(holders.contains) == true
    {
      roots.append(index)
    }
    return roots
  }

  mutating func reachedFrom(_ rule: AuditRule) {
    let roots = launchRoots(rule)
    // NB: with no launch code in Swift (an Objective-C app delegate, a framework), nothing can
    // be told.
    guard !roots.isEmpty, target.kind == .application else { return }
    let reached = graph.reachable(from: roots)
    for signature in rule.calls {
      for call in module.calls(matching: signature) where !reached.contains(call.context) {
        report(rule, at: call.place, ["call": signature.description])
      }
    }
  }

  mutating func everyPathCalls(_ rule: AuditRule) {
    guard let use = rule.handler, let required = rule.required else { return }
    for call in module.calls(matching: use.call) {
      guard let argument = module.argument(use.argument, of: call, under: use.call) else {
        continue
      }
      var coverage = PathCoverage(
        module: module, required: required, excludedMembers: Set(rule.excludedMembers))
      let answer: PathCoverage.Answer
      if let closure = argument.as(ClosureExprSyntax.self) {
        answer = coverage.answer(closure: closure, file: call.file)
      } else if let name = SyntaxQueries.calleeName(argument) {
        let candidates = module.contexts.indices.filter {
          module.contexts[$0].kind == .function && module.contexts[$0].name == name
            && module.contexts[$0].parameterNames.count == 1
        }
        guard candidates.count == 1, let only = candidates.first else { continue }
        answer = coverage.answer(
          context: only, parameter: module.contexts[only].parameterNames[0])
      } else {
        continue
      }
      if case .missed(let place) = answer {
        let registered = "\(files.display(call.place.path)):\(call.place.line)"
        report(
          rule, at: place,
          ["required": required.description, "call": use.call.description, "handler": registered])
      }
    }
  }

  mutating func handlerAssigns(_ rule: AuditRule) {
    guard let use = rule.handler, let member = rule.member else { return }
    for call in module.calls(matching: use.call) {
      guard let reach = handlerReach(call, use) else { continue }
      let assigned = module.assignments.contains { assignment in
        assignment.member == member
          && (reach.reached.contains(assignment.context)
            || reach.closure.map { isInside(assignment.place, $0, file: call.file) } == true)
      }
      if !assigned {
        report(rule, at: call.place, ["member": member, "call": use.call.description])
      }
    }
  }

  mutating func handlerReaches(_ rule: AuditRule) {
    guard let use = rule.handler else { return }
    for call in module.calls(matching: use.call) {
      guard let reach = handlerReach(call, use) else { continue }
      if !rule.symbols.isEmpty {
        // NB: the rule applies only when the handler itself, or what it hands the task to,
        // names one of the symbols (a refresh task, not a processing one).
        let text = module.node(of: call)?.trimmedDescription ?? ""
        var words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for index in reach.direct {
          words.formUnion(module.names(referencedBy: module.contexts[index]))
        }
        guard rule.symbols.contains(where: words.contains) else { continue }
      }
      let reaches = module.callIndexes(matchingAnyOf: rule.calls).contains { index in
        let other = module.calls[index]
        return reach.reached.contains(other.context)
          || reach.closure.map { isInside(other.place, $0, file: call.file) } == true
      }
      if !reaches {
        let names = rule.calls.map(\.description).joined(separator: " or ")
        report(rule, at: call.place, ["call": use.call.description, "calls": names])
      }
    }
  }

  mutating func reachedOnlyFrom(_ rule: AuditRule) {
    guard let key = rule.plistKey, plists.contains(where: { $0.values[key] != nil }) else {
      return
    }
    let sites = module.callIndexes(matchingAnyOf: rule.calls).map { module.calls[$0] }
    guard !sites.isEmpty else { return }
    let only = module.contexts.indices.filter {
      rule.functions.contains(module.contexts[$0].signature)
    }
    guard !only.isEmpty else { return }
    // NB: everything that can lead to a call, not going through those functions, must itself
    // run only from them; a cycle or an unknown caller keeps the rule silent.
    var callers: [Int: [Int]] = [:]
    for index in module.contexts.indices {
      for next in graph.successors(of: index) { callers[next, default: []].append(index) }
    }
    let onlySet = Set(only)
    var leading = Set(sites.map(\.context))
    var pending = Array(leading)
    while let current = pending.popLast() {
      for caller in callers[current] ?? [] where !onlySet.contains(caller) {
        if leading.insert(caller).inserted { pending.append(caller) }
      }
    }
    let fromOnly = graph.reachable(from: only)
    guard leading.allSatisfy(fromOnly.contains) else { return }
    for site in sites where fromOnly.contains(site.context) {
      report(
        rule, at: site.place, ["function": rule.functions.joined(separator: ", "), "key": key])
    }
  }
}
