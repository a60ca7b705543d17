/// The regular expressions the interpreters use, compiled once per process.
///
/// NB: a regex literal inside a function is compiled again at every call on this toolchain;
/// keeping them here as static constants made ingesting the Axiom collection many times faster.
package enum TextPatterns {
  nonisolated(unsafe) static let scenarioHeading =
    /^scenario\s*(?:([0-9]+)[a-z]?)?\s*[:.\-–—]?\s*(.*)$/
  nonisolated(unsafe) static let exampleHeading = /^(?i:example)\s*[0-9]*\s*[:.\-–—]\s*(.+)$/
  nonisolated(unsafe) static let kebabName = /[a-z0-9]+(?:-[a-z0-9]+)+/
  nonisolated(unsafe) static let patternHeading =
    /^pattern\s+([0-9]+)[a-z]?\s*(?:[:.\-–—]\s*(.*))?$/
  nonisolated(unsafe) static let partPrefix = /^part\s+[0-9ivx]+\s*[:.\-–—]\s*/
  nonisolated(unsafe) static let wwdcSession =
    /(?i)WWDC\s?'?([0-9]{2,4})[\s\-–]+(?:session\s+)?([0-9]{2,5})/
  nonisolated(unsafe) static let documentationPath = /\/documentation\/[A-Za-z0-9_\/\-.()]+/
  nonisolated(unsafe) static let webURL = /https?:\/\/\S+/
  nonisolated(unsafe) static let agentSkillName = /[a-z0-9]+(-[a-z0-9]+)*/
  nonisolated(unsafe) static let iosRange =
    /ios\s*([0-9]+(?:\.[0-9]+)?)\s*(?:-|–|to)\s*(?:ios\s*)?([0-9]+(?:\.[0-9]+)?)/
  nonisolated(unsafe) static let iosMinimum =
    /ios\s*([0-9]+(?:\.[0-9]+)?)\s*(?:\+|or later|and later|or newer|and up)/
  nonisolated(unsafe) static let iosMaximum =
    /(?:before|below|earlier than|older than|pre-|<)\s*ios\s*([0-9]+(?:\.[0-9]+)?)/
  nonisolated(unsafe) static let durationPlus =
    /([0-9]+(?:\.[0-9]+)?)\s*\+\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|h)\b/
  nonisolated(unsafe) static let longDuration =
    /several minutes|multiple minutes|many minutes|minutes of|long-running|longer runtime|hours/
  nonisolated(unsafe) static let atMostWords = /(?:≤|<=|<|under|less than|up to|at most)/
  nonisolated(unsafe) static let atLeastWords = /(?:≥|>=|>|over|more than|at least|larger than)/
  nonisolated(unsafe) static let patternNumber = /\(\s*Pattern\s+([0-9]+)/
  nonisolated(unsafe) static let skillPathInText = /(?:[a-z0-9-]+\/)?skills\/[A-Za-z0-9_.\-]+\.md/
  nonisolated(unsafe) static let markdownLinkTarget = /\]\(([^)\s]+)\)/
  nonisolated(unsafe) static let durationAtMost =
    /(?:≤|<=|<|under|less than|within|up to|at most|no more than|fewer than)\s*~?\s*([0-9]+(?:\.[0-9]+)?)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/
  nonisolated(unsafe) static let durationAtLeast =
    /(?:≥|>=|>|over|more than|at least|longer than|beyond)\s*~?\s*([0-9]+(?:\.[0-9]+)?)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/
  nonisolated(unsafe) static let sizeAmount = /\s*([0-9]+(?:\.[0-9]+)?)\s*(kb|mb|gb)\b/
}
