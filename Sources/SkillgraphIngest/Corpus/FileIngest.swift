package import Foundation
package import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// The one ingest step of a content file, shared by every consumer (the graph's loader, the
/// search index and, through the scan, the content fingerprint): read the file under the
/// folder rules (`FileBytes`), decode it (`SourceDecoder`), decide whether it is skipped
/// (unreadable, too large, binary, generated) and interpret it into a skill and its entities.
///
/// The steps are apart so that a consumer can stop early: the index hashes a file's bytes
/// before deciding to parse it, and learns whether a file claims its skill ID (`SkillIDClaims`)
/// from the cheap steps alone.
package enum FileIngest {
  /// A file that is not ingested: what `skipped` lists, and the diagnostic that says why.
  package struct Skip: Error, Sendable {
    package var skipped: SkippedFile
    package var diagnostic: Diagnostic

    /// A value with every stored property given.
    package init(skipped: SkippedFile, diagnostic: Diagnostic) {
      self.skipped = skipped
      self.diagnostic = diagnostic
    }
  }

  /// What became of a file.
  package enum Outcome: Sendable {
    case interpreted(InterpretedSkill)
    case skipped(Skip)
  }

  /// How a generated file starts (its first line), so that it is skipped with a note: a copy
  /// made from other documents would repeat their entities.
  package static let generatedMarker = "<!-- GENERATED"

  /// The reason given for skipping a generated file.
  package static let generatedReason = "generated file"

  /// Files larger than this are ingested with a `large-file` warning (those larger than
  /// `FileBytes.maximumBytes` are not read).
  package static let largeFileBytes = 1_000_000

  /// The whole step for `file`: read, decode, skip or interpret.
  package static func outcome(of file: SkillFile, parser: MarkdownParser) -> Outcome {
    switch read(file) {
    case .success(let data): outcome(of: file, data: data, parser: parser)
    case .failure(let skip): .skipped(skip)
    }
  }

  /// The step for `file` whose bytes are `data`: decode, skip or interpret.
  package static func outcome(of file: SkillFile, data: Data, parser: MarkdownParser) -> Outcome {
    switch decode(data, of: file) {
    case .success(let decoded):
      .interpreted(interpret(decoded, of: file, byteCount: data.count, parser: parser))
    case .failure(let skip): .skipped(skip)
    }
  }

  /// The bytes of `file`, or why it is not read.
  package static func read(_ file: SkillFile) -> Result<Data, Skip> {
    do throws(BoundedFile.Failure) {
      return .success(try FileBytes.contents(of: file.path))
    } catch .tooLarge(let size, let limit) {
      return .failure(
        Skip(
          skipped: SkippedFile(path: file.path, reason: "larger than \(limit) bytes"),
          diagnostic: Diagnostic(
            .error, "file-too-large",
            "the file is \(size) bytes, over the \(limit)-byte limit; it is not read",
            path: file.path, range: .at(line: 1))))
    } catch {
      return .failure(
        Skip(
          skipped: SkippedFile(path: file.path, reason: "unreadable"),
          diagnostic: Diagnostic(
            .error, "unreadable-file", "cannot read the file: \(error)",
            path: file.path, range: .at(line: 1))))
    }
  }

  /// The text of `data`, or why the file is skipped (binary, generated).
  package static func decode(_ data: Data, of file: SkillFile) -> Result<
    SourceDecoder.Decoded, Skip
  > {
    let decoded = SourceDecoder.decode(data, path: file.path)
    if let problem = decoded.binaryDiagnostic {
      return .failure(
        Skip(skipped: SkippedFile(path: file.path, reason: "binary file"), diagnostic: problem))
    }
    if decoded.text.hasPrefix(generatedMarker) {
      let firstLine = decoded.text.prefix { $0 != "\n" }
      return .failure(
        Skip(
          skipped: SkippedFile(path: file.path, reason: generatedReason),
          diagnostic: Diagnostic(
            .note, "generated-file-skipped",
            "skipped a generated file (\(firstLine.prefix(80)))", path: file.path,
            range: .at(line: 1))))
    }
    return .success(decoded)
  }

  /// Whether the file whose bytes are `data` reads as a skill (is not skipped), without
  /// interpreting it.
  package static func readsAsSkill(_ data: Data, of file: SkillFile) -> Bool {
    if case .success = decode(data, of: file) { return true }
    return false
  }

  /// The skill and entities of a decoded file of `byteCount` bytes, with the decoder's
  /// diagnostics first and a `large-file` warning last.
  package static func interpret(
    _ decoded: SourceDecoder.Decoded, of file: SkillFile, byteCount: Int, parser: MarkdownParser
  ) -> InterpretedSkill {
    var interpreted = SkillInterpreter(file: file, parser: parser).interpret(decoded.text)
    interpreted.diagnostics = decoded.diagnostics + interpreted.diagnostics
    if byteCount > largeFileBytes {
      interpreted.diagnostics.append(
        Diagnostic(
          .warning, "large-file",
          "file is \(byteCount / 1_000) KB; a skill document is rarely over 1 MB (was something pasted or generated into it?)",
          path: file.path, range: .at(line: 1)))
    }
    return interpreted
  }
}
