#!/usr/bin/env python3
"""Drives the pantograph REPL in a real pseudo-terminal (pexpect).

Usage: repl_pty.py BINARY CASE

Each case exits 0 when the behaviour is right and 1 (with the reason and the terminal
transcript on stderr) when it is not. Run from Tests/EndToEndTests/REPLTests.swift,
one Swift test per case.
"""

import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pexpect

TIMEOUT = 10  # seconds; generous, every case normally takes well under one
PROMPT = re.compile(r"deeper[^\r\n]*> ")
UP = "\x1b[A"
CTRL_C = "\x03"
CTRL_D = "\x04"


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Case:
    """A temporary state directory and the REPL sessions started in it."""

    def __init__(self, binary):
        self.binary = binary
        self.root = tempfile.mkdtemp(prefix="pantograph-pty-")
        self.state_home = os.path.join(self.root, "state")
        self.transcripts = []
        self.children = []

    @property
    def history_path(self):
        return os.path.join(self.state_home, "pantograph", "history")

    def history(self):
        with open(self.history_path, encoding="utf-8") as f:
            return f.read().split("\n")[:-1]

    def spawn(self, env_overrides=None, args=(), dimensions=(24, 200)):
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.root,
            "TERM": "xterm",
            "XDG_STATE_HOME": self.state_home,
            "INPUTRC": "/dev/null",  # no user key bindings
            "LANG": "C.UTF-8",
            # A sanitizer build (scripts/test under CI) keeps its options.
            "ASAN_OPTIONS": os.environ.get("ASAN_OPTIONS"),
        }
        env.update(env_overrides or {})
        log = io.StringIO()
        env = {k: v for k, v in env.items() if v is not None}
        child = pexpect.spawn(self.binary, list(args), env=env, encoding="utf-8",
                              codec_errors="replace", timeout=TIMEOUT,
                              dimensions=dimensions)
        child.delaybeforesend = None  # pexpect sleeps 50 ms before every send otherwise
        child.logfile_read = log
        self.transcripts.append(log)
        self.children.append(child)
        return child

    def prompt(self, child):
        child.expect(PROMPT)

    def finish(self, child, how="quit"):
        """Leaves the REPL and checks that it exits with status 0."""
        if how == "quit":
            child.send("quit\r")
        else:
            child.send(CTRL_D)
        child.expect(pexpect.EOF)
        child.close()
        check(child.exitstatus == 0,
              f"exit status {child.exitstatus} (signal {child.signalstatus}), expected 0")

    def cleanup(self):
        for child in self.children:
            if child.isalive():
                child.close(force=True)
        shutil.rmtree(self.root, ignore_errors=True)

    def transcript(self):
        parts = []
        for index, log in enumerate(self.transcripts, 1):
            parts.append(f"--- session {index} ---\n{log.getvalue()!r}")
        return "\n".join(parts)


# ---------------------------------------------------------------------------- cases

def case_prompt(case):
    """The prompt appears, starts with the scenario name and ends with '> '."""
    child = case.spawn()
    case.prompt(child)
    check(child.after.startswith("deeper"), f"prompt {child.after!r}")
    case.finish(child)


def case_complete_command(case):
    """Tab completes command names; one candidate gets a trailing space."""
    child = case.spawn()
    case.prompt(child)
    # `scenario`, the former name of `scene`, is not offered: `scen` completes.
    child.send("scen\t")
    child.expect_exact("scene ")
    child.send("\r")
    case.prompt(child)
    child.send("pre\t")
    child.expect_exact("present ")
    child.send("\r")
    case.prompt(child)
    # Several candidates: the common prefix is inserted with no space after it…
    child.send("se\t")
    child.expect_exact("t")
    child.send("|\r")  # make the end of the line visible to the session and history
    case.prompt(child)
    # …and a second Tab with nothing left to insert lists them.
    child.send("set\t\t")
    child.expect(r"set\s+settle")
    child.send("\x15")
    case.prompt(child)
    case.finish(child)
    # What readline returned is what the session ran, and what history kept.
    history = case.history()
    check(history[:3] == ["scene ", "present ", "set|"],
          f"history {history!r}: completed lines not read as 'scene ' / 'present ' / 'set|'")
    check(not any(line.startswith("sc") and line != "scene " for line in history),
          f"history {history!r}")


