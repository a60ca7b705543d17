public import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSearch
import SkillgraphSite
import SkillgraphTemplates

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
