"""The ``dealer-trainer`` command.

``dealer-trainer`` alone opens the app; ``replay`` and ``schema`` are for
instructors' tools and scripts. Command-line errors are one ``error:`` line on
stderr and exit status 2, never a traceback.

The messages a user reads (errors, the results of ``pack`` commands, ``--help``)
speak the app's language: ``--language CODE``, or the one chosen in View ▸
Language, or the system's. They are marked in the ``CLI`` context and
translated through :mod:`dealer_trainer.gui.cliwords`, which is imported only
when there is something to say: a command that just writes its output
(``replay``'s walk-through or JSON report, which stay English: they are the
scenario format's contract) never loads Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable

    from .gui.mainwindow import MainWindow
    from .wording import Value, Worded

from . import __version__

EXIT_INVALID = 2
#: The most hands ``pack generate`` makes in one pack.
MAX_GENERATED = 1000


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (as :mod:`dealer_trainer.wording` does: not
    imported here, so that opening the app loads nothing the window does not need first)."""
    return text


#: The language of ``--language`` (None: the app's, found when there is something to say).
_language: str | None = None
#: The language argparse speaks while a parser says something (its help, an error).
_speaking: str | None = None


class InputError(Exception):
    """A file that cannot be read as a scenario object (``error`` says why)."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def read_json(source: str) -> Any:
    """Read JSON from a path, or from standard input for ``-`` (strictly: see
    :mod:`dealer_trainer.filereading`)."""
    from .filereading import FileReadError, read_json_file

    try:
        return read_json_file(source)
    except FileReadError as error:
        raise InputError(error) from None


def _words() -> Any:
    """:mod:`dealer_trainer.gui.cliwords`, or None where the words stay English."""
    if _language == "en":
        return None
    try:
        from .gui import cliwords
    except ImportError:  # no Qt at all: English, as the source says it
        return None
    return cliwords


def _say(template: str, **fields: Value) -> str:
    """A message of ours (``template``, marked in ``CLI``) in the user's language."""
    from .wording import Worded

    words = _words()
    if words is None:
        return Worded(template, tuple(fields.items())).english()
    text: str = words.cli_text(template, fields, _language)
    return text


def _told(error: object) -> str:
    """What an error (or a problem found in a file) says, in the user's language if it is worded."""
    if isinstance(error, InputError):
        error = error.error
    words = _words()
    if words is None:
        return str(error)
    text: str = words.error_text(error, _language)
    return text


def _counted(count: int, one: str, many: str) -> Worded:
    """``one`` (for 1) or ``many`` (with ``{count}``), marked in ``CLI``."""
    from .wording import Worded

    return Worded(one) if count == 1 else Worded(many, (("count", count),))


def _help(text: str) -> str:
    """A help text of the parser, in the user's language while argparse is saying it."""
    if _speaking in (None, "en"):
        return text
    from .gui.cliwords import CONTEXT, translate

    return translate(CONTEXT, text, _speaking)


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
    except (InputError, EngineError) as error:
        return _fail(_told(error))
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
        return _fail(_in_file(args.pack, error))
    found = problems(pack)
    for problem in found:
        sys.stderr.write(f"error: {_in_file(args.pack, problem)}\n")
    if found:
        return EXIT_INVALID
    hands = _counted(
        len(pack.items), QT_TRANSLATE_NOOP("CLI", "1 hand"), QT_TRANSLATE_NOOP("CLI", "{count} hands")
    )
    questions = _counted(
        pack.question_count,
        QT_TRANSLATE_NOOP("CLI", "1 question"),
        QT_TRANSLATE_NOOP("CLI", "{count} questions"),
    )
    summary = _say(
        QT_TRANSLATE_NOOP("CLI", "{file}: {hands}, {questions}, all answers agree with the engine"),
        file=args.pack,
        hands=hands,
        questions=questions,
    )
    _write(summary + "\n")
    return 0


def _in_file(path: str, error: object) -> str:
    """``error`` (or a problem) found in the file at ``path``, in the user's language."""
    return _say(QT_TRANSLATE_NOOP("CLI", "{file}: {error}"), file=path, error=_told(error))


