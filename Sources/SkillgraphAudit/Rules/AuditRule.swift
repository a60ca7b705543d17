package import SkillgraphModel

/// One rule of a collection's audit rule file: which generic analysis to run on a project, with
/// which API names, how serious a finding is, what it says, and the section that explains it.
package struct AuditRule: Sendable {
  /// The analyses the engine provides; a rule names one.
  package enum Analysis: String, Sendable, Hashable, CaseIterable {
    /// A value passed to `uses` that the Info.plist key `plist-key` does not list.
    case undeclaredUse = "undeclared-use"
    /// A value the Info.plist key `plist-key` lists that no call in `uses` passes.
    case unusedDeclaration = "unused-declaration"
    /// One of `symbols` is used, and the Info.plist array `plist-key` lacks `value`.
    case plistValueRequired = "plist-value-required"
    /// The Info.plist array `plist-key` holds `value`, and none of `symbols` is used.
    case plistValueUnused = "plist-value-unused"
    /// A call in `calls` that is not reached from the `roots` (launch).
    case reachedFrom = "reached-from"
    /// A `handler` closure with a path that does not call `required`.
    case everyPathCalls = "every-path-calls"
    /// A `handler` closure that never assigns `member` on its parameter.
    case handlerAssigns = "handler-assigns"
    /// A `handler` closure from which no call in `calls` is reached.
    case handlerReaches = "handler-reaches"
    /// Every call in `calls` is reached only from `functions`, while `plist-key` is present.
    case reachedOnlyFrom = "reached-only-from"
    /// A call in `calls`, and no function `function` that uses its `parameter`.
    case requiresFunction = "requires-function"
    /// A call in `calls` in a target with no assignment to `member`.
    case requiresAssignment = "requires-assignment"
    /// A call in `calls` without its `argument` (missing, or `nil`).
    case argumentRequired = "argument-required"
    /// A call in `calls` whose type makes no call in `pair`.
    case pairedCall = "paired-call"
    /// A call in `calls` whose result, kept in a local or dropped, is not passed to `required`
    /// on every path after it.
    case everyPathAfter = "every-path-after"
    /// A call in `calls` made on a value that a call in `made-by` made.
    case receiverMadeBy = "receiver-made-by"
    /// The Info.plist array `plist-key` holds `value`, and no entitlements file of the target
    /// has the key `entitlement`.
    case entitlementRequired = "entitlement-required"
  }

  /// A call whose argument carries a value: `register(forTaskWithIdentifier:...)` and its
  /// `forTaskWithIdentifier` argument.
  package struct ArgumentUse: Sendable, Hashable {
    package var call: CallSignature
    package var argument: String
    /// The Objective-C selector piece after which the value is written
    /// (`registerForTaskWithIdentifier:`), for the lexical scan.
    package var objectiveC: String?
  }

  /// The rule's identifier, printed in brackets after each finding.
  package var id: String
  /// How serious a finding is.
  package var severity: Diagnostic.Severity
  /// The analysis run.
  package var analysis: Analysis
  /// What a finding says; `{value}`, `{call}`, `{key}`, `{function}`, `{member}` are filled in.
  package var message: String
  /// The section that explains it: `skill#section`.
  package var see: String
  /// Apple's documentation for it.
  package var reference: String?
  /// The target kinds the rule applies to (default: applications and extensions).
  package var targetKinds: Set<String> = ["application", "extension"]
  /// Calls whose argument carries a value (`undeclared-use`, `unused-declaration`).
  package var uses: [ArgumentUse] = []
  /// The Info.plist key read.
  package var plistKey: String?
  /// The value looked for in the key.
  package var value: String?
  /// The entitlement key a target needs (`entitlement-required`).
  package var entitlement: String?
  /// Type or value names whose use matters.
  package var symbols: [String] = []
  /// The calls the rule is about.
  package var calls: [CallSignature] = []
  /// The functions a launch starts from (`reached-from`), or the only functions a call is
  /// reached from (`reached-only-from`).
  package var functions: [String] = []
  /// Types whose initializers also start a launch: those conforming to one of these (`App`).
  package var rootConformances: [String] = []
  /// The call whose closure argument is a handler.
  package var handler: ArgumentUse?
  /// The call every path of the handler must make.
  package var required: CallSignature?
  /// Members whose assigned closures are not paths of the handler (`expirationHandler`).
  package var excludedMembers: [String] = []
  /// The member assigned (`handler-assigns`, `requires-assignment`).
  package var member: String?
  /// The function required (`requires-function`).
  package var function: String?
  /// The parameter of that function that must be used, or the argument required.
  package var argument: String?
  /// The calls that pair with `calls` (`paired-call`).
  package var pair: [CallSignature] = []
  /// The calls that make the values `receiver-made-by` looks for.
  package var madeBy: [CallSignature] = []
  /// Where the rule's `see` is written (line and column), for diagnostics.
  package var seePlace = (line: 1, column: 1)
}
