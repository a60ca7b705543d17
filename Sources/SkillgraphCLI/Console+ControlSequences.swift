import Foundation
import SkillgraphSupport

extension Console {
  /// What this process writes where it means ESC: a marker with a random part, which
  /// `displayed(_:)` turns into ESC. Text from a collection cannot hold it, so its own ESC and
  /// other control characters are always shown, never obeyed (a title cannot set the window's
  /// title, hide a link or clear the screen).
  public static let escape = "\u{E000}\(marker)\u{E001}"
  /// What this process writes where it means a carriage return (see `escape`).
  public static let carriageReturn = "\u{E000}\(marker)\u{E002}"

  /// Moves the cursor up `lines` lines (nothing for zero).
  static func cursorUp(_ lines: Int) -> String { lines > 0 ? "\(escape)[\(lines)A" : "" }
  /// Clears from the cursor to the end of the screen.
  static let clearBelow = "\(escape)[J"
  /// Clears from the cursor to the end of the line.
  static let clearLineEnd = "\(escape)[K"

  private static let marker = String(UInt64.random(in: .min ... .max), radix: 36)

  /// `text` as written: control characters shown in caret notation, then this process's own
  /// markers turned into the control characters they stand for.
  static func displayed(_ text: String) -> String {
    let shown = ControlCharacters.visible(text)
    guard shown.unicodeScalars.contains("\u{E000}") else { return shown }
    return shown.replacingOccurrences(of: escape, with: "\u{1B}")
      .replacingOccurrences(of: carriageReturn, with: "\r")
  }
}
