import Skillgraph

extension CommandFailure {
  /// A decision error as a failure: an unknown tree is "not found" (2), the rest usage errors (64).
  static func decision(_ error: DecisionError) -> CommandFailure {
    switch error {
    case .noTree, .unknownTree: .notFound(error.description)
    default: .usage(error.description)
    }
  }
}
