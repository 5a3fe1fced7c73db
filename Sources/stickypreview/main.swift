import Foundation
import StickyCLI

exit(StickyPreviewCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
