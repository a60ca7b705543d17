extension MarkdownInputGuard {
  /// Reads as text the image openers of each run of lines whose openers × closing brackets
  /// exceed `limits.imageBracketWorkPerByte` times its length.
  ///
  /// NB: when cmark-gfm closes a link, it walks back over every bracket still open to
  /// deactivate the link openers, passing each unclosed image opener (`![`) every time, so
  /// `![[]()` repeated costs openers × links. A paragraph, and so every bracket walk, lies
  /// within a run of lines between blank lines; counting a run's openers and closers, code spans
  /// and all, over-counts that work, never under-counts it. Past the limit, each `!` of an
  /// opener becomes `\`, which escapes the `[`: the same number of bytes, no opener left.
  func guardImages(_ bytes: inout [UInt8], lines: GuardLines) -> [InputGuardFinding] {
    var findings: [InputGuardFinding] = []
    var line = 0
    while line < lines.count {
      let end = lines.nextBlank[line]
      guard end > line else {
        line += 1
        continue
      }
      let (start, stop) = (lines.starts[line], lines.ends[end - 1])
      let (openers, closers) = Self.brackets(bytes[start..<stop])
      let allowance = limits.imageBracketWorkPerByte * (stop - start)
      let (work, overflow) = openers.count.multipliedReportingOverflow(by: closers)
      if overflow || work > allowance, let first = openers.first {
        for opener in openers { bytes[opener] = UInt8(ascii: "\\") }
        var firstLine = line
        while lines.ends[firstLine] < first { firstLine += 1 }
        findings.append(
          InputGuardFinding(
            kind: .imageBrackets(openers: openers.count, closers: closers, allowance: allowance),
            position: position(of: first, line: firstLine, in: lines)))
      }
      line = end
    }
    return findings
  }

  /// The offsets of the `!` of each image opener in `run` and the number of its closing
  /// brackets, leaving out those a backslash escapes.
  package static func brackets(_ run: ArraySlice<UInt8>) -> (openers: [Int], closers: Int) {
    var openers: [Int] = []
    var closers = 0
    var backslashes = 0
    for offset in run.indices {
      let byte = run[offset]
      let escaped = !backslashes.isMultiple(of: 2)
      backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
      guard !escaped else { continue }
      if byte == UInt8(ascii: "]") {
        closers += 1
      } else if byte == UInt8(ascii: "!"), offset + 1 < run.endIndex,
        run[offset + 1] == UInt8(ascii: "[")
      {
        openers.append(offset)
      }
    }
    return (openers, closers)
  }
}