def _cannot_write(path: str, error: OSError) -> int:
    return _fail(
        _say(
            QT_TRANSLATE_NOOP("CLI", "{file}: cannot write it ({reason})"),
            file=path,
            reason=str(error.strerror or error),
        )
    )


def cmd_pack_show(args: argparse.Namespace) -> int:
    from .packs.model import PackError
    from .packs.showing import describe_pack
    from .packs.storage import load_pack

    try:
        pack = load_pack(args.pack)
    except PackError as error:
        return _fail(_in_file(args.pack, error))
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
        return _fail(_say(QT_TRANSLATE_NOOP("CLI", "--count must be from 1 to {most}"), most=MAX_GENERATED))
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
        return _fail(_told(error))
    try:
        save_pack(pack, args.output)
    except OSError as error:
        return _cannot_write(args.output, error)
    written = (
        QT_TRANSLATE_NOOP("CLI", "{file}: 1 hand written")
        if len(pack.items) == 1
        else QT_TRANSLATE_NOOP("CLI", "{file}: {count} hands written")
    )
    _write(_say(written, file=args.output, count=len(pack.items)) + "\n")
    return 0


def cmd_pack_answer_key(args: argparse.Namespace) -> int:
    from .packs.model import PackError
    from .packs.storage import load_pack

    try:
        pack = load_pack(args.pack)
    except PackError as error:
        return _fail(_in_file(args.pack, error))
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
        return _cannot_write(args.output, error)
    hands = _counted(
        len(pack.items), QT_TRANSLATE_NOOP("CLI", "1 hand"), QT_TRANSLATE_NOOP("CLI", "{count} hands")
    )
    sheets = _counted(pages, QT_TRANSLATE_NOOP("CLI", "1 page"), QT_TRANSLATE_NOOP("CLI", "{count} pages"))
    template = (
        QT_TRANSLATE_NOOP("CLI", "{file}: worksheet for {hands}, {pages}")
        if args.worksheet
        else QT_TRANSLATE_NOOP("CLI", "{file}: answer key for {hands}, {pages}")
    )
    _write(_say(template, file=args.output, hands=hands, pages=sheets) + "\n")
    return 0


def cmd_phh_import(args: argparse.Namespace) -> int:
    from .packs.phh import PHHError, phh_to_scenario, read_phh

    try:
        scenario = phh_to_scenario(read_phh(args.file), rules=args.rules)
    except PHHError as error:
        return _fail(_in_file(args.file, error))
    import json

    return _write_out(json.dumps(scenario, indent=1) + "\n", args.output)


def cmd_phh_export(args: argparse.Namespace) -> int:
    from .engine import EngineError
    from .packs.errors import PackError
    from .packs.phh import scenario_to_phh

    try:
        text = scenario_to_phh(read_json(args.file))
    except InputError as error:
        return _fail(_told(error))
    except (PackError, EngineError) as error:
        return _fail(_in_file(args.file, error))
    return _write_out(text, args.output)


def _write_out(text: str, output: str | None) -> int:
    if output is None or output == "-":
        _write(text)
        return 0
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as error:
        return _cannot_write(output, error)
    return 0


