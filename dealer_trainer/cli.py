"""The ``dealer-trainer`` command.

``dealer-trainer`` alone opens the app; ``replay`` and ``schema`` are for
instructors' tools and scripts. Command-line errors are one ``error:`` line on
stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from . import __version__

#: Larger inputs are refused before parsing (a scenario is a few kilobytes).
MAX_INPUT_BYTES = 5 * 1024 * 1024
EXIT_INVALID = 2


class InputError(Exception):
    """A file that cannot be read as a scenario object."""


def read_json(source: str) -> Any:
    """Read JSON from a path, or from standard input for ``-``."""
    try:
        if source == "-":
            raw = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            path = Path(source)
            if path.is_dir():
                raise InputError(f"{source}: is a folder, not a scenario file")
            with path.open("rb") as handle:
                raw = handle.read(MAX_INPUT_BYTES + 1)
    except FileNotFoundError:
        raise InputError(f"{source}: no such file") from None
    except OSError as error:
        raise InputError(f"{source}: cannot read it ({error.strerror or error})") from None
    if len(raw) > MAX_INPUT_BYTES:
        raise InputError(f"{source}: larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB; "
                         "a scenario is a few kilobytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(f"{source}: not UTF-8 text (byte {error.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(f"{source}: not valid JSON: {error.msg} at line {error.lineno}, "
                         f"column {error.colno}") from None
    except RecursionError:
        raise InputError(f"{source}: the JSON is nested too deeply") from None


def _fail(message: str) -> int:
    sys.stderr.write(f"error: {message}\n")
    return EXIT_INVALID


def _write(text: str) -> None:
    stream = sys.stdout
    try:
        stream.write(text)
    except UnicodeEncodeError:  # a console that cannot show ♣♦♥♠
        stream.buffer.write(text.encode(stream.encoding or "ascii", errors="replace"))
    stream.flush()


def cmd_replay(args: argparse.Namespace) -> int:
    from .engine import ScenarioError, load_scenario, play, report, walkthrough

    try:
        hand = play(load_scenario(read_json(args.file)))
        text = (json.dumps(report(hand), indent=1) + "\n") if args.json else walkthrough(hand)
    except InputError as error:
        return _fail(str(error))
    except ScenarioError as error:
        return _fail(str(error))
    _write(text)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from .engine import schema_text

    _write(schema_text())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer-trainer",
        description="Teaches poker dealers the procedures of stud games. "
                    "Run without a command to open the app.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the window offscreen to a PNG picture and exit")
    parser.add_argument("--drill", default="bring-in",
                        help="with --screenshot: the drill to show (bring-in, first-to-act, "
                             "dealer-next, common-card, split-pot, deal-along, learn)")
    parser.add_argument("--seed", type=int, default=1,
                        help="with --screenshot: the seed the hand is dealt from")
    parser.add_argument("--reveal", action="store_true",
                        help="with --screenshot: show the answer and its reasons")
    parser.add_argument("--hard", action="store_true",
                        help="with --screenshot: deal one of the drill's hard cases")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = commands.add_parser("replay", help="replay a stud scenario and explain every decision",
                                 description="Replay a stud-scenario/1 file: a walk-through with "
                                             "the rule behind every decision, or the JSON report.")
    replay.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
    replay.add_argument("--json", action="store_true", help="print the JSON report instead")
    replay.set_defaults(run=cmd_replay)
    schema = commands.add_parser("schema", help="print the JSON Schema of the scenario format")
    schema.set_defaults(run=cmd_schema)
    return parser



def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot:
        from .gui.screenshot import save_screenshot

        return save_screenshot(args.screenshot, args.drill, args.seed, reveal=args.reveal,
                               hard=args.hard)
    if args.command is None:
        from .gui.app import run_app

        return run_app([sys.argv[0]])
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug of ours: still no traceback for the user
        sys.stderr.write(f"error: internal error ({type(error).__name__}: {error}); "
                         "please report it with the input that caused it\n")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
