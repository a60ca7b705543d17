/// The documented exit codes.
public enum ExitStatus {
  /// Success.
  public static let success: Int32 = 0
  /// The content has errors (`check`), or a command could not use it.
  public static let contentErrors: Int32 = 1
  /// Nothing matched (an unknown ID, no results).
  public static let notFound: Int32 = 2
  /// An interactive session ended because its input closed before a question was answered.
  public static let incomplete: Int32 = 3
  /// Bad arguments: unknown flags, malformed values.
  public static let usage: Int32 = 64
  /// A file or folder could not be read or written.
  public static let ioFailure: Int32 = 74
  /// An interactive session was interrupted (Ctrl-C, SIGINT, SIGTERM or SIGHUP): 128 + SIGINT.
  public static let interrupted: Int32 = 130
}
