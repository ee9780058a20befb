"""Where packs come from: the file filter, the shipped sample packs, the recent files.

One file filter is used by every dialog that opens or saves a pack, so the
main window and the editor offer the same files. The sample packs are read
from the assets folder (:func:`~dealer_trainer.gui.assets.assets_dir`), so
they are found in a source checkout and in the installed app alike, and are
listed by the titles written in them: English ones in ``assets/packs/``, the
same hands in another language in ``assets/packs/<code>/`` (made by
``tools/make_sample_packs.py``), offered while the app speaks that language. The recent files are one list shared
by every place a pack opens (Open Pack, Present, Answer Key, the editor),
kept in QSettings and checked each time it is read: a file that has gone is
dropped, and the list never grows past :data:`MAX_RECENT`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMenu

from .assets import assets_dir

#: The suffix a new pack is saved with.
PACK_SUFFIX = ".studpack"
#: The QSettings key of the recent packs (a list of absolute paths, newest first).
RECENT_KEY = "files/recent"
MAX_RECENT = 10
#: A sample pack is a few kilobytes; a title is read from no more than this.
MAX_SAMPLE_BYTES = 4 * 1024 * 1024


def pack_filter() -> str:
    """The filter of every pack file dialog: ``Training packs (*.studpack *.json)``, then all files."""
    return (
        QCoreApplication.translate("packfiles", "Training packs (*.studpack *.json)")
        + ";;"
        + QCoreApplication.translate("packfiles", "All files (*)")
    )


# --- the sample packs ----------------------------------------------------------------


class SamplePack(NamedTuple):
    title: str
    path: Path


def samples_dir() -> Path:
    return assets_dir() / "packs"


def _title_of(path: Path) -> str | None:
    """The title written in the pack at ``path``, or None if it has none that can be read."""
    import json  # loaded when the menu opens, not with the window

    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_SAMPLE_BYTES + 1)
        if len(raw) > MAX_SAMPLE_BYTES:
            return None
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    title = data.get("title") if isinstance(data, dict) else None
    return " ".join(title.split()) if isinstance(title, str) and title.strip() else None


def samples_folder(language: str, folder: Path | None = None) -> Path:
    """Where the sample packs of ``language`` (a code) are: ``<folder>/<code>/`` if there
    is one, else ``folder`` itself, the English ones (default: :func:`samples_dir`)."""
    from .languages import SOURCE

    folder = samples_dir() if folder is None else folder
    own = folder / language
    if language != SOURCE and language.isalpha() and own.is_dir():
        return own
    return folder


def sample_packs(folder: Path | None = None, language: str | None = None) -> list[SamplePack]:
    """The shipped packs in ``language`` (default: the one the app speaks), by title
    (a file whose title cannot be read is left out); English where it has none."""
    from .languages import spoken

    folder = samples_folder(spoken() if language is None else language, folder)
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix == PACK_SUFFIX and p.is_file())
    except OSError:
        return []
    packs = [SamplePack(title, path) for path in files if (title := _title_of(path)) is not None]
    return sorted(packs, key=lambda p: p.title.casefold())


# --- the recent files ----------------------------------------------------------------


def recent_files() -> list[str]:
    """The recent packs that still exist, newest first, at most :data:`MAX_RECENT`.

    The stored value is validated as it is read: anything but a list of
    paths to existing files is dropped, and the cleaned list is written back.
    """
    from .settingvalues import read_text_list

    settings = QSettings()
    names = read_text_list(settings, RECENT_KEY, max_items=MAX_RECENT * 4)
    alive: list[str] = []
    for name in names:
        try:
            usable = Path(name).is_file() and name not in alive
        except (OSError, ValueError):  # a name too long for the file system
            usable = False
        if usable:
            alive.append(name)
    alive = alive[:MAX_RECENT]
    if alive != settings.value(RECENT_KEY, []):
        settings.setValue(RECENT_KEY, alive)
    return alive


def add_recent(path: str | Path) -> None:
    """Put ``path`` at the top of the recent packs."""
    name = str(Path(path).resolve())
    names = [n for n in recent_files() if n != name]
    QSettings().setValue(RECENT_KEY, [name] + names[: MAX_RECENT - 1])


def clear_recent() -> None:
    QSettings().setValue(RECENT_KEY, [])


def fill_recent_menu(menu: QMenu, open_file: Callable[[str], object]) -> None:
    """List the recent packs in ``menu`` (numbered, the full path as tooltip), then Clear."""
    menu.clear()
    names = recent_files()
    for number, name in enumerate(names, 1):
        label = Path(name).name.replace("&", "&&")
        action = menu.addAction(f"&{number % 10} {label}")
        action.setToolTip(name)
        action.setStatusTip(name)
        action.triggered.connect(lambda _=False, n=name: open_file(n))
    if not names:
        empty = menu.addAction(QCoreApplication.translate("packfiles", "No recent packs"))
        empty.setEnabled(False)
    menu.addSeparator()
    clear_action = menu.addAction(QCoreApplication.translate("packfiles", "&Clear Recent"))
    clear_action.setObjectName("clear_recent")
    clear_action.setEnabled(bool(names))
    # The menu is filled afresh each time it opens (attach_recent_menu): no
    # refill here, which would delete the action being triggered.
    clear_action.triggered.connect(clear_recent)


def attach_recent_menu(menu: QMenu, open_file: Callable[[str], object]) -> None:
    """Keep ``menu`` listing the recent packs: filled now and each time it opens."""
    menu.aboutToShow.connect(lambda: fill_recent_menu(menu, open_file))
    fill_recent_menu(menu, open_file)


__all__ = [
    "MAX_RECENT",
    "PACK_SUFFIX",
    "RECENT_KEY",
    "SamplePack",
    "add_recent",
    "attach_recent_menu",
    "clear_recent",
    "fill_recent_menu",
    "pack_filter",
    "recent_files",
    "sample_packs",
    "samples_folder",
]