def _add_pack_commands(commands: Any) -> None:
    from .engine.rules import RuleSetName
    from .engine.variants import Variant
    from .training.focus import Focus
    from .training.kinds import Drill

    pack = commands.add_parser(
        "pack",
        help=_help(QT_TRANSLATE_NOOP("CLI", "scenario packs: validate, show, generate, answer key")),
        description=_help(QT_TRANSLATE_NOOP("CLI", "Work with scenario packs (.studpack files).")),
    )
    sub = pack.add_subparsers(dest="pack_command", metavar="COMMAND", required=True)
    validate = sub.add_parser(
        "validate", help=_help(QT_TRANSLATE_NOOP("CLI", "check a pack; list every problem (exit 2 if any)"))
    )
    validate.add_argument("pack", metavar="PACK")
    validate.set_defaults(run=cmd_pack_validate)
    show = sub.add_parser(
        "show",
        help=_help(QT_TRANSLATE_NOOP("CLI", "a readable summary with the engine's answers and reasons")),
    )
    show.add_argument("pack", metavar="PACK")
    show.set_defaults(run=cmd_pack_show)
    generate = sub.add_parser(
        "generate", help=_help(QT_TRANSLATE_NOOP("CLI", "generate a pack of a drill's hard cases"))
    )
    generate.add_argument(
        "--variant",
        required=True,
        choices=[v.value for v in Variant],
        help=_help(QT_TRANSLATE_NOOP("CLI", "the game")),
    )
    generate.add_argument(
        "--rules",
        default="pa",
        choices=[r.value for r in RuleSetName],
        help=_help(QT_TRANSLATE_NOOP("CLI", "the rule set (default: pa)")),
    )
    generate.add_argument(
        "--drill",
        required=True,
        choices=[d.value for d in Drill],
        help=_help(QT_TRANSLATE_NOOP("CLI", "the drill whose questions the hands ask")),
    )
    generate.add_argument(
        "--focus",
        default="any",
        choices=[f.value for f in Focus],
        help=_help(QT_TRANSLATE_NOOP("CLI", "the hard case the hands show (default: any)")),
    )
    generate.add_argument(
        "--count",
        type=int,
        default=10,
        help=_help(QT_TRANSLATE_NOOP("CLI", "how many hands (1 to 1000; default: 10)")),
    )
    generate.add_argument(
        "--seed",
        type=int,
        default=1,
        help=_help(QT_TRANSLATE_NOOP("CLI", "the seed the hands are dealt from")),
    )
    generate.add_argument("--title", help=_help(QT_TRANSLATE_NOOP("CLI", "the pack's title")))
    generate.add_argument("--author", help=_help(QT_TRANSLATE_NOOP("CLI", "the pack's author")))
    generate.add_argument(
        "--created", help=_help(QT_TRANSLATE_NOOP("CLI", "the creation date to record (YYYY-MM-DD)"))
    )
    generate.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="PACK",
        help=_help(QT_TRANSLATE_NOOP("CLI", "the pack file to write")),
    )
    generate.set_defaults(run=cmd_pack_generate)
    key = sub.add_parser(
        "answer-key", help=_help(QT_TRANSLATE_NOOP("CLI", "a printable PDF answer key for the instructor"))
    )
    key.add_argument("pack", metavar="PACK")
    key.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    key.add_argument(
        "--worksheet",
        action="store_true",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "the trainees' worksheet: the same pages without the answers, with lines to write them on",
            )
        ),
    )
    key.add_argument(
        "--paper",
        choices=("a4", "letter"),
        help=_help(QT_TRANSLATE_NOOP("CLI", "the paper size (default: the locale's, US Letter or A4)")),
    )
    key.set_defaults(run=cmd_pack_answer_key)
    phh = commands.add_parser(
        "phh",
        help=_help(QT_TRANSLATE_NOOP("CLI", "hand histories in PHH (the format PokerKit reads)")),
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Convert between stud scenarios and PHH hand "
                "histories (seven-card stud, razz, stud eight-or-better).",
            )
        ),
    )
    phh_sub = phh.add_subparsers(dest="phh_command", metavar="COMMAND", required=True)
    imp = phh_sub.add_parser(
        "import", help=_help(QT_TRANSLATE_NOOP("CLI", "a PHH hand as a stud-scenario/1 file"))
    )
    imp.add_argument(
        "file", metavar="HAND.phh", help=_help(QT_TRANSLATE_NOOP("CLI", "PHH file, or - for standard input"))
    )
    imp.add_argument("--rules", default="pa", choices=[r.value for r in RuleSetName])
    imp.add_argument(
        "-o",
        "--output",
        metavar="SCENARIO.json",
        help=_help(QT_TRANSLATE_NOOP("CLI", "default: standard output")),
    )
    imp.set_defaults(run=cmd_phh_import)
    exp = phh_sub.add_parser(
        "export", help=_help(QT_TRANSLATE_NOOP("CLI", "a stud scenario as a PHH hand history"))
    )
    exp.add_argument(
        "file",
        metavar="SCENARIO.json",
        help=_help(QT_TRANSLATE_NOOP("CLI", "scenario file, or - for standard input")),
    )
    exp.add_argument(
        "-o", "--output", metavar="HAND.phh", help=_help(QT_TRANSLATE_NOOP("CLI", "default: standard output"))
    )
    exp.set_defaults(run=cmd_phh_export)


