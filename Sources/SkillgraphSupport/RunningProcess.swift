import Foundation

/// Whether a process that left a temporary file behind still runs.
public enum RunningProcess {
  /// Whether a process with `pid` runs on this machine.
  public static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}
