public import SkillgraphDecisions
import SkillgraphModel
import SkillgraphSearch

extension CommandFailure {
  /// A decision error as a failure: an unknown tree is "not found" (2), a cycle of skill links
  /// is a content error (1), the rest usage errors (64).
  public static func decision(_ error: DecisionError) -> CommandFailure {
    switch error {
    case .noTree, .unknownTree: .notFound(error.description)
    case .cycle:
      CommandFailure(code: "cycle", message: error.description, status: ExitStatus.contentErrors)
    default: .usage(error.description)
    }
  }
}

extension CommandFailure {
  /// No tree fits a description in words ("not found", 2): says whether the description names
  /// several trees equally or the content does not seem to cover it, and lists the trees
  /// (unless `listingTrees` is false: a terminal offers them as a menu next).
  package static func noTreeFits(
    _ situation: String, match: SituationMatch, trees: [DecisionTree], listingTrees: Bool = true
  ) -> CommandFailure {
    var message = "no decision tree fits '\(situation)'"
    if match.search.confidence != .high || match.search.results.isEmpty {
      message += ": the content does not seem to cover it"
    } else if !match.tied.isEmpty {
      message +=
        ": it names several equally (\(match.tied.map(\.id).joined(separator: ", "))); "
        + "choose one with its ID"
    } else {
      let closest = match.search.results.prefix(3).map { "\($0.title) (\($0.id))" }
      message += "; the sections closest to it: \(closest.joined(separator: ", "))"
    }
    guard listingTrees else { return .notFound(message) }
    message += "; trees: " + trees.map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
    return .notFound(message)
  }
}