#: ``classroom host``'s and ``classroom bot``'s exit codes, as their --help says them
#: (the same numbers as ``classroom.headless.HostExit`` / ``BotExit``; a test keeps them equal).
HOST_EXITS = QT_TRANSLATE_NOOP(
    "CLI",
    "exit status: 0 the session ran to its end (results printed); 2 usage; 3 the pack, or the session "
    "to resume, cannot be read or gives no question; 4 the port cannot be opened; 5 nobody joined "
    "within --wait seconds; 6 the session's file cannot be written; 130 interrupted (Ctrl+C): "
    "everything received is saved, resume with --resume FILE",
)
BOT_EXITS = QT_TRANSLATE_NOOP(
    "CLI",
    "exit status: 0 the session ended; 2 usage; 10 no host at the address (for --retry seconds); "
    "11 the host went away and did not come back within --retry seconds; 12 refused: wrong session "
    "code; 13 refused: the name is taken; 14 refused for another reason (printed); 130 interrupted",
)


def _seconds(text: str) -> float:
    """An argparse type: a number of seconds, 0 or more."""
    import argparse
    import math

    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(
            _say(QT_TRANSLATE_NOOP("CLI", "{value} is not a number of seconds"), value=repr(text))
        )
    return value


#: The ports the app's setup dialog takes (below 1024 a port needs the administrator).
WINDOW_PORTS = (1024, 65535)


def _host_in_the_app(args: argparse.Namespace) -> int:
    """``classroom host`` without ``--headless``: the app, its host's setup filled in with
    ``--pack``/``--port`` (the instructor checks the title, level and time before the
    class can join), or ``--resume FILE``'s session window at once (see
    :func:`dealer_trainer.gui.classhostopen.host_from_command_line`)."""
    if args.pack is not None and args.resume is not None:
        return _fail(_say(QT_TRANSLATE_NOOP("CLI", "give --pack PACK or --resume FILE, not both")))
    low, high = WINDOW_PORTS
    if args.port is not None and not low <= args.port <= high:
        return _fail(
            _say(
                QT_TRANSLATE_NOOP(
                    "CLI",
                    "--port: {port} is not a port the window takes ({low} to {high}; or add --headless)",
                ),
                port=args.port,
                low=low,
                high=high,
            )
        )
    from functools import partial

    from .gui.classhostopen import host_from_command_line

    start = partial(
        host_from_command_line,
        pack=str(Path(args.pack).absolute()) if args.pack is not None else None,
        port=args.port,
        resume=str(Path(args.resume).absolute()) if args.resume is not None else None,
        class_size=args.class_size,
        per_address=args.per_address,
    )
    return _open_app(None, start=start)


