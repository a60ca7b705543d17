// NB: top-level code, not `@main`: a `@main` type cannot live in `main.swift` once the target
// has other files.
await SkillgraphMCPCommand.runAsMain()
