/// Whether a description holds a pasted crash report or console line in one of Apple's formats:
/// such a description reports a symptom, whatever else its words say.
public enum PastedReport {
  /// Markers of Apple's crash reports and console lines, as they are printed.
  static let markers = [
    "*** Terminating app due to uncaught exception", "Exception Type:", "Termination Reason:",
    "Exception Codes:", "Error Domain=", "EXC_CRASH", "EXC_BAD_ACCESS", "EXC_RESOURCE",
  ]

  /// Whether `text` holds one of the markers.
  public static func isPresent(in text: String) -> Bool {
    markers.contains { text.contains($0) }
  }
}
