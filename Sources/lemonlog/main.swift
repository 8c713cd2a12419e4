import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Output may go to a closed pipe (`lemonlog list | head`): get EPIPE, not a silent death.
signal(SIGPIPE, SIG_IGN)
exit(LemonLogApp.run(arguments: Array(CommandLine.arguments.dropFirst()),
                     environment: ProcessInfo.processInfo.environment))
