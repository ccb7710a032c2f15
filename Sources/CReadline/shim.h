// readline.h uses FILE without including <stdio.h> itself.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
