import Foundation
import StickyCLI

// A reader that stops early (`frames ... | head`) ends the run, as it does for
// other tools, even when the parent process left SIGPIPE ignored or blocked.
signal(SIGPIPE, SIG_DFL)
var pipeSignal = sigset_t()
sigemptyset(&pipeSignal)
sigaddset(&pipeSignal, SIGPIPE)
sigprocmask(SIG_UNBLOCK, &pipeSignal, nil)

exit(StickyPreviewCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
