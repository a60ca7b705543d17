extension TerminalPrompt {
  /// The menu on a raw terminal: arrows move the highlight, Enter chooses it, a digit or the first
  /// letters move it too (a number that cannot grow into another chooses at once), a command
  /// letter acts at once.
  func chooseWithKeys(_ menu: PromptMenu) throws(SessionStop) -> PromptChoice {
    let width = RawTerminal.columns
    var highlight = menu.options.indices.contains(menu.defaultIndex) ? menu.defaultIndex : 0
    highlightAtCommand = nil
    var typed = ""
    var message: String?
    say("")
    sayWrapped(menu.title, style: bold)
    // NB: the options and the key help are wrapped, never cut; the lines above the cursor are
    // counted so that a redraw starts where the last one did, whatever wrapped.
    var drawnAbove = 0
    var footerAbove = 0
    func screen() -> [String] {
      var lines = menu.options.indices.flatMap {
        optionLines(menu, $0, highlighted: $0 == highlight, width: width)
      }
      let help = TextWrap.lines(message ?? menu.keyHelp(arrows: true), width: width - 1)
      lines += help.map { message == nil ? dim($0) : red($0) }
      footerAbove = help.count
      lines.append("> \(typed)")
      return lines
    }
    func draw() {
      var text = Console.carriageReturn + Console.cursorUp(drawnAbove) + Console.clearBelow
      let lines = screen()
      text += lines.joined(separator: "\n")
      drawnAbove = lines.count - 1
      console.prompt(text)
    }
    func redraw() { draw() }
    draw()
    while true {
      let key = TerminalKey.read(from: input)
      message = nil
      var chosen: PromptChoice?
      switch key {
      case .up, .down, .home, .end:
        guard !menu.options.isEmpty else { break }
        let count = menu.options.count
        switch key {
        case .up: highlight = (highlight + count - 1) % count
        case .down: highlight = (highlight + 1) % count
        case .home: highlight = 0
        default: highlight = count - 1
        }
        typed = ""
      case .enter:
        if menu.options.isEmpty { break }
        if typed.isEmpty || menu.prefixMatches(typed).contains(highlight) {
          chosen = .option(highlight)
        } else {
          switch menu.resolve(typed) {
          case .choice(let choice): chosen = choice
          case .problem(let problem): message = problem
          }
          typed = ""
        }
      case .character(let character):
        if typed.isEmpty,
          let command = menu.commands.first(where: { $0.rawValue == character.lowercased() })
        {
          chosen = .command(command)
          break
        }
        if typed.isEmpty, let index = menu.yesNoOption(for: character) {
          chosen = .option(index)
          break
        }
        typed.append(character)
        if let number = Int(typed) {
          if menu.options.indices.contains(number - 1) {
            highlight = number - 1
            if number * 10 > menu.options.count { chosen = .option(highlight) }
          } else {
            message = "\(typed) is not an option"
            typed = ""
          }
        } else if let first = menu.prefixMatches(typed).first {
          highlight = first
        } else {
          message = "no option starts with '\(typed)'"
          typed.removeLast()
        }
      case .backspace:
        if !typed.isEmpty { typed.removeLast() }
      case .clearLine, .escape: typed = ""
      case .interrupt:
        console.prompt("\(Console.carriageReturn)\(Console.escape)[2K^C\n")
        throw .interrupted
      case .endOfInput:
        console.prompt("\(Console.carriageReturn)\(Console.escape)[2K\n")
        throw .inputClosed
      case .other: break
      }
      if let chosen {
        if case .command = chosen { highlightAtCommand = highlight }
        console.prompt(
          Console.carriageReturn + Console.cursorUp(footerAbove) + Console.clearBelow
            + wrapped("→ \(describe(chosen, in: menu))").map(dim).joined(separator: "\n") + "\n")
        return chosen
      }
      redraw()
    }
  }

  /// A line typed on a raw terminal, echoed, with Backspace and Ctrl-U.
  func editLine() throws(SessionStop) -> String {
    var typed = ""
    while true {
      switch TerminalKey.read(from: input) {
      case .enter:
        console.prompt("\n")
        return typed
      case .character(let character):
        typed.append(character)
        console.prompt(String(character))
      case .backspace:
        guard !typed.isEmpty else { break }
        typed.removeLast()
        console.prompt("\u{8} \u{8}")
      case .clearLine:
        console.prompt(String(repeating: "\u{8} \u{8}", count: typed.count))
        typed = ""
      case .interrupt:
        console.prompt("^C\n")
        throw .interrupted
      case .endOfInput:
        guard typed.isEmpty else { break }
        console.prompt("\n")
        throw .inputClosed
      default: break
      }
    }
  }

  /// One key for a yes/no question: `y`, `n`, or Enter for ""; any other key is "?" (asked
  /// again). Keys typed after the answer, or with a wrong key, are dropped.
  func confirmKey() throws(SessionStop) -> String {
    while true {
      switch TerminalKey.read(from: input) {
      case .enter:
        input.discardPending()
        console.prompt("\n")
        return ""
      case .character(let character):
        input.discardPending()
        let answer = character.lowercased()
        guard answer == "y" || answer == "n" else {
          console.prompt("\n")
          return "?"
        }
        console.prompt((answer == "y" ? "yes" : "no") + "\n")
        return answer
      case .interrupt:
        console.prompt("^C\n")
        throw .interrupted
      case .endOfInput:
        console.prompt("\n")
        throw .inputClosed
      default: break
      }
    }
  }
}
