import SwiftSyntax

/// Where a value goes, by name: the local or the property that holds what an expression makes
/// (`let config = URLSessionConfiguration.background(...)`, then
/// `let session = URLSession(configuration: config)`), read on syntax alone.
///
/// It follows a value only where it plainly flows: through `try`, `await`, `!`, `?`, an
/// argument of a call (what a call makes from a value is taken to hold it), and a closure
/// called where it is written (`lazy var s = { ...; return URLSession(...) }()`). A value in
/// a condition, an operator or a member access is not followed.
enum ValueHolders {
  /// A name that holds a value: a local of a context, or a property of a type.
  enum Holder: Hashable {
    case local(context: Int, name: String)
    case property(type: String, name: String)

    var name: String {
      switch self {
      case .local(_, let name), .property(_, let name): name
      }
    }
  }

  /// The holder of what `expression`, in `context` (of type `typeName`), makes, and the name
  /// assigned when it is an assignment to a property (`self.session = ...`); nil when the value
  /// goes elsewhere, or into a `var` local that may be given another value.
  static func holder(of expression: Syntax, context: Int, typeName: String?) -> (
    holder: Holder, assigned: Syntax?
  )? {
    var current = expression
    while let parent = current.parent {
      if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
        || parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self)
      {
        if parent.is(ReturnStmtSyntax.self), !isInClosure(parent) { return nil }
        current = parent
        continue
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        // NB: a closure's value is what it returns, or its one expression.
        let item = current.as(CodeBlockItemSyntax.self)
        guard item?.item.is(ReturnStmtSyntax.self) == true || list.count == 1 else { return nil }
        current = parent
        continue
      }
      if let call = parent.as(FunctionCallExprSyntax.self) {
        // An argument of the call, or the closure the call runs where it is written.
        guard current.is(LabeledExprListSyntax.self) || current.is(ClosureExprSyntax.self)
        else { return nil }
        current = Syntax(call)
        continue
      }
      if let closure = parent.as(ClosureExprSyntax.self) {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == closure.id
        else { return nil }
        current = parent
        continue
      }
      if let initializer = parent.as(InitializerClauseSyntax.self) {
        guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        if declaration.parent?.is(MemberBlockItemSyntax.self) == true, let typeName {
          return (.property(type: typeName, name: name), nil)
        }
        guard declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return (.local(context: context, name: name), nil)
      }
      if let list = parent.as(ExprListSyntax.self) {
        let elements = Array(list)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          elements[2].id == current.id
        else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
          let name = reference.baseName.text
          guard let typeName, !declaresLocal(name, around: Syntax(list)) else { return nil }
          return (.property(type: typeName, name: name), Syntax(reference))
        }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let typeName,
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          return (
            .property(type: typeName, name: member.declName.baseName.text), Syntax(member.declName)
          )
        }
        return nil
      }
      return nil
    }
    return nil
  }

  /// The holder a receiver expression (`session`, `self.session`, `Self.shared`) names, in
  /// `context` of type `typeName`; nil for anything else.
  static func named(_ receiver: ExprSyntax, context: Int, typeName: String?, locals: Set<String>)
    -> Holder?
  {
    var expression = receiver
    while true {
      if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrapped.expression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else {
        break
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if locals.contains(name) || typeName == nil { return .local(context: context, name: name) }
      return .property(type: typeName ?? "", name: name)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let typeName,
      let base = member.base?.trimmedDescription,
      base == "self" || base == "Self" || base == typeName
    else { return nil }
    return .property(type: typeName, name: member.declName.baseName.text)
  }

  /// The names a context declares for itself: its parameters, and every name a pattern in it
  /// binds (locals, closure parameters, `if let`).
  static func locals(of node: Syntax, parameters: [String]) -> Set<String> {
    var names = Set(parameters)
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, let parent = token.parent else {
        continue
      }
      if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
        || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self)
      {
        names.insert(text)
      }
    }
    return names
  }

  private static func isInClosure(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(ClosureExprSyntax.self) { return true }
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) {
        return false
      }
      current = parent.parent
    }
    return false
  }

  private static func declaresLocal(_ name: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list {
          if let declaration = item.item.as(VariableDeclSyntax.self),
            declaration.bindings.contains(where: {
              $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            })
          {
            return true
          }
        }
      }
      current = parent.parent
    }
    return false
  }
}