def cmd_classroom_host(args: argparse.Namespace) -> int:
    from .classroom.sessionstate import MAX_TRAINEES

    for option, value in (("--per-address", args.per_address), ("--class-size", args.class_size)):
        if value is not None and not 1 <= value <= MAX_TRAINEES:
            return _fail(
                _say(
                    QT_TRANSLATE_NOOP("CLI", "{option}: from 1 to {most} trainees"),
                    option=option,
                    most=MAX_TRAINEES,
                )
            )
    if not args.headless:
        return _host_in_the_app(args)
    if (args.pack is None) == (args.resume is None):
        return _fail(_say(QT_TRANSLATE_NOOP("CLI", "give --pack PACK or --resume FILE (one of them)")))
    if args.port is not None and not 0 <= args.port <= 65535:
        return _fail(
            _say(QT_TRANSLATE_NOOP("CLI", "--port: {port} is not a port (0 to 65535)"), port=args.port)
        )
    if args.expect < 1:
        return _fail(_say(QT_TRANSLATE_NOOP("CLI", "--expect: at least 1 trainee")))
    from .classroom.headless import HostOptions, run_host
    from .classroom.hosting import PER_ADDRESS
    from .classroom.sessionstate import MAX_TRAINEES
    from .training.levels import Level

    return run_host(
        HostOptions(
            pack=Path(args.pack) if args.pack else None,
            resume=Path(args.resume) if args.resume else None,
            port=args.port,
            address=args.listen,
            expect=args.expect,
            wait=args.wait,
            timeout=args.timeout,
            pause=args.pause,
            level=Level(args.level),
            session_file=Path(args.session_file) if args.session_file else None,
            leaderboard=args.leaderboard,
            per_address=args.per_address or PER_ADDRESS,
            class_size=args.class_size or MAX_TRAINEES,
        )
    )


def cmd_classroom_bot(args: argparse.Namespace) -> int:
    from .classroom.errors import ClassroomError
    from .classroom.headless import AnswerKey, Strategy, key_from_file, run_bot
    from .classroom.joining import split_address

    try:
        split_address(args.address)
    except ClassroomError:
        return _fail(
            _say(
                QT_TRANSLATE_NOOP("CLI", "--address: {address} is not HOST:PORT"), address=repr(args.address)
            )
        )
    # The trainee's app is never sent the answer: right, wrong and random answer from the key
    # in the instructor's session file; a bot without it guesses from its table.
    strategy = Strategy(args.answer or ("right" if args.session_file else "guess"))
    key: AnswerKey | None = None
    if strategy.needs_key:
        if not args.session_file:
            return _fail(
                _say(
                    QT_TRANSLATE_NOOP(
                        "CLI",
                        "--answer {answer} needs the session's file (--session-file FILE): "
                        "a trainee's app is never sent the answer",
                    ),
                    answer=strategy.value,
                )
            )
        try:
            key = key_from_file(Path(args.session_file))
        except ClassroomError as error:
            return _fail(_told(error))
    return run_bot(args.address, args.code, args.name, strategy, args.delay, args.seed, args.retry, key=key)