# A prompt while a transition is in flight; the phase may be coloured.
PROMPT_IN_FLIGHT = r"deeper present (?:\x1b\[[0-9;]*m)?{phase}(?:\x1b\[0m)? {percent}%> "


def case_complete_arguments(case):
    """Tab completes sub-commands, setting keys and setting values, and the prompt
    follows the transition's phase and percent."""
    child = case.spawn()
    case.prompt(child)
    child.send("set cl\t")
    child.expect_exact("clock ")
    child.send("m\t")
    child.expect_exact("manual ")
    child.send("\r")
    case.prompt(child)
    child.send("pan be\t")
    child.expect_exact("begin ")
    child.send("\r")
    child.expect(PROMPT_IN_FLIGHT.format(phase="interactive", percent=r"0\.0"))
    child.send("pan move 0,-211\r")
    child.expect(PROMPT_IN_FLIGHT.format(phase="interactive", percent=r"25\.0"))
    child.send("pan end\r")
    child.expect(PROMPT_IN_FLIGHT.format(phase="finishing", percent=r"25\.0"))
    case.finish(child)
    history = case.history()
    check(history[:2] == ["set clock manual ", "pan begin "], f"history {history!r}")


def case_ctrl_c(case):
    """Ctrl-C drops the half-typed line, shows a fresh prompt, keeps the REPL alive."""
    child = case.spawn()
    case.prompt(child)
    child.send("sett")
    child.expect_exact("sett")
    child.send(CTRL_C)
    case.prompt(child)
    time.sleep(0.2)
    check(child.isalive(), "the REPL ended on Ctrl-C")
    # Also in the middle of a key sequence (ESC waits for the next key).
    child.send("abc\x1b")
    time.sleep(0.2)
    child.send(CTRL_C)
    case.prompt(child)
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"exit status {child.exitstatus}, expected 0")
    output = case.transcripts[0].getvalue()
    check("unknown command" not in output and "error:" not in output,
          "the line after Ctrl-C was not exactly 'quit'")
    check(output.count("^C") == 2, "expected '^C' echoed once per Ctrl-C")
    check(case.history() == ["quit"],
          f"history {case.history()!r}, expected exactly ['quit'] (nothing of 'sett' or 'abc')")


def case_ctrl_c_long_command(case):
    """Ctrl-C stops a sweep of a million cells; the session and its state go on."""
    child = case.spawn()
    case.prompt(child)
    child.send("pan begin; pan move 0,-50; pan end\r")
    case.prompt(child)
    child.send("sweep distance 0..999 step 1 velocity -4995..5000 step 10\r")
    time.sleep(0.5)
    check(child.isalive(), "the REPL ended during the sweep")
    child.send(CTRL_C)
    child.expect(r"sweep interrupted after \d+ of \d+ cells", timeout=10)
    case.prompt(child)
    # The state is the one before the sweep: the pan's release stands.
    child.send("expect gesture.state == ended\r")
    child.expect_exact("ok:")
    case.prompt(child)
    case.finish(child)


def case_history_across_sessions(case):
    """A line entered in one session is on Up in the next."""
    first = case.spawn()
    case.prompt(first)
    first.send("help set\r")
    first.expect("Usage|usage|set")
    case.prompt(first)
    case.finish(first, how="ctrl-d")
    check(case.history() == ["help set"], f"history after session 1: {case.history()!r}")

    second = case.spawn()
    case.prompt(second)
    second.send(UP)
    second.expect_exact("help set")
    second.send("\r")
    case.prompt(second)
    case.finish(second, how="ctrl-d")
    # The recalled line ran again, but it repeats the previous entry: not stored twice.
    check(case.history() == ["help set"], f"history after session 2: {case.history()!r}")


