// readline.h uses FILE without including <stdio.h> itself.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Pantograph uses GNU readline 7's interface (rl_change_environment,
// rl_variable_value, bracketed paste, READERR). macOS's libedit answers to
// <readline/readline.h> too, without it: say what to install instead of failing on
// the first missing name.
#if !defined(RL_VERSION_MAJOR) || RL_VERSION_MAJOR < 7
#error "Pantograph needs GNU readline 7 or later, found another readline.h (macOS: brew install readline; Debian, Ubuntu: apt-get install libreadline-dev; see docs/setup.md)"
#endif
