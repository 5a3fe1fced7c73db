import Foundation

extension SiteWriter {
  /// `renameat2(2)`, looked up at run time: the C library has it since glibc
  /// 2.28, but Swift's Glibc module does not declare it.
  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  private static let renameAt2: RenameAt2? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: RenameAt2.self)
  }()

  /// `RENAME_EXCHANGE` from linux/fs.h.
  private static let renameExchange: UInt32 = 1 << 1

  /// Puts the folder `new` in place of the existing folder and returns where
  /// the old site now is.
  func exchange(_ new: URL, token: some StringProtocol) throws(SiteError) -> URL {
    try exchange(
      new, with: path,
      aside: parent.appending(path: ".\(name).old-\(token)", directoryHint: .isDirectory))
  }

  /// Puts the folder `new` in place of the existing folder at `target` and
  /// returns where the old one now is: `new`'s place, or `aside`.
  ///
  /// On Linux the two folders trade places in one step, so the folder is never
  /// missing. Where that is not possible (another system, a file system
  /// without it) the old folder is moved to `aside` and the new one moved in,
  /// and a failure of the second move puts the old one back.
  func exchange(_ new: URL, with target: String, aside old: URL) throws(SiteError) -> URL {
    let newPath = new.path(percentEncoded: false)
    if exchangesInOneStep, let renameAt2 = Self.renameAt2 {
      if renameAt2(AT_FDCWD, newPath, AT_FDCWD, target, Self.renameExchange) == 0 { return new }
      guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else {
        let message = Self.errorText()
        try? manager.removeItem(at: new)
        throw SiteError("cannot replace \(target): \(message)", subject: .output)
      }
    }
    let oldPath = old.path(percentEncoded: false)
    if Self.rename(target, oldPath) != 0 {
      let message = Self.errorText()
      try? manager.removeItem(at: new)
      throw SiteError("cannot replace \(target): \(message)", subject: .output)
    }
    if Self.rename(newPath, target) != 0 {
      let message = Self.errorText()
      _ = Self.rename(oldPath, target)
      try? manager.removeItem(at: new)
      throw SiteError("cannot replace \(target): \(message)", subject: .output)
    }
    return old
  }

  /// Removes the temporary and old folders that builds killed before they
  /// finished left beside the folder. Runs under the build lock, so no other
  /// build is using them. Returns a warning for each that cannot be removed.
  func removeLeftovers() -> [String] {
    let names = (try? manager.contentsOfDirectory(atPath: parent.path(percentEncoded: false))) ?? []
    return names.filter(isLeftover).sorted()
      .compactMap { remove(parent.appending(path: $0), what: "a leftover of an earlier build") }
  }

  /// `.NAME.tmp-TOKEN` or `.NAME.old-TOKEN` with a token as `replace` makes
  /// them, and not, say, a leftover of an output named `NAME.tmp-1`.
  private func isLeftover(_ entry: String) -> Bool {
    ["tmp", "old"].contains { kind in
      let prefix = ".\(name).\(kind)-"
      guard entry.hasPrefix(prefix) else { return false }
      let token = entry.dropFirst(prefix.count)
      return token.count == Self.tokenLength && token.allSatisfy(\.isHexDigit)
    }
  }

  /// Removes `url`, or says why it could not.
  func remove(_ url: URL, what: String) -> String? {
    do {
      try manager.removeItem(at: url)
      return nil
    } catch {
      return
        "warning: cannot remove \(what), \(url.path(percentEncoded: false)): \(Self.reason(error))"
    }
  }
}