def _add_classroom_commands(commands: Any) -> None:

    from .training.levels import Level

    classroom = commands.add_parser(
        "classroom",
        help=_help(
            QT_TRANSLATE_NOOP("CLI", "a live class session: the host (with or without a window), and bots")
        ),
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Run a class session from the command line: the host deals a pack's questions to the "
                "trainees who join over the network; a bot is a trainee that answers by itself "
                "(to rehearse a class or test the network). See docs/classroom-protocol.md.",
            )
        ),
    )
    sub = classroom.add_subparsers(dest="classroom_command", metavar="COMMAND", required=True)
    host = sub.add_parser(
        "host",
        help=_help(QT_TRANSLATE_NOOP("CLI", "host a session: deal, reveal, print the results")),
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Host a class session. First lines: 'address HOST:PORT' (one per address), 'code CODE', "
                "'file PATH', 'title TITLE'; then 'joined NAME' / 'left NAME', per question "
                "'question N of M dealt' and 'question N of M answered A of T right R'; at the end "
                "'results T trainees Q questions A answers', then the results table (the trainees by "
                "place, then each question).",
            )
        ),
        epilog=_help(HOST_EXITS),
    )
    host.add_argument("--pack", metavar="PACK", help=_help(QT_TRANSLATE_NOOP("CLI", "the pack to deal")))
    host.add_argument(
        "--resume",
        metavar="FILE",
        help=_help(
            QT_TRANSLATE_NOOP("CLI", "go on with the session saved in FILE (after a crash or Ctrl+C)")
        ),
    )
    host.add_argument(
        "--headless",
        action="store_true",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "run here, without a window: deal on a timer and print the results (without it the "
                "app opens with the host's setup filled in, or --resume's session in its window; "
                "--listen and the options after it are for --headless)",
            )
        ),
    )
    host.add_argument(
        "--port",
        type=int,
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI", "the port to listen on (default: 47810, or the resumed session's; 0: any free port)"
            )
        ),
    )
    host.add_argument(
        "--listen",
        default="0.0.0.0",
        metavar="ADDRESS",
        help=_help(QT_TRANSLATE_NOOP("CLI", "the address to listen on (default: every IPv4 address)")),
    )
    host.add_argument(
        "--expect",
        type=int,
        default=1,
        metavar="N",
        help=_help(
            QT_TRANSLATE_NOOP("CLI", "deal the first question when N trainees have joined (default: 1)")
        ),
    )
    host.add_argument(
        "--wait",
        type=_seconds,
        default=300.0,
        metavar="S",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI", "after S seconds deal to whoever joined, or stop if nobody did (default: 300)"
            )
        ),
    )
    host.add_argument(
        "--timeout",
        type=_seconds,
        default=30.0,
        metavar="S",
        help=_help(QT_TRANSLATE_NOOP("CLI", "seconds to answer each question (default: 30)")),
    )
    host.add_argument(
        "--pause",
        type=_seconds,
        default=2.0,
        metavar="S",
        help=_help(QT_TRANSLATE_NOOP("CLI", "seconds between a reveal and the next question (default: 2)")),
    )
    host.add_argument(
        "--level",
        default=Level.PRACTICE.value,
        choices=[level.value for level in Level],
        help=_help(QT_TRANSLATE_NOOP("CLI", "the level the questions are asked at (default: practice)")),
    )
    host.add_argument(
        "--session-file",
        metavar="FILE",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI", "where to save the session as it goes (default: in the app's data folder)"
            )
        ),
    )
    host.add_argument(
        "--leaderboard",
        action="store_true",
        help=_help(QT_TRANSLATE_NOOP("CLI", "send the leaderboard with every reveal")),
    )
    host.add_argument(
        "--per-address",
        type=int,
        metavar="N",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "trainees who may join from one network address (default: 4; raise it for a lab "
                "whose machines reach the host through one router, or to rehearse with many bots on "
                "one machine; with or without --headless)",
            )
        ),
    )
    host.add_argument(
        "--class-size",
        type=int,
        metavar="N",
        help=_help(QT_TRANSLATE_NOOP("CLI", "the most trainees the session takes (default and most: 200)")),
    )
    host.set_defaults(run=cmd_classroom_host)
    bot = sub.add_parser(
        "bot",
        help=_help(QT_TRANSLATE_NOOP("CLI", "a trainee that joins a session and answers by itself")),
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Join a class session as a trainee that answers every question by itself. It prints "
                "one line per event: 'joined', 'question N of M', 'received N', 'rejected N REASON', "
                "'revealed N right|wrong points P total T', 'lost', 'ended total T place P of N'.",
            )
        ),
        epilog=_help(BOT_EXITS),
    )
    bot.add_argument(
        "--address",
        required=True,
        metavar="HOST:PORT",
        help=_help(QT_TRANSLATE_NOOP("CLI", "the host's address, as the host shows it")),
    )
    bot.add_argument("--code", required=True, help=_help(QT_TRANSLATE_NOOP("CLI", "the session code")))
    bot.add_argument("--name", required=True, help=_help(QT_TRANSLATE_NOOP("CLI", "the trainee's name")))
    bot.add_argument(
        "--answer",
        choices=("right", "wrong", "random", "guess"),
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "how it answers: right, wrong and random need --session-file; guess answers from "
                "what its table shows (default: right with --session-file, else guess)",
            )
        ),
    )
    bot.add_argument(
        "--session-file",
        metavar="FILE",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "the session's file the host printed: the answer key of a rehearsal "
                "(a trainee's app is never sent the answers)",
            )
        ),
    )
    bot.add_argument(
        "--delay",
        type=_seconds,
        default=0.0,
        metavar="S",
        help=_help(QT_TRANSLATE_NOOP("CLI", "seconds before each answer (default: 0)")),
    )
    bot.add_argument(
        "--seed",
        type=int,
        help=_help(QT_TRANSLATE_NOOP("CLI", "the seed of --answer random (default: from the name)")),
    )
    bot.add_argument(
        "--retry",
        type=_seconds,
        metavar="S",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI", "seconds to keep trying to reach the host before giving up (default: 120)"
            )
        ),
    )
    bot.set_defaults(run=cmd_classroom_bot)


