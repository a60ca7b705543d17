import Foundation
import SkillgraphTestSupport
import Testing

/// Runs the built binary with exactly `environment`, through `prefix` (a program that runs it
/// another way), and returns its status, output and errors.
func runCommand(_ arguments: [String], _ environment: [String: String], as prefix: [String] = [])
  async throws -> ProcessOutput
{
  let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
  let command = prefix + [binary] + arguments
  let run = try await ChildProgram(
    URL(fileURLWithPath: command[0]), Array(command.dropFirst()), environment: environment
  ).run()
  return ProcessOutput(status: run.status, output: run.output, errors: run.errors)
}

/// A user for whom a folder can be made read-only: this one when it is not the superuser
/// (whom permissions do not stop), else `nobody` through `setpriv`.
enum OtherUser {
  static let setpriv = "/usr/bin/setpriv"
  static let isSuperuser = geteuid() == 0

  /// Whether a read-only folder can be shown to a command.
  static var available: Bool {
    !isSuperuser || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// The prefix that runs a command as that user.
  static var prefix: [String] {
    isSuperuser ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : []
  }

  /// Takes write permission away from `path` and everything in it.
  static func makeReadOnly(_ path: String) throws { try chmod(path, writable: false) }

  /// Gives write permission back to the owner of `path` and everything in it.
  static func makeWritable(_ path: String) throws { try chmod(path, writable: true) }

  private static func chmod(_ path: String, writable: Bool) throws {
    let paths = [path] + (FileManager.default.subpaths(atPath: path) ?? []).map { path + "/" + $0 }
    for entry in paths {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: entry, isDirectory: &isFolder)
      let mode: Int16 = isFolder.boolValue ? (writable ? 0o755 : 0o555) : (writable ? 0o644 : 0o444)
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: entry)
    }
  }
}

/// A prefix that runs a command with a limit on the size of every file it writes, as a full
/// disk would stop it: writes past the limit fail (the signal the kernel would send is ignored).
enum FileSizeLimit {
  static func prefix(kilobytes: Int) -> [String] {
    // NB: the shell's `ulimit -f` counts blocks of 512 bytes.
    ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f \(kilobytes * 2); exec \"$0\" \"$@\""]
  }
}
