"""The ``dealer-trainer`` command.

``dealer-trainer`` alone opens the app; ``replay`` and ``schema`` are for
instructors' tools and scripts. Command-line errors are one ``error:`` line on
stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

from . import __version__

EXIT_INVALID = 2
#: The most hands ``pack generate`` makes in one pack.
MAX_GENERATED = 1000


class InputError(Exception):
    """A file that cannot be read as a scenario object."""


def read_json(source: str) -> Any:
    """Read JSON from a path, or from standard input for ``-`` (strictly: see
    :mod:`dealer_trainer.filereading`)."""
    from .filereading import FileReadError, read_json_file

    try:
        return read_json_file(source)
    except FileReadError as error:
        raise InputError(str(error)) from None


def _fail(message: str) -> int:
    from .filereading import printable

    # One line, whatever the message quotes: a file must not be able to
    # clear the terminal or fake a line of its own.
    sys.stderr.write(f"error: {printable(message)}\n")
    return EXIT_INVALID


def _write(text: str) -> None:
    stream = sys.stdout
    try:
        stream.write(text)
    except UnicodeEncodeError:  # a console that cannot show ♣♦♥♠
        stream.buffer.write(text.encode(stream.encoding or "ascii", errors="replace"))
    stream.flush()


def cmd_replay(args: argparse.Namespace) -> int:
    import json

    from .engine import EngineError, load_scenario, play, report, walkthrough

    try:
        hand = play(load_scenario(read_json(args.file)))
        text = (json.dumps(report(hand), indent=1) + "\n") if args.json else walkthrough(hand)
    except InputError as error:
        return _fail(str(error))
    except EngineError as error:
        return _fail(str(error))
    _write(text)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    if args.pack:
        from .packs.storage import schema_text as pack_schema

        _write(pack_schema())
        return 0
    from .engine import schema_text

    _write(schema_text())
    return 0


def cmd_pack_validate(args: argparse.Namespace) -> int:
    from .packs.checking import problems
    from .packs.model import PackError
    from .packs.storage import load_pack

    try:
        pack = load_pack(args.pack)
    except PackError as error:
        return _fail(f"{args.pack}: {error}")
    found = problems(pack)
    for problem in found:
        sys.stderr.write(f"error: {args.pack}: {problem}\n")
    if found:
        return EXIT_INVALID
    _write(
        f"{args.pack}: {len(pack.items)} hands, {pack.question_count} questions, all "
        "answers agree with the engine\n"
    )
    return 0


def cmd_pack_show(args: argparse.Namespace) -> int:
    from .packs.model import PackError
    from .packs.showing import describe_pack
    from .packs.storage import load_pack

    try:
        pack = load_pack(args.pack)
    except PackError as error:
        return _fail(f"{args.pack}: {error}")
    _write(describe_pack(pack))
    return 0


def cmd_pack_generate(args: argparse.Namespace) -> int:
    from .engine import EngineError
    from .engine.rules import RuleSetName
    from .engine.variants import Variant
    from .packs.generating import generate_pack
    from .packs.model import PackError
    from .packs.storage import save_pack
    from .training.errors import TrainingError
    from .training.focus import Focus
    from .training.kinds import Drill

    if not 1 <= args.count <= MAX_GENERATED:
        return _fail(f"--count must be from 1 to {MAX_GENERATED}")
    try:
        pack = generate_pack(
            Variant(args.variant),
            RuleSetName(args.rules),
            Drill(args.drill),
            Focus(args.focus),
            args.count,
            args.seed,
            title=args.title or "",
            author=args.author or "",
            created=args.created or "",
        )
    except (EngineError, TrainingError, PackError) as error:
        return _fail(str(error))
    try:
        save_pack(pack, args.output)
    except OSError as error:
        return _fail(f"{args.output}: cannot write it ({error.strerror or error})")
    _write(f"{args.output}: {len(pack.items)} hands written\n")
    return 0


def cmd_pack_answer_key(args: argparse.Namespace) -> int:
    from .packs.model import PackError
    from .packs.storage import load_pack

    try:
        pack = load_pack(args.pack)
    except PackError as error:
        return _fail(f"{args.pack}: {error}")
    from .gui.answerkey import write_answer_key
    from .gui.printing import named_paper

    try:
        pages = write_answer_key(
            pack,
            args.output,
            worksheet=args.worksheet,
            page_size=named_paper(args.paper) if args.paper else None,
        )
    except OSError as error:
        return _fail(f"{args.output}: cannot write it ({error.strerror or error})")
    kind = "worksheet" if args.worksheet else "answer key"
    _write(f"{args.output}: {kind} for {len(pack.items)} hands, {pages} pages\n")
    return 0


def cmd_phh_import(args: argparse.Namespace) -> int:
    from .packs.phh import PHHError, phh_to_scenario, read_phh

    try:
        scenario = phh_to_scenario(read_phh(args.file), rules=args.rules)
    except PHHError as error:
        return _fail(f"{args.file}: {error}")
    import json

    return _write_out(json.dumps(scenario, indent=1) + "\n", args.output)


def cmd_phh_export(args: argparse.Namespace) -> int:
    from .engine import EngineError
    from .packs.errors import PackError
    from .packs.phh import scenario_to_phh

    try:
        text = scenario_to_phh(read_json(args.file))
    except InputError as error:
        return _fail(str(error))
    except (PackError, EngineError) as error:
        return _fail(f"{args.file}: {error}")
    return _write_out(text, args.output)


def _write_out(text: str, output: str | None) -> int:
    if output is None or output == "-":
        _write(text)
        return 0
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as error:
        return _fail(f"{output}: cannot write it ({error.strerror or error})")
    return 0


def _add_pack_commands(commands: Any) -> None:
    from .engine.rules import RuleSetName
    from .engine.variants import Variant
    from .training.focus import Focus
    from .training.kinds import Drill

    pack = commands.add_parser(
        "pack",
        help="scenario packs: validate, show, generate, answer key",
        description="Work with scenario packs (stud-pack/1 files).",
    )
    sub = pack.add_subparsers(dest="pack_command", metavar="COMMAND", required=True)
    validate = sub.add_parser("validate", help="check a pack; list every problem (exit 2 if any)")
    validate.add_argument("pack", metavar="PACK")
    validate.set_defaults(run=cmd_pack_validate)
    show = sub.add_parser("show", help="a readable summary with the engine's answers and reasons")
    show.add_argument("pack", metavar="PACK")
    show.set_defaults(run=cmd_pack_show)
    generate = sub.add_parser("generate", help="generate a pack of a drill's hard cases")
    generate.add_argument("--variant", required=True, choices=[v.value for v in Variant])
    generate.add_argument("--rules", default="pa", choices=[r.value for r in RuleSetName])
    generate.add_argument("--drill", required=True, choices=[d.value for d in Drill])
    generate.add_argument("--focus", default="any", choices=[f.value for f in Focus])
    generate.add_argument("--count", type=int, default=10)
    generate.add_argument("--seed", type=int, default=1)
    generate.add_argument("--title")
    generate.add_argument("--author")
    generate.add_argument("--created", help="the creation date to record (YYYY-MM-DD)")
    generate.add_argument("-o", "--output", required=True, metavar="PACK")
    generate.set_defaults(run=cmd_pack_generate)
    key = sub.add_parser("answer-key", help="a printable PDF answer key for the instructor")
    key.add_argument("pack", metavar="PACK")
    key.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    key.add_argument(
        "--worksheet",
        action="store_true",
        help="the trainees' worksheet: the same pages without the answers, with lines to write them on",
    )
    key.add_argument(
        "--paper", choices=("a4", "letter"), help="the paper size (default: the locale's, US Letter or A4)"
    )
    key.set_defaults(run=cmd_pack_answer_key)
    phh = commands.add_parser(
        "phh",
        help="hand histories in PHH (the format PokerKit reads)",
        description="Convert between stud scenarios and PHH hand "
        "histories (seven-card stud, razz, stud eight-or-better).",
    )
    phh_sub = phh.add_subparsers(dest="phh_command", metavar="COMMAND", required=True)
    imp = phh_sub.add_parser("import", help="a PHH hand as a stud-scenario/1 file")
    imp.add_argument("file", metavar="HAND.phh", help="PHH file, or - for standard input")
    imp.add_argument("--rules", default="pa", choices=[r.value for r in RuleSetName])
    imp.add_argument("-o", "--output", metavar="SCENARIO.json", help="default: standard output")
    imp.set_defaults(run=cmd_phh_import)
    exp = phh_sub.add_parser("export", help="a stud scenario as a PHH hand history")
    exp.add_argument("file", metavar="SCENARIO.json", help="scenario file, or - for standard input")
    exp.add_argument("-o", "--output", metavar="HAND.phh", help="default: standard output")
    exp.set_defaults(run=cmd_phh_export)


def build_parser() -> argparse.ArgumentParser:
    # argparse (and json above) load here, not with the module: opening the
    # app goes straight to the window without either.
    import argparse

    parser = argparse.ArgumentParser(
        prog="dealer-trainer",
        description="Teaches poker dealers the procedures of stud games. "
        "Run without a command to open the app.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--screenshot", metavar="FILE.png", help="render the window offscreen to a PNG picture and exit"
    )
    parser.add_argument(
        "--drill",
        default="bring-in",
        help="with --screenshot: the drill to show (bring-in, first-to-act, "
        "dealer-next, common-card, split-pot, deal-along, learn)",
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="with --screenshot: the seed the hand is dealt from"
    )
    parser.add_argument(
        "--reveal", action="store_true", help="with --screenshot: show the answer and its reasons"
    )
    parser.add_argument(
        "--hard", action="store_true", help="with --screenshot: deal one of the drill's hard cases"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = commands.add_parser(
        "replay",
        help="replay a stud scenario and explain every decision",
        description="Replay a stud-scenario/1 file: a walk-through with "
        "the rule behind every decision, or the JSON report.",
    )
    replay.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
    replay.add_argument("--json", action="store_true", help="print the JSON report instead")
    replay.set_defaults(run=cmd_replay)
    schema = commands.add_parser(
        "schema", help="print the JSON Schema of the scenario format (--pack: of the pack format)"
    )
    schema.add_argument("--pack", action="store_true", help="the pack format's schema instead")
    schema.set_defaults(run=cmd_schema)
    _add_pack_commands(commands)
    return parser


COMMANDS = ("replay", "schema", "pack", "phh")


def _open_app(pack: str | None) -> int:
    """Run the app, with garbage collection paused while it starts.

    Start-up creates thousands of objects that live as long as the app (the
    Python enums of every Qt class used, the window's widgets, the engine's
    tables); collecting among them finds nothing to free and cost about 8 ms
    of the start. ``run_app`` freezes them out of later collections and turns
    collection back on once the window is up.
    """
    import gc

    gc.disable()
    try:
        from .gui.app import run_app

        return run_app([sys.argv[0]], pack=pack)
    finally:
        gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or (
        len(arguments) == 1 and arguments[0] not in COMMANDS and not arguments[0].startswith("-")
    ):
        # The app alone, or dealer-trainer PACK (what double-clicking a pack
        # runs): straight to the window, without building the command parser,
        # whose choices load the engine (start-up time is the user's wait).
        return _open_app(arguments[0] if arguments else None)
    parser = build_parser()
    args = parser.parse_args(arguments)
    if args.screenshot:
        from .gui.screenshot import save_screenshot

        return save_screenshot(args.screenshot, args.drill, args.seed, reveal=args.reveal, hard=args.hard)
    if args.command is None:
        return _open_app(None)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130
    # The command line's crash hook (as gui/errors.py is the app's): whatever
    # the layers' named errors above did not catch is a bug of ours, and the
    # user still gets one line, not a traceback.
    except Exception as error:  # noqa: BLE001 - the command line's crash hook (above)
        sys.stderr.write(
            f"error: internal error ({type(error).__name__}: {error}); "
            "please report it with the input that caused it\n"
        )
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
