"""Bring every language's .ts file up to date with the source: run after changing a text.

    .venv/bin/python tools/update_translations.py            # update assets/translations/*.ts
    .venv/bin/python tools/update_translations.py --new xx   # start the .ts of a new language

It runs ``pyside6-lupdate`` over every module of ``dealer_trainer/gui`` and
``dealer_trainer/training`` (the layers whose texts a trainee reads), with
this policy:

* ``-no-obsolete``: a text gone from the source leaves the .ts at once, so
  the file never carries translations of words the app no longer says
  (``tests/test_languages.py`` fails on an obsolete entry);
* ``-locations none``: no file names and line numbers, so the .ts changes
  only when a text does, not whenever code moves.

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
SOURCES = ("dealer_trainer/gui", "dealer_trainer/training")
TRANSLATIONS = ROOT / "assets" / "translations"


def source_files(root: Path = ROOT) -> list[Path]:
    """Every Python module whose texts go into the .ts files, in a stable order."""
    return sorted(path for folder in SOURCES for path in (root / folder).rglob("*.py"))


def lupdate_command(ts_files: list[Path], *, no_obsolete: bool = True) -> list[str]:
    command = [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lupdate; lupdate()"]
    command += ["-silent", "-locations", "none"]
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