def build_parser() -> argparse.ArgumentParser:
    # argparse (and json above) load here, not with the module: opening the
    # app goes straight to the window without either.
    import argparse

    class Parser(argparse.ArgumentParser):
        """A parser that says its help and its errors in the user's language.

        Its texts are English until it has something to say; then :func:`_parse`
        builds it again with argparse speaking the user's language, and it says it.
        """

        def print_help(self, file: Any = None) -> None:
            if _speaking is None:
                raise _SayItAgain
            super().print_help(file)

        def print_usage(self, file: Any = None) -> None:
            if _speaking is None:
                raise _SayItAgain
            super().print_usage(file)

        def error(self, message: str) -> NoReturn:
            if _speaking is None:
                raise _SayItAgain
            super().error(message)

    parser = Parser(
        prog="dealer-trainer",
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Teaches poker dealers the procedures of stud games. Run without a command to open the app.",
            )
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=_help(QT_TRANSLATE_NOOP("CLI", "show program's version number and exit")),
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "the language of the app and of these messages (en, es; default: the one chosen in "
                "View > Language, or the system's)",
            )
        ),
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help=_help(QT_TRANSLATE_NOOP("CLI", "render the window offscreen to a PNG picture and exit")),
    )
    from .gui.screenshot import DRILL_NAMES  # no Qt: the names only

    parser.add_argument(
        "--drill",
        default="bring-in",
        # The names are the app's (every drill, a new one too), filled in after translation.
        help=_help(QT_TRANSLATE_NOOP("CLI", "with --screenshot: the drill to show ({drills})")).replace(
            "{drills}", ", ".join(DRILL_NAMES)
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help=_help(QT_TRANSLATE_NOOP("CLI", "with --screenshot: the seed the hand is dealt from")),
    )
    parser.add_argument(
        "--reveal",
        action="store_true",
        help=_help(QT_TRANSLATE_NOOP("CLI", "with --screenshot: show the answer and its reasons")),
    )
    parser.add_argument(
        "--hard",
        action="store_true",
        help=_help(QT_TRANSLATE_NOOP("CLI", "with --screenshot: deal one of the drill's hard cases")),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = commands.add_parser(
        "replay",
        help=_help(QT_TRANSLATE_NOOP("CLI", "replay a stud scenario and explain every decision")),
        description=_help(
            QT_TRANSLATE_NOOP(
                "CLI",
                "Replay a stud-scenario/1 file: a walk-through with "
                "the rule behind every decision, or the JSON report.",
            )
        ),
    )
    replay.add_argument(
        "file",
        metavar="FILE",
        help=_help(QT_TRANSLATE_NOOP("CLI", "scenario JSON file, or - for standard input")),
    )
    replay.add_argument(
        "--json", action="store_true", help=_help(QT_TRANSLATE_NOOP("CLI", "print the JSON report instead"))
    )
    replay.set_defaults(run=cmd_replay)
    schema = commands.add_parser(
        "schema",
        help=_help(
            QT_TRANSLATE_NOOP(
                "CLI", "print the JSON Schema of the scenario format (--pack: of the pack format)"
            )
        ),
    )
    schema.add_argument(
        "--pack",
        action="store_true",
        help=_help(QT_TRANSLATE_NOOP("CLI", "the pack format's schema instead")),
    )
    schema.set_defaults(run=cmd_schema)
    _add_pack_commands(commands)
    _add_classroom_commands(commands)
    return parser


class _SayItAgain(Exception):
    """The parser has something to say (its help, an error): in the user's language, then."""


def _parse(arguments: list[str]) -> argparse.Namespace:
    """The arguments parsed; help and errors said in the user's language (and exit, as argparse does).

    The parser is built in English, without Qt: only when it has something to
    say is the language found, and the parser built again speaking it.
    """
    global _speaking
    try:
        return build_parser().parse_args(arguments)
    except _SayItAgain:
        pass
    words = _words()
    _speaking = "en" if words is None else words.language(_language)
    try:
        if words is None:
            return build_parser().parse_args(arguments)
        with words.argparse_speaking(_speaking):
            return build_parser().parse_args(arguments)
    finally:
        _speaking = None


def _language_option(arguments: list[str]) -> tuple[list[str], str | None]:
    """The arguments without ``--language CODE`` (or ``--language=CODE``), and the code.

    Taken out before anything else, so ``dealer-trainer --language es PACK`` opens the
    app as ``dealer-trainer PACK`` does, and an error of the parser already speaks it.
    Raises :class:`ValueError` for ``--language`` without a code.
    """
    rest: list[str] = []
    code: str | None = None
    items = iter(arguments)
    for item in items:
        if item == "--":
            rest += [item, *items]
            break
        if item == "--language":
            code = next(items, None)
            if code is None or code.startswith("-"):
                raise ValueError("--language")
        elif item.startswith("--language="):
            code = item.partition("=")[2]
        else:
            rest.append(item)
    return rest, code


def _bad_language(code: str | None) -> int:
    """The ``error:`` line for a ``--language`` that names no language of the app."""
    words = _words()
    known = ", ".join(words.codes()) if words is not None else "en"
    if code is None:
        return _fail(_say(QT_TRANSLATE_NOOP("CLI", "--language needs a code: one of {codes}"), codes=known))
    return _fail(
        _say(
            QT_TRANSLATE_NOOP("CLI", "--language: no language {code}; use one of {codes}"),
            code=repr(code),
            codes=known,
        )
    )


COMMANDS = ("replay", "schema", "pack", "phh", "classroom")


def _open_app(pack: str | None, start: Callable[[MainWindow], object] | None = None) -> int:
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

        extra: dict[str, Any] = {} if start is None else {"start": start}
        if _language is None:
            return run_app([sys.argv[0]], pack=pack, **extra)
        return run_app([sys.argv[0]], pack=pack, language=_language, **extra)
    finally:
        gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    global _language
    _language = None
    try:
        arguments, code = _language_option(list(sys.argv[1:] if argv is None else argv))
    except ValueError:
        return _bad_language(None)
    if code is not None and code != "en":
        words = _words()
        if words is not None and code not in words.codes():
            return _bad_language(code)
    _language = code
    if not arguments or (
        len(arguments) == 1 and arguments[0] not in COMMANDS and not arguments[0].startswith("-")
    ):
        # The app alone, or dealer-trainer PACK (what double-clicking a pack
        # runs): straight to the window, without building the command parser,
        # whose choices load the engine (start-up time is the user's wait).
        return _open_app(arguments[0] if arguments else None)
    args = _parse(arguments)
    if args.screenshot:
        from .gui.screenshot import DRILL_NAMES, save_screenshot

        if args.drill not in DRILL_NAMES:
            return _fail(
                _say(
                    QT_TRANSLATE_NOOP("CLI", "--drill: unknown drill {drill}; choose one of {drills}"),
                    drill=repr(args.drill),
                    drills=", ".join(DRILL_NAMES),
                )
            )

        return save_screenshot(
            args.screenshot, args.drill, args.seed, reveal=args.reveal, hard=args.hard, language=_language
        )
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
        said = _say(
            QT_TRANSLATE_NOOP(
                "CLI", "internal error ({error}); please report it with the input that caused it"
            ),
            error=f"{type(error).__name__}: {error}",
        )
        sys.stderr.write(f"error: {said}\n")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
