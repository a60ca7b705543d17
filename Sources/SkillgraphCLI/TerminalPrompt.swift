import Foundation
import Skillgraph

/// Why an interactive session ended before it was done.
enum SessionStop: Error {
  /// The input closed (end of file, Ctrl-D) while something was asked.
  case inputClosed
  /// Ctrl-C.
  case interrupted
}

/// The terminal prompt `ask` and `diagnose` share: menus, text and yes/no questions, written to
/// stderr. On a terminal it reads raw keys (arrows move the highlight, Enter chooses); on a pipe it
/// reads plain lines, so that sessions can be scripted. Colour only on a terminal, never with
/// `NO_COLOR`.
final class TerminalPrompt {
  let console: Console
  let input: PromptInput
  /// Whether prompts are styled.
  let usesColor: Bool
  /// Whether keys are read raw, between `begin` and `end`.
  private(set) var isRaw = false
  /// The option highlighted when the last menu on a raw terminal was left by a command (`?`
  /// explains, then the same menu is shown again with that option still highlighted).
  var highlightAtCommand: Int?
  private let wantsRaw: Bool
  private let echoesInput: Bool

  /// A prompt over standard input and `console`'s errors.
  init(
    console: Console, input: PromptInput = PromptInput(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.console = console
    self.input = input
    let terminalInput = isatty(STDIN_FILENO) == 1
    let terminalErrors = isatty(STDERR_FILENO) == 1
    wantsRaw = terminalInput && terminalErrors
    // NB: a pipe's input is not echoed; echo it so that stderr reads like the session.
    echoesInput = !terminalInput
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    usesColor = !noColor && terminalErrors && environment["TERM"] != "dumb"
  }

  /// Enters raw mode when both standard input and standard error are terminals.
  func begin() {
    if wantsRaw { isRaw = RawTerminal.enter() }
  }

  /// Restores the terminal.
  func end() {
    guard isRaw else { return }
    RawTerminal.restore()
    isRaw = false
  }

  /// Writes a line to stderr.
  func say(_ line: String) { console.warn(line) }

  /// Says `text` wrapped at word boundaries to the terminal's width on a raw terminal (a long
  /// question or option text would otherwise break mid-word), each line given `style`.
  func sayWrapped(_ text: String, style: (String) -> String = { $0 }) {
    wrapped(text).forEach { say(style($0)) }
  }

  /// `text` as the lines it takes on a raw terminal, wrapped at word boundaries; one line off a
  /// terminal.
  func wrapped(_ text: String) -> [String] {
    let width = RawTerminal.columns
    guard isRaw, width > 20 else { return [text] }
    return TextWrap.lines(text, width: width - 1)
  }

  /// Asks `menu` until the user chooses an option or a command.
  func choose(_ menu: PromptMenu) throws(SessionStop) -> PromptChoice {
    try isRaw ? chooseWithKeys(menu) : chooseWithLines(menu)
  }

  /// Asks for a text; an empty answer keeps `defaultValue`.
  func text(_ label: String, default defaultValue: String) throws(SessionStop) -> String {
    let shown = defaultValue.isEmpty ? "" : " [\(bold(defaultValue))]"
    console.prompt("\(label)\(shown): ")
    let typed = try isRaw ? editLine() : readLine()
    return typed.trimmed.isEmpty ? defaultValue : typed.trimmed
  }

  /// Asks a yes/no question; Enter gives `defaultValue`. Only y, n (yes, no on a pipe) and Enter
  /// answer: anything else asks again.
  func confirm(_ question: String, default defaultValue: Bool) throws(SessionStop) -> Bool {
    let hint = defaultValue ? "[Y/n]" : "[y/N]"
    while true {
      console.prompt("\(question) \(dim(hint)) ")
      let answer = try isRaw ? confirmKey() : readLine().trimmed.lowercased()
      switch answer {
      case "": return defaultValue
      case "y", "yes": return true
      case "n", "no": return false
      default: say(red("Type y or n, or press Enter for \(defaultValue ? "yes" : "no")."))
      }
    }
  }

  private func chooseWithLines(_ menu: PromptMenu) throws(SessionStop) -> PromptChoice {
    say("")
    say(bold(menu.title))
    for index in menu.options.indices {
      say(optionLine(menu, index, highlighted: index == menu.defaultIndex))
    }
    while true {
      let help = menu.options.isEmpty ? menu.choices : menu.keyHelp(arrows: false)
      let fallback = menu.options.isEmpty ? "" : " [\(menu.defaultIndex + 1)]"
      console.prompt("\(dim(help))\(fallback)> ")
      switch menu.resolve(try readLine()) {
      case .choice(let choice):
        say(dim("→ \(describe(choice, in: menu))"))
        return choice
      case .problem(let problem): say(red(problem))
      }
    }
  }

  private func readLine() throws(SessionStop) -> String {
    guard let line = input.readLine() else {
      if echoesInput { console.prompt("\n") }
      throw .inputClosed
    }
    if echoesInput { console.prompt(line + "\n") }
    return line
  }

  /// The line of option `index`: `> 2. text` when highlighted, in reverse video with colour.
  func optionLine(_ menu: PromptMenu, _ index: Int, highlighted: Bool) -> String {
    optionLines(menu, index, highlighted: highlighted, width: nil).joined(separator: "\n")
  }

  /// The lines of option `index`, wrapped under the text after the number when `width` is given
  /// (a terminal's columns): a narrow terminal shows every option whole.
  func optionLines(_ menu: PromptMenu, _ index: Int, highlighted: Bool, width: Int?) -> [String] {
    let number = "\(index + 1). "
    let text = number + menu.options[index].label
    // NB: one column short of the width: a line that fills it wraps early on some terminals.
    let lines = width.map { TextWrap.lines(text, width: $0 - 3, indent: number.count) } ?? [text]
    return lines.map { line in
      guard highlighted else { return "  \(line)" }
      return usesColor ? "\(Console.escape)[7m> \(line)\(Console.escape)[0m" : "> \(line)"
    }
  }

  /// The choice in words: the option's text or the command's name.
  func describe(_ choice: PromptChoice, in menu: PromptMenu) -> String {
    switch choice {
    case .option(let index): menu.options[index].label
    case .command(let command): command.help
    }
  }

  /// `text` in bold, with colour.
  func bold(_ text: String) -> String { styled(text, "1") }
  /// `text` dimmed, with colour.
  func dim(_ text: String) -> String { styled(text, "2") }
  /// `text` in red, with colour.
  func red(_ text: String) -> String { styled(text, "31") }
  /// `text` in green, with colour.
  func green(_ text: String) -> String { styled(text, "32") }

  private func styled(_ text: String, _ code: String) -> String {
    usesColor ? "\(Console.escape)[\(code)m\(text)\(Console.escape)[0m" : text
  }
}
