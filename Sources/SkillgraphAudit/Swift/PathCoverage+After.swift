import SwiftSyntax

/// "Every path after a call": the paths from a statement to the end of the function or closure
/// it is in, for a value the statement keeps in a local (`let id = begin(...)`).
extension PathCoverage {
  /// Where the value a call returns goes.
  enum Result {
    /// Kept in the local `name` by the statement `item`.
    case kept(name: String, item: CodeBlockItemSyntax)
    /// Dropped: the call is a statement of its own, or assigned to `_`.
    case dropped
  }

  /// Where `call`'s result goes; nil when it goes anywhere else (a property, an argument, a
  /// `return`), which the paths of this code cannot tell.
  static func result(of call: FunctionCallExprSyntax) -> Result? {
    var current = Syntax(call)
    while let parent = current.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(ForceUnwrapExprSyntax.self)
    {
      current = parent
    }
    guard let parent = current.parent else { return nil }
    if let statement = parent.as(ExpressionStmtSyntax.self)
      ?? parent.parent?.as(
        ExpressionStmtSyntax.self),
      statement.expression.id == current.id
    {
      return .dropped
    }
    if parent.is(CodeBlockItemSyntax.self) { return .dropped }
    if let initializer = parent.as(InitializerClauseSyntax.self),
      let binding = initializer.parent?.as(PatternBindingSyntax.self),
      let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
      let item = declaration.parent?.as(CodeBlockItemSyntax.self)
    {
      if binding.pattern.is(WildcardPatternSyntax.self) { return .dropped }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return nil
      }
      return .kept(name: name, item: item)
    }
    guard let list = parent.as(ExprListSyntax.self), let sequence = list.parent,
      sequence.is(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(list)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      elements[2].id == current.id, let item = enclosingItem(of: sequence)
    else { return nil }
    if elements[0].is(DiscardAssignmentExprSyntax.self) { return .dropped }
    guard let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
      declaresLocal(name, before: item)
    else { return nil }
    return .kept(name: name, item: item)
  }

  /// The answer for the code after `item` to the end of the function or closure it is in, the
  /// value kept in `name`.
  mutating func answer(after item: CodeBlockItemSyntax, name: String, file: Int) -> Answer {
    var current = item
    var pending: SourcePlace?
    while true {
      guard let list = current.parent?.as(CodeBlockItemListSyntax.self),
        let position = list.firstIndex(where: { $0.id == current.id })
      else { return .unknown }
      switch block(list[list.index(after: position)...], names: [name], file: file) {
      case .covers: return .covered
      case .unknown: return .unknown
      case .exits(let place): return .missed(place)
      case .fallsThrough(let place): pending = pending ?? place
      }
      guard let owner = list.parent else { return .unknown }
      if let closure = owner.as(ClosureExprSyntax.self) {
        return .missed(pending ?? module.endPlace(of: closure, file: file))
      }
      if let body = owner.as(CodeBlockSyntax.self),
        body.parent?.is(FunctionDeclSyntax.self) == true
          || body.parent?.is(InitializerDeclSyntax.self) == true
      {
        return .missed(pending ?? module.endPlace(of: body, file: file))
      }
      guard let outer = Self.enclosingItem(of: owner) else { return .unknown }
      current = outer
    }
  }

  /// The statement holding `node` when only branches lie between them (`if`, `switch`, `do`):
  /// code after them runs next. Nil across a loop, a closure or anything else.
  private static func enclosingItem(of node: Syntax) -> CodeBlockItemSyntax? {
    var current = node
    while let parent = current.parent {
      if let item = parent.as(CodeBlockItemSyntax.self) { return item }
      let passes =
        parent.is(CodeBlockSyntax.self) || parent.is(IfExprSyntax.self)
        || parent.is(ExpressionStmtSyntax.self) || parent.is(SequenceExprSyntax.self)
        || parent.is(ExprListSyntax.self) || parent.is(DoStmtSyntax.self)
        || parent.is(CatchClauseSyntax.self) || parent.is(CatchClauseListSyntax.self)
        || parent.is(SwitchExprSyntax.self) || parent.is(SwitchCaseSyntax.self)
        || parent.is(SwitchCaseListSyntax.self)
      guard passes else { return nil }
      current = parent
    }
    return nil
  }

  /// Whether a local `name` is declared before `item`, in its block or one around it, within
  /// the same function or closure.
  private static func declaresLocal(_ name: String, before item: CodeBlockItemSyntax) -> Bool {
    var current = Syntax(item)
    while let list = current.parent?.as(CodeBlockItemListSyntax.self) {
      for earlier in list {
        if earlier.id == current.id { break }
        guard let declaration = earlier.item.as(VariableDeclSyntax.self) else { continue }
        if declaration.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }) {
          return true
        }
      }
      guard let owner = list.parent, !owner.is(ClosureExprSyntax.self),
        let outer = enclosingBlockItem(of: owner)
      else { return false }
      current = Syntax(outer)
    }
    return false
  }

  /// The statement around `node` within the same function or closure.
  private static func enclosingBlockItem(of node: Syntax) -> CodeBlockItemSyntax? {
    var current = node
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self)
        || parent.is(InitializerDeclSyntax.self)
      {
        return nil
      }
      if let item = parent.as(CodeBlockItemSyntax.self) { return item }
      current = parent
    }
    return nil
  }
}
