/// Special keys as WebDriver spells them.
public enum Key {
  public static let arrowUp = "\u{E013}"
  public static let arrowDown = "\u{E015}"
  public static let pageUp = "\u{E00E}"
  public static let pageDown = "\u{E00F}"
  public static let home = "\u{E011}"
  public static let end = "\u{E010}"
  public static let space = "\u{E00D}"
  public static let tab = "\u{E004}"
}
