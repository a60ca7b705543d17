import Foundation
import SkillgraphTestSupport
import Testing

/// What one run of the `skillgraph` binary produced.
struct ProcessOutput {
  var status: Int32
  var output: String
  var errors: String
}

/// The built `skillgraph` binary: beside the test bundle, else in `.build/debug`.
let skillgraphBinary: String? = {
  let packageRoot = URL(fileURLWithPath: shippedContent).deletingLastPathComponent()
  let bundle = Bundle.main.bundleURL
  let candidates = [
    bundle, bundle.deletingLastPathComponent(),
    Bundle.main.executableURL?.deletingLastPathComponent(),
    packageRoot.appendingPathComponent(".build/debug"),
  ].compactMap { $0?.appendingPathComponent("skillgraph").path }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// A temporary folder, removed by `remove()`.
func temporaryFolder() throws -> String {
  let path = TestRunFolder.url
    .appendingPathComponent("skillgraph-ask-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Runs the binary with `input` on a pipe (closed after it), stdout and stderr captured.
func runThroughPipe(
  _ arguments: [String], input: String, environment: [String: String] = [:]
) async throws -> ProcessOutput {
  let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
  var variables = ProcessInfo.processInfo.environment
  variables.removeValue(forKey: "NO_COLOR")
  variables.merge(environment) { _, new in new }
  let run = try await ChildProgram(
    URL(fileURLWithPath: binary), arguments, environment: variables, input: Data(input.utf8),
    timeLimit: 20
  ).run()
  return ProcessOutput(status: run.status, output: run.output, errors: run.errors)
}

/// One step of a pseudo-terminal session: wait for text, send keys, or send a signal.
enum TerminalStep {
  case expect(String)
  case send(String)
  case signal(Int32)
}

/// What a pseudo-terminal session produced.
struct TerminalSession {
  /// Everything the program wrote to the terminal.
  var output: String
  /// The exit status (negative: killed by that signal).
  var status: Int
  /// Whether the terminal's settings after the run equal those before it.
  var restored: Bool
  /// Why the steps did not complete, if they did not.
  var failure: String?
}

/// Runs the binary on a real pseudo-terminal (stdin, stdout and stderr), through `python3`'s
/// `pty` module: each step waits for text or sends keys; the terminal's settings are compared
/// before and after.
func runInTerminal(
  _ arguments: [String], steps: [TerminalStep], environment: [String: String] = [:],
  columns: Int = 120
) async throws -> TerminalSession {
  let binary = try #require(skillgraphBinary, "build the skillgraph binary first: swift build")
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let script = folder + "/driver.py"
  try Data(terminalDriver.utf8).write(to: URL(fileURLWithPath: script))
  let encodedSteps: [[Any]] = steps.map { step in
    switch step {
    case .expect(let text): ["expect", text]
    case .send(let keys): ["send", keys]
    case .signal(let number): ["signal", Int(number)]
    }
  }
  var variables = ["TERM": "xterm-256color"]
  variables.merge(environment) { _, new in new }
  let spec: [String: Any] = [
    "argv": [binary] + arguments, "env": variables, "steps": encodedSteps,
    "unset": environment["NO_COLOR"] == nil ? ["NO_COLOR"] : [], "timeout": 15,
    "columns": columns,
  ]
  let run = try await ChildProgram(
    URL(fileURLWithPath: "/usr/bin/env"), ["python3", script],
    input: try JSONSerialization.data(withJSONObject: spec)
  ).run()
  let result = try #require(
    try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
    "the pty driver failed: \(run.errors)")
  return TerminalSession(
    output: result["output"] as? String ?? "", status: result["status"] as? Int ?? -1,
    restored: result["restored"] as? Bool ?? false, failure: result["failure"] as? String)
}

/// Whether `text` holds an SGR (colour or style) escape sequence.
func hasColorCodes(_ text: String) -> Bool {
  text.contains(/\u{1B}\[[0-9;]*m/)
}

/// The pseudo-terminal driver, run by `python3`: reads a JSON spec on stdin, prints a JSON result.
private let terminalDriver = #"""
  import fcntl, json, os, pty, select, struct, subprocess, sys, termios, time
  spec = json.load(sys.stdin)
  master, slave = pty.openpty()
  os.set_blocking(master, False)
  fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, spec.get("columns", 120), 0, 0))
  before = termios.tcgetattr(slave)
  env = dict(os.environ)
  for name in spec.get("unset", []):
      env.pop(name, None)
  env.update(spec.get("env", {}))
  proc = subprocess.Popen(spec["argv"], stdin=slave, stdout=slave, stderr=slave, env=env,
                          start_new_session=True)
  output, mark, failure = b"", 0, None
  deadline = time.time() + spec.get("timeout", 15)

  def pump(wait):
      global output
      ready, _, _ = select.select([master], [], [], wait)
      if ready:
          try:
              output += os.read(master, 65536)
          except OSError:
              pass

  for kind, value in spec["steps"]:
      if kind == "expect":
          needle = value.encode()
          while needle not in output[mark:]:
              if time.time() > deadline or proc.poll() is not None:
                  pump(0.1)
                  if needle not in output[mark:]:
                      failure = "no %r in time" % value
                  break
              pump(0.05)
          if failure:
              break
          mark = output.index(needle, mark) + len(needle)
      elif kind == "send":
          os.write(master, value.encode())
          time.sleep(0.05)
      elif kind == "signal":
          proc.send_signal(value)
  while proc.poll() is None and time.time() < deadline:
      pump(0.05)
  if proc.poll() is None:
      proc.kill()
      failure = failure or "the process did not exit"
  proc.wait()
  while select.select([master], [], [], 0.1)[0]:
      try:
          chunk = os.read(master, 65536)
      except OSError:
          break
      if not chunk:
          break
      output += chunk
  after = termios.tcgetattr(slave)
  json.dump({"output": output.decode("utf-8", "replace"), "status": proc.returncode,
             "restored": before == after, "failure": failure}, sys.stdout)
  """#
