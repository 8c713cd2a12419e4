import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Output may go to a closed pipe (`lemonlog list | head`): get EPIPE, not a silent death.
signal(SIGPIPE, SIG_IGN)
// A write over the file-size limit (RLIMIT_FSIZE) fails with EFBIG and takes the
// could-not-save path, instead of killing the program with the terminal raw.
signal(SIGXFSZ, SIG_IGN)
let environment = ProcessEnvironment.read()
exit(LemonLogApp.run(arguments: Array(CommandLine.arguments.dropFirst()),
                     environment: environment.values, environmentOriginals: environment.originals))