def case_history_concurrent(case):
    """Two sessions writing at once: whole lines only, and never more than the cap."""
    cap = 1000
    os.makedirs(os.path.dirname(case.history_path), exist_ok=True)
    seeds = [f"# seed {i}" for i in range(cap - 10)]
    with open(case.history_path, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in seeds))

    a, b = case.spawn(), case.spawn()
    case.prompt(a)
    case.prompt(b)
    count = 40
    # Type into both without waiting: their appends and trims race for the file.
    for i in range(count):
        a.send(f"# a {i}\r")
        b.send(f"# b {i}\r")
    for child, name in ((a, "a"), (b, "b")):
        child.expect_exact(f"# {name} {count - 1}")
        case.prompt(child)
    a.send("quit\r")
    b.send("quit\r")
    for child in (a, b):
        child.expect(pexpect.EOF)
        child.close()
        check(child.exitstatus == 0, f"exit status {child.exitstatus}")

    lines = case.history()
    check(len(lines) == cap, f"{len(lines)} entries, expected the cap {cap}")
    whole = re.compile(r"# seed \d+|# [ab] \d+|quit")
    broken = [line for line in lines if not whole.fullmatch(line)]
    check(not broken, f"corrupted entries: {broken[:5]!r}")
    for name in ("a", "b"):
        mine = [line for line in lines if line.startswith(f"# {name} ")]
        check(mine == [f"# {name} {i}" for i in range(count)],
              f"session {name}'s entries missing or out of order: {mine!r}")
    check(lines.count("quit") == 2, "both 'quit' lines expected")
    check(lines[0] == f"# seed {len(seeds) - (cap - 2 * count - 2)}",
          f"oldest entries not trimmed first: first line {lines[0]!r}")
    leftovers = [n for n in os.listdir(os.path.dirname(case.history_path))
                 if n not in ("history", "history.lock")]
    check(not leftovers, f"temporary files left behind: {leftovers!r}")


def case_history_filters(case):
    """Blank lines and immediate repeats are not stored; later repeats are."""
    child = case.spawn()
    case.prompt(child)
    for line in ["", "help", "help", "   ", "show", "help"]:
        child.send(line + "\r")
        case.prompt(child)
    case.finish(child)
    check(case.history() == ["help", "show", "help", "quit"],
          f"history {case.history()!r}")


def case_history_unwritable(case):
    """A history location that cannot be created is one warning, not a failure."""
    blocker = os.path.join(case.root, "not-a-directory")
    with open(blocker, "w") as f:
        f.write("x")
    child = case.spawn({"XDG_STATE_HOME": blocker})
    case.prompt(child)
    before = case.transcripts[0].getvalue()
    check(before.count("warning") == 1 and "history" in before,
          "expected exactly one warning about the history before the first prompt")
    child.send("help\r")
    case.prompt(child)
    case.finish(child)
    check(case.transcripts[0].getvalue().count("warning") == 1, "the warning was repeated")


def case_ctrl_d(case):
    """Ctrl-D on an empty line exits 0 and leaves the cursor on a fresh line."""
    child = case.spawn()
    case.prompt(child)
    child.send(CTRL_D)
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"exit status {child.exitstatus}, expected 0")
    tail = case.transcripts[0].getvalue().rsplit("> ", 1)[-1]
    check("\n" in tail, f"no newline after Ctrl-D: {tail!r}")


def case_color(case):
    """Colour on a terminal, unless NO_COLOR is set non-empty or --no-color is given."""
    def run(env=None, args=()):
        child = case.spawn(env, ["-e", "present", *args])
        child.expect(pexpect.EOF)
        child.close()
        check(child.exitstatus == 0, f"exit status {child.exitstatus}")
        return "\x1b[" in case.transcripts[-1].getvalue()

    check(run(), "no colour on a terminal")
    check(run({"NO_COLOR": ""}), "an empty NO_COLOR must not disable colour")
    check(not run({"NO_COLOR": "1"}), "colour despite NO_COLOR=1")
    check(not run(args=["--no-color"]), "colour despite --no-color")


def case_interactive_after_script(case):
    """-i: the REPL follows the -e commands (even a failed one), but not a quit."""
    child = case.spawn(args=["-e", "present", "-i"])
    child.expect_exact("presentCompletion")  # the -e command ran first
    case.prompt(child)
    case.finish(child)

    child = case.spawn(args=["-e", "frobnicate", "-i"])
    child.expect_exact("unknown command")
    case.prompt(child)
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 2, f"exit status {child.exitstatus}, expected the script's 2")

    child = case.spawn(args=["-e", "quit", "-i"])
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"exit status {child.exitstatus}")
    check("> " not in case.transcripts[-1].getvalue(), "a prompt after quit")


