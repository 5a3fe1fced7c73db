/// Light or dark colours, or both, chosen by the reader's system setting
/// (`prefers-color-scheme`): the site's `theme.appearance` and the drawings'
/// `--appearance` alike.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case auto
  case light
  case dark
}
