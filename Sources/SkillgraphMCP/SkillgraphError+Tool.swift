import Skillgraph

extension SkillgraphError {
  /// The message of the tool error for this failure: the service's, or the words the server
  /// has always answered with where they name an option of its own (`--index`) or of the
  /// command line.
  var toolMessage: String {
    switch self {
    case .targetWithoutProject:
      "a target is one of a project's: give the project (--project PATH) with --target"
    case .index(.notAnIndex(let path)):
      "\(path) is not a Skillgraph index, so it was left as it is: remove it or give another --index"
    case .invalidAuditRules: "the audit rules have errors (skillgraph check shows them)"
    default: description
    }
  }
}
