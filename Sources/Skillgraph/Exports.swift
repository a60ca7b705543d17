@_exported public import SkillgraphAudit
@_exported public import SkillgraphDecisions
@_exported public import SkillgraphExport
@_exported public import SkillgraphIngest
// The front ends import Skillgraph alone and see every layer's public API.
@_exported public import SkillgraphMarkdown
@_exported public import SkillgraphModel
@_exported public import SkillgraphSearch
@_exported public import SkillgraphSite
@_exported public import SkillgraphTemplates
