import SwiftSyntax

/// The analyses of single calls: a function the call needs, an assignment, an argument, a
/// paired call.
extension TargetAudit {
  mutating func requiresFunction(_ rule: AuditRule) {
    guard let function = rule.function, let parameter = rule.argument,
      let first = module.callIndexes(matchingAnyOf: rule.calls).first.map({ module.calls[$0] })
    else { return }
    // NB: another way of handling the events (SwiftUI's `.backgroundTask(.urlSession)`) is
    // named in `symbols`; any use of one keeps the rule silent.
    guard firstUse(of: rule.symbols) == nil else { return }
    let declared = module.contexts.filter { $0.signature == function }
    guard let implementation = declared.first else {
      report(rule, at: first.place, ["function": function, "call": first.name])
      return
    }
    guard let signature = CallSignature(function), let position = signature.position(of: parameter),
      position < implementation.parameterNames.count
    else { return }
    let name = implementation.parameterNames[position]
    if !declared.contains(where: {
      module.body(of: $0).map { SyntaxQueries.mentions($0, [name]) } == true
    }) {
      report(
        rule, at: implementation.place,
        ["function": function, "call": first.name, "parameter": name])
    }
  }

  mutating func requiresAssignment(_ rule: AuditRule) {
    guard let member = rule.member,
      let first = module.callIndexes(matchingAnyOf: rule.calls).first.map({ module.calls[$0] })
    else { return }
    guard !module.assignments.contains(where: { $0.member == member }) else { return }
    report(rule, at: first.place, ["member": member, "call": first.name])
  }

  mutating func argumentRequired(_ rule: AuditRule) {
    guard let argument = rule.argument else { return }
    for signature in rule.calls where !declaresFunction(named: signature.name) {
      for call in module.calls(matching: signature) {
        guard let node = module.node(of: call) else { continue }
        let value = SyntaxQueries.argument(argument, of: node, under: signature)
        if value == nil || value?.is(NilLiteralExprSyntax.self) == true {
          report(rule, at: call.place, ["call": signature.description, "argument": argument])
        }
      }
    }
  }

  mutating func pairedCall(_ rule: AuditRule) {
    for signature in rule.calls where !declaresFunction(named: signature.name) {
      for call in module.calls(matching: signature) {
        let context = module.contexts[call.context]
        let paired = module.callIndexes(matchingAnyOf: rule.pair).contains { index in
          let other = module.calls[index]
          let otherContext = module.contexts[other.context]
          return other.file == call.file
            || (context.typeName != nil && otherContext.typeName == context.typeName)
        }
        if !paired {
          let names = rule.pair.map(\.description).joined(separator: " or ")
          report(rule, at: call.place, ["call": signature.description, "pair": names])
        }
      }
    }
  }
}