def case_echo_matches_repl(case):
    """`--echo` prints what the REPL shows, so the docs' transcripts made with it are true."""
    import subprocess
    commands = ["pan begin", "pan move 0,-60", "pan end", "set clock manual",
                "drag 0,300; show events", "quit"]
    child = case.spawn({"TERM": "dumb"}, ["--no-color"])
    case.prompt(child)
    for command in commands:
        # One line at a time: the terminal would echo keys typed ahead of the prompt.
        child.send(command + "\r")
        child.expect_exact(command + "\r\n")
        if command != "quit":
            case.prompt(child)
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"exit status {child.exitstatus}")
    shown = re.sub(r"\x1b\[\?2004[hl]", "", case.transcripts[-1].getvalue()).replace("\r\n", "\n")
    # Readline may redraw the first prompt before anything is typed.
    shown = shown[shown.find("deeper> " + commands[0]):]
    echoed = subprocess.run([case.binary, "--echo", "--no-color"], input="\n".join(commands) + "\n",
                            capture_output=True, text=True, env={"PATH": os.environ.get("PATH", "")}).stdout
    check(shown == echoed, f"the REPL showed\n{shown!r}\n--echo printed\n{echoed!r}")


def case_expect_failure_once(case):
    """A failed `expect` shows its verdict once: the diagnostic, not also an answer."""
    child = case.spawn({"TERM": "dumb"}, ["--no-color"])
    case.prompt(child)
    child.send("expect presented == true\r")
    child.expect_exact("expectation failed")
    case.prompt(child)
    child.send("expect presented == false\r")
    child.expect_exact("ok: presented is false")
    case.prompt(child)
    case.finish(child)
    shown = case.transcripts[0].getvalue()
    verdict = "presented is false, expected == true"
    check(shown.count(verdict) == 1, f"the failed verdict shown {shown.count(verdict)} times, expected once")
    check("<repl>:1:1: expectation failed: " + verdict in shown, "no diagnostic with the line and column")


def case_draw_fits_the_terminal(case):
    """`draw` fits the terminal's window, height as well as width, and `sweep` its width:
    the typed command line, the picture and the next prompt are all on the screen."""
    for rows, columns in [(40, 100), (30, 100), (24, 200), (60, 50)]:
        child = case.spawn({"TERM": "dumb"}, ["--no-color"], dimensions=(rows, columns))
        case.prompt(child)
        child.send("draw\r")
        child.expect_exact("draw\r\n")
        case.prompt(child)
        answer = child.before.replace("\r\n", "\n")
        picture = [line for line in answer.split("\n")]
        while picture and picture[-1] == "":
            picture.pop()
        # The typed line, every line of the answer (its closing blank too), the prompt.
        screen = 1 + answer.count("\n") + 1
        check(screen <= rows, f"{rows}x{columns}: the command line, {answer.count(chr(10))} lines and the prompt: {screen}")
        check(all(len(line) <= columns for line in picture), f"{rows}x{columns}: a line wider than the terminal")
        check(picture[0].startswith("┌"), f"{rows}x{columns}: {picture[0]!r}")
        child.send("sweep distance 0..600 step 5 velocity 0..1000 step 500\r")
        child.expect_exact("releases finish")
        sweep = child.before.replace("\r\n", "\n").split("\n")
        case.prompt(child)
        check(sum(" | " in line for line in sweep) >= 3, f"{rows}x{columns}: no sweep rows in {sweep!r}")
        check(all(len(line) <= columns for line in sweep), f"{rows}x{columns}: a sweep line wider than the terminal")
        case.finish(child)


