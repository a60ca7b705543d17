import Foundation
import SkillgraphModel
import SwiftSyntax

/// One target under audit: its parsed module, its Objective-C scan, its Info.plist variants,
/// and the findings of the rules run on it so far.
struct TargetAudit {
  let target: AuditTarget
  let module: SwiftModule
  let objectiveC: ObjectiveCScan
  let words: ProjectWords
  let files: ProjectFiles
  let graph: CallGraph
  var findings: [AuditFinding] = []

  init(
    target: AuditTarget, module: SwiftModule, objectiveC: ObjectiveCScan, words: ProjectWords,
    files: ProjectFiles
  ) {
    self.target = target
    self.module = module
    self.objectiveC = objectiveC
    self.words = words
    self.files = files
    self.graph = CallGraph(module: module)
  }

  /// Runs `rule`'s analysis.
  mutating func run(_ rule: AuditRule) {
    switch rule.analysis {
    case .undeclaredUse: undeclaredUse(rule)
    case .unusedDeclaration: unusedDeclaration(rule)
    case .plistValueRequired: plistValueRequired(rule)
    case .plistValueUnused: plistValueUnused(rule)
    case .reachedFrom: reachedFrom(rule)
    case .everyPathCalls: everyPathCalls(rule)
    case .handlerAssigns: handlerAssigns(rule)
    case .handlerReaches: handlerReaches(rule)
    case .reachedOnlyFrom: reachedOnlyFrom(rule)
    case .requiresFunction: requiresFunction(rule)
    case .requiresAssignment: requiresAssignment(rule)
    case .argumentRequired: argumentRequired(rule)
    case .pairedCall: pairedCall(rule)
    case .everyPathAfter: everyPathAfter(rule)
    case .receiverMadeBy: receiverMadeBy(rule)
    case .entitlementRequired: entitlementRequired(rule)
    }
  }

  /// Records a finding of `rule` at `place`, its message filled with `values`.
  mutating func report(
    _ rule: AuditRule, at place: SourcePlace, _ values: [String: String] = [:],
    lexical: Bool = false
  ) {
    var message = rule.message
    for (key, value) in values {
      message = message.replacingOccurrences(of: "{\(key)}", with: value)
    }
    if lexical { message += " (found by a lexical scan of Objective-C)" }
    findings.append(
      AuditFinding(
        rule: rule.id, severity: rule.severity.rawValue, message: message,
        path: files.display(place.path), line: place.line, column: place.column,
        target: target.name, see: rule.see, reference: rule.reference, lexical: lexical))
  }

  /// The identifier of the engine's own note on `$(VARIABLE)` references it cannot resolve.
  static let unresolvedSetting = "unresolved-build-setting"

  /// A note for each `$(VARIABLE)` that the value of an Info.plist key a rule reads (`keys`)
  /// uses and the project does not define: the rules read such a value as written.
  mutating func reportUnresolvedSettings(keys: Set<String>) {
    var seen = Set<String>()
    for variant in target.infoPlists {
      for (name, key, place) in variant.unresolved
      where keys.contains(key) && seen.insert("\(place.path):\(place.line):\(name)").inserted {
        findings.append(
          AuditFinding(
            rule: Self.unresolvedSetting, severity: "note",
            message:
              "$(\(name)) is not defined by the project's build settings or xcconfig files, so values that use it are read as written",
            path: files.display(place.path), line: place.line, column: place.column,
            target: target.name, see: "docs/audit.md#build-settings"))
      }
    }
  }

  // MARK: Shared questions

  /// The Info.plist variants that exist (a file or generated keys).
  var plists: [InfoPlistVariant] {
    target.infoPlists.filter { $0.path != nil || !$0.values.isEmpty }
  }

  /// How a set of configurations is named in a message: "" when it is all of them.
  func configurationsPhrase(_ names: [String]) -> String {
    let all = plists.map(\.configuration)
    guard names.count < all.count, !names.allSatisfy(\.isEmpty) else { return "" }
    return " (in the \(names.joined(separator: ", ")) configuration\(names.count == 1 ? "" : "s"))"
  }

  /// What an Info.plist is called in a message.
  func plistName(_ variant: InfoPlistVariant) -> String {
    variant.path.map { files.display($0) } ?? "the Info.plist generated from build settings"
  }

  /// Whether `symbol` (a name, or a function signature) is used or declared in the module.
  func moduleUses(_ symbol: String) -> SourcePlace? {
    if symbol.contains("(") {
      return module.contexts.first { $0.signature == symbol }?.place
    }
    return module.firstUse(of: symbol)
  }

  /// Whether a type of the module conforms to or inherits one of `names`.
  func typesConforming(to names: [String]) -> Set<String> {
    Set(
      module.types.values.filter { type in names.contains { type.inherited.contains($0) } }.map(
        \.name))
  }

  /// Whether the module declares a function with `signature`'s name (a wrapper of its own, so
  /// that a call of that name may not be the system's).
  func declaresFunction(named name: String) -> Bool {
    module.contexts.contains { $0.kind == .function && $0.name == name }
  }

  /// The contexts a handler (a closure or a function named as the argument) runs, by name,
  /// with the handler's own text.
  func handlerReach(_ call: CallSite, _ use: AuditRule.ArgumentUse) -> (
    reached: Set<Int>, closure: ClosureExprSyntax?, direct: [Int]
  )? {
    guard let argument = module.argument(use.argument, of: call, under: use.call) else {
      return nil
    }
    if let closure = argument.as(ClosureExprSyntax.self) {
      var names = Set<String>()
      for token in closure.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { names.insert(text) }
      }
      let direct = names.flatMap { graph.contexts(named: $0) }
      return (graph.reachable(from: direct), closure, direct)
    }
    guard let name = SyntaxQueries.calleeName(argument) else { return nil }
    let direct = graph.contexts(named: name)
    return (graph.reachable(from: direct), nil, direct)
  }

  /// Whether `place` lies inside `node` of `file`.
  func isInside(_ place: SourcePlace, _ node: some SyntaxProtocol, file: Int) -> Bool {
    let start = module.place(of: node, file: file)
    let end = module.endPlace(of: node, file: file)
    return place.path == start.path && (place.line, place.column) >= (start.line, start.column)
      && (place.line, place.column) <= (end.line, end.column)
  }
}
