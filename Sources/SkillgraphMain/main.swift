import SkillgraphCLI

SkillgraphCLI.runAsMain()
