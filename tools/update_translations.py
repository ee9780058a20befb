"""Bring every language's .ts file up to date with the source: run after changing a text.

    .venv/bin/python tools/update_translations.py            # update assets/translations/*.ts
    .venv/bin/python tools/update_translations.py --new xx   # start the .ts of a new language

It runs ``pyside6-lupdate`` over every module whose texts a user reads (see
:data:`SOURCES`), with this policy:

* ``-no-obsolete``: a text gone from the source leaves the .ts at once, so
  the file never carries translations of words the app no longer says
  (``tests/test_languages.py`` fails on an obsolete entry);
* ``-locations none``: no file names and line numbers, so the .ts changes
  only when a text does, not whenever code moves;
* no guessing from the same or similar texts elsewhere (``-disable-heuristic``):
  every entry is translated for its own sentence.

New texts come in "unfinished": translate them in Qt Linguist
(``.venv/bin/pyside6-linguist assets/translations/dealer_trainer_es.ts``) or
any editor. The .qm files are compiled from these by ``dealer_trainer.gui.languages``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Where a user-visible text may be: the window, and the words of the layers
#: under it (the rules reference, the messages of errors, the command line's
#: messages), which mark their templates with ``QT_TRANSLATE_NOOP``.
SOURCES = (
    "dealer_trainer/gui",
    "dealer_trainer/classroom",
    "dealer_trainer/training",
    "dealer_trainer/packs",
    "dealer_trainer/records",
    "dealer_trainer/wording.py",
    "dealer_trainer/filereading.py",
    "dealer_trainer/atomicfile.py",
    "dealer_trainer/cli.py",
)
TRANSLATIONS = ROOT / "assets" / "translations"


def source_files(root: Path = ROOT) -> list[Path]:
    """Every Python module whose texts go into the .ts files, in a stable order."""
    paths: list[Path] = []
    for source in SOURCES:
        place = root / source
        paths += [place] if place.is_file() else list(place.rglob("*.py"))
    return sorted(paths)


def lupdate_command(ts_files: list[Path], *, no_obsolete: bool = True) -> list[str]:
    command = [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lupdate; lupdate()"]
    command += ["-silent", "-locations", "none"]
    # No guesses: lupdate would otherwise fill a new entry with the translation of
    # the same or a similar text elsewhere, which a sentence's context often makes
    # wrong ("la tercera calle" where the article does not belong), while looking done.
    command += ["-disable-heuristic", "sametext", "-disable-heuristic", "similartext"]
    if no_obsolete:
        command.append("-no-obsolete")
    return [*command, *map(str, source_files()), "-ts", *map(str, ts_files)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new", metavar="CODE", help="start the .ts file of a new language (ISO 639-1 code)")
    args = parser.parse_args(argv)
    ts_files = sorted(TRANSLATIONS.glob("dealer_trainer_*.ts"))
    if args.new:
        new = TRANSLATIONS / f"dealer_trainer_{args.new}.ts"
        if new.exists():
            parser.error(f"{new.name} is there already")
        ts_files = [new]
        command = [*lupdate_command(ts_files), "-target-language", args.new]
    else:
        command = lupdate_command(ts_files)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    subprocess.run(command, check=True, cwd=ROOT)
    for ts in ts_files:
        print(ts.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
