import Skillgraph

/// Prints what `decide --project` read from the developer's project: which targets, the facts
/// taken and those left open, and the audit findings that concern the recommendation.
struct ProjectPrinter {
  let console: Console

  /// The targets the facts come from, and the facts that were not taken.
  func header(_ summary: ProjectSummary) {
    Self.headerLines(summary, dim: console.dim).forEach { console.write($0) }
  }

  /// The header's lines, dimmed by `dim` where they are asides.
  static func headerLines(_ summary: ProjectSummary, dim: (String) -> String) -> [String] {
    ["Project \(summary.path): \(summary.choice)"]
      + summary.unsettled.map { dim("  not settled by the project: \($0)") }
  }

  /// The findings that concern the recommendation, compiler-style, each with its `see:` line.
  func findings(_ summary: ProjectSummary) {
    console.write(console.bold("In your project"))
    guard !summary.findings.isEmpty else {
      console.write(
        "  - no audit finding concerns this recommendation (\(summary.auditedFindings ?? 0) findings in all; skillgraph audit \(summary.path))"
      )
      return
    }
    for finding in summary.findings {
      console.write("  \(finding.formatted)")
      console.write("    see: \(finding.see)")
    }
  }
}
