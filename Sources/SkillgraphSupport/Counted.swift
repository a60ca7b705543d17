/// `count` and `noun`, the noun in the plural unless the count is one: "1 warning",
/// "0 warnings", "3 skills".
package func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