def case_progress_line(case):
    """A long `judge` or `tune` draws its progress on the terminal and clears it before
    the answer; nothing of it with --json, nor when standard error is not a terminal."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    path = os.path.join(case.root, "known.jsonl")
    with open(path, "w") as out:
        check(subprocess.run([sys.executable, os.path.join(root, "tools", "make-traces.py"), "known", "0.3", "0.1",
                              "20000"], stdout=out).returncode == 0, "make-traces.py failed")
    # The file three times: one tune of 20,000 traces can end inside the line's delay
    # (half a second) on an idle machine, and then draws nothing.
    line = f"tune policy threshold {path} {path} {path}"
    child = case.spawn()
    case.prompt(child)
    # A quick one draws nothing.
    retries = os.path.join(root, "docs", "examples", "retries.jsonl")
    child.send(f"judge {retries}\r")
    child.expect("every policy|the policies disagree")
    case.prompt(child)
    check("\x1b[K" not in case.transcripts[-1].getvalue(), "a progress line for a quick judge")
    # A long judge (the file twice, so that even a fast machine takes more than the
    # line's delay) reads and judges for long enough to show its line.
    child.send(f"judge {path} {path}\r")
    child.expect(r"\r\x1b\[Kjudge: reading and judging \d+ % · \d+\.\d s", timeout=120)
    child.expect(r"\r\x1b\[Kjudged 40000 of 40000 traces in 2 files", timeout=300)
    case.prompt(child)
    child.send(line + "\r")
    child.expect(r"\r\x1b\[Ktune: (reading and judging|searching the grids) \d+ % · \d+\.\d s", timeout=120)
    # Cleared, then the answer.
    child.expect(r"\r\x1b\[Ktuned threshold on", timeout=300)
    case.prompt(child)
    case.finish(child)
    quiet = case.spawn(args=["--json", "-e", line])
    quiet.expect(pexpect.EOF, timeout=300)
    quiet.close()
    check("\x1b[K" not in case.transcripts[-1].getvalue(), "a progress line under --json")
    check('"input":"tune policy threshold' in case.transcripts[-1].getvalue(), "no JSON record")
    run = subprocess.run([case.binary, "-e", line], capture_output=True, text=True, timeout=300)
    check(run.returncode == 0 and "tuned threshold on" in run.stdout, f"the run failed: {run.stderr!r}")
    check(run.stderr == "" and "\x1b" not in run.stdout, f"progress off a terminal: {run.stderr!r}")


def case_harness_session(case):
    """An app's harness (deeper-harness beside BINARY): the prompt names the app, Tab
    completes a registered action's name, Ctrl-C keeps the REPL, and a trap in the
    app's code ends it with status 70 and the command that trapped, the lines typed
    before it in the harness's own history, where Up finds them."""
    case.binary = os.path.join(os.path.dirname(case.binary), "deeper-harness")
    child = case.spawn()
    child.expect(r"deeper-harness> ")
    child.send("sett")
    child.expect_exact("sett")
    child.send(CTRL_C)
    child.expect(r"deeper-harness> ")
    child.send("drag 0,-40\r")
    child.expect(r"deeper-harness[^\r\n]*> ")
    # Up recalls the line typed before; run again, it is not stored twice.
    child.send(UP)
    child.expect_exact("drag 0,-40")
    child.send("\r")
    child.expect(r"clock [^\r\n]*deeper-harness")
    child.expect(r"deeper-harness[^\r\n]*> ")
    child.send("call cl\t")
    child.expect_exact("call close ")
    child.send("\r")
    child.expect_exact("the app's code trapped running 'call close'")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 70, f"exit status {child.exitstatus} (signal {child.signalstatus}), expected 70")
    path = os.path.join(case.state_home, "pantograph", "deeper-harness", "history")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")[:-1]
    # As typed: Tab's completion left its space.
    check(lines == ["drag 0,-40", "call close "], f"the harness's history: {lines!r}")


CASES = {
    "harness_session": case_harness_session,
    "progress_line": case_progress_line,
    "expect_failure_once": case_expect_failure_once,
    "draw_fits_the_terminal": case_draw_fits_the_terminal,
    "echo_matches_repl": case_echo_matches_repl,
    "prompt": case_prompt,
    "complete_command": case_complete_command,
    "complete_arguments": case_complete_arguments,
    "ctrl_c": case_ctrl_c,
    "ctrl_c_long_command": case_ctrl_c_long_command,
    "history_across_sessions": case_history_across_sessions,
    "history_concurrent": case_history_concurrent,
    "history_filters": case_history_filters,
    "history_unwritable": case_history_unwritable,
    "ctrl_d": case_ctrl_d,
    "color": case_color,
    "interactive_after_script": case_interactive_after_script,
}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in CASES:
        print(f"usage: {sys.argv[0]} BINARY {{{'|'.join(CASES)}}}", file=sys.stderr)
        return 2
    case = Case(sys.argv[1])
    try:
        CASES[sys.argv[2]](case)
        return 0
    except (Failure, pexpect.ExceptionPexpect) as error:
        kind = "timeout/EOF" if isinstance(error, pexpect.ExceptionPexpect) else "failure"
        message = str(error).splitlines()[0] if isinstance(error, pexpect.ExceptionPexpect) else str(error)
        print(f"{sys.argv[2]}: {kind}: {message}", file=sys.stderr)
        print(case.transcript(), file=sys.stderr)
        return 1
    finally:
        case.cleanup()


if __name__ == "__main__":
    sys.exit(main())
