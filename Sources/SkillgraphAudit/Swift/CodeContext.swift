import SwiftSyntax

/// A place code runs from: a function, an initializer, a property's initial value or
/// accessors, or a file's top-level code.
struct CodeContext {
  /// What kind of place.
  enum Kind { case function, initializer, property, topLevel }

  /// What kind of place.
  var kind: Kind
  /// The base name (`application`, `init`, a property's name, or the file name).
  var name: String
  /// The signature: `application(_:didFinishLaunchingWithOptions:)`, `init(...)`, a name.
  var signature: String
  /// The argument labels (`_` for none), for functions and initializers.
  var labels: [String]
  /// The names the parameters have inside the body, in order.
  var parameterNames: [String]
  /// The type it belongs to, if any.
  var typeName: String?
  /// Whether it is static (a type's own member).
  var isStatic: Bool
  /// Whether it has a body of statements (a function or an initializer with one).
  var hasBody: Bool
  /// The whole declaration (or the file, for top-level code), within its file's tree.
  var syntax: SyntaxIdentifier.SyntaxIndexInTree
  /// Where the declaration starts.
  var place: SourcePlace
  /// The file, as an index into the module's files.
  var file: Int
  /// The names it refers to (functions, properties and types, by base name), each once, as
  /// indexes into the names of its file or, once a module holds it, of the module.
  var references: [Int32] = []
}

/// A type declared in the module: its name, what it inherits or conforms to, and its
/// attributes (`@main`).
struct DeclaredType {
  var name: String
  var inherited: [String]
  var isMain: Bool
}

/// A call in the source: its name, labels, arguments and place.
struct CallSite {
  /// The call, within its file's tree.
  var syntax: SyntaxIdentifier.SyntaxIndexInTree
  /// The base name of what is called (`register`, `BGAppRefreshTaskRequest`).
  var name: String
  /// The explicit argument labels, `_` for an unlabelled one.
  var labels: [String]
  /// How many trailing closures follow.
  var trailingClosures: Int
  /// The context it is in.
  var context: Int
  /// The file, as an index into the module's files.
  var file: Int
  /// Where it is written.
  var place: SourcePlace

  /// Whether it matches `signature`.
  func matches(_ signature: CallSignature) -> Bool {
    signature.matches(name: name, labels: labels, trailingClosures: trailingClosures)
  }
}

/// An assignment to a member: `task.expirationHandler = { ... }`.
struct MemberAssignment {
  /// The member's name.
  var member: String
  /// The context it is in.
  var context: Int
  /// Where it is written.
  var place: SourcePlace
}
