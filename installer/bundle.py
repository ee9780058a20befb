"""What goes into the frozen app: one policy, used by the spec file and by build.py.

The spec (``installer/dealer-trainer.spec``) asks PyInstaller for everything
the app imports, then passes the result through :func:`keep_data` and
:func:`keep_binary`, which leave out what the app never uses:

* Qt's translations folder (the spec puts ``qtbase_<code>.qm`` of each of the
  app's languages in ``assets/translations/``, beside the app's own);
* Qt plugins other than the ones listed in :data:`QT_PLUGINS` (no EGLFS, VNC,
  linuxfb, evdev, network information, TLS, SQL, printing, GTK theme …);
* Windows' ``opengl32sw.dll`` (a 20 MB software OpenGL for Qt Quick, unused).

Qt Python modules the app does not import (QtDBus, QtQml, QtQuick,
WebEngine, Multimedia, 3D …) are excluded in the spec (:data:`EXCLUDED_MODULES`).

On Linux, one more rule: the libraries PyInstaller found in the operating
system (``libfontconfig``, ``libglib``, ``libX11``, ``libxcb-*``, ``libstdc++``,
``libz`` …; it puts them at the top of ``_internal/``) are left out too, and the
Debian package depends on the packages that provide them
(:func:`debian_depends`). What is bundled is what came with Python and with
the wheels (libpython, the extension modules, Qt and its ICU); what the desktop
provides (fonts, X11/Wayland, OpenGL, D-Bus, the C++ runtime) is the
desktop's own, so the app follows the system's configuration and never loads
an older copy of a library next to a newer one from the system (the classic
``GLIBCXX_3.4.xx not found`` failure of bundles that carry ``libstdc++``).
:func:`prune_unreachable` then drops the libraries that only those left-out
libraries needed.
"""

from __future__ import annotations

import posixpath
import re
import shutil
import struct
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

#: Modules never imported by the app, excluded so that no hook collects them
#: (PyInstaller's Qt hooks otherwise add QtDBus as a hidden import).
EXCLUDED_MODULES = [
    "tkinter",
    "_tkinter",
    # Line editing for the interactive prompt (pdb, code, the REPL): the app has no
    # prompt, and the module links GNU readline (GPLv3, libreadline8), which would
    # put a GPL library in the bundle or in the .deb's Depends.
    "readline",
    # Optional imports of the libraries, present only where the test tools are
    # installed: numpy.__config__ (PyYAML, for show_config), pyqtgraph's coloured
    # console output on Windows (colorama). Left out so that every build has the same
    # contents. (typing_extensions stays: fsrs imports it for real, and without it the
    # installed app could not open the records.)
    "yaml",
    "_yaml",
    "colorama",
    # TLS: only urllib (through fastjsonschema's remote $ref support, unused) would
    # reach it; leaving it out leaves out OpenSSL (6 MB). hashlib falls back to
    # Python's own implementations.
    "ssl",
    "_ssl",
    "_hashlib",
    # (QtNetwork stays: a class session, hosted or joined, runs over it.)
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    # (QtPrintSupport stays: File ▸ Print an Answer Key prints through it.)
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.Qt3DCore",
    "PySide6.QtCharts",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
]

#: Qt plugins kept, by plugin folder: a set of file-name stems (``libqxcb.so``,
#: ``qwindows.dll`` and ``libqcocoa.dylib`` are ``qxcb``, ``qwindows``,
#: ``qcocoa``), or ``None`` for the whole folder. Folders not named here are
#: left out entirely.
QT_PLUGINS: dict[str, set[str] | None] = {
    # offscreen for --screenshot; xcb and wayland for Linux desktops;
    # windows and cocoa for the other two.
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "styles": None,  # qmodernwindowsstyle, qmacstyle: the native look
    "imageformats": {"qsvg", "qico"},  # card art is SVG; PNG is built into QtGui
    "iconengines": None,  # qsvgicon
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },  # dead keys, input methods
    "platformthemes": {"qxdgdesktopportal"},  # light/dark and file dialogs via the portal
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,  # window title bars where the compositor draws none
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
}

#: Files left out on Windows whatever brought them in.
WINDOWS_DROPPED = {"opengl32sw.dll"}


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _stem(name: str) -> str:
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_data(dest: str) -> bool:
    """Whether a data file bundled at ``dest`` is kept."""
    parts = _parts(dest)
    # PySide6/Qt/translations/ (Linux, macOS wheels) or PySide6/translations/ (Windows)
    return not (parts[0] == "PySide6" and "translations" in parts[1:3])


def qt_plugin(dest: str) -> tuple[str, str] | None:
    """``(folder, stem)`` when ``dest`` is a Qt plugin, else ``None``."""
    parts = _parts(dest)
    for index in range(len(parts) - 2):
        if parts[index] == "plugins" and index >= 1 and parts[index - 1] in ("Qt", "PySide6"):
            if len(parts) == index + 3:
                return parts[index + 1], _stem(parts[-1])
    return None


def keep_binary(dest: str, platform: str = sys.platform) -> bool:
    """Whether a binary (library, plugin, extension) bundled at ``dest`` is kept."""
    parts = _parts(dest)
    if parts[-1].lower() in WINDOWS_DROPPED:
        return False
    plugin = qt_plugin(dest)
    if plugin is not None:
        folder, stem = plugin
        if folder not in QT_PLUGINS:
            return False
        kept = QT_PLUGINS[folder]
        return kept is None or stem in kept
    if platform.startswith("linux") and is_os_library(dest):
        return False
    return True


def is_os_library(dest: str) -> bool:
    """On Linux: a library PyInstaller found in the OS (top level of the bundle), not Python's."""
    parts = _parts(dest)
    return len(parts) == 1 and ".so" in parts[0] and not parts[0].startswith("libpython")


# --- ELF inspection (Linux; binutils' objdump, which PyInstaller needs anyway) -------------

_NEEDED = re.compile(r"^\s*NEEDED\s+(\S+)", re.M)
_GLIBC = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")
_GLIBCXX = re.compile(r"\bGLIBCXX_(\d+(?:\.\d+)+)\b")
ELF_MAGIC = b"\x7fELF"


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == ELF_MAGIC
    except OSError:
        return False


def elf_info(path: Path) -> tuple[list[str], set[str], set[str]]:
    """NEEDED sonames, GLIBC_ and GLIBCXX_ symbol versions required by an ELF file."""
    objdump = shutil.which("objdump")
    if objdump is None:
        raise RuntimeError("objdump (binutils) is needed to inspect the bundle")
    text = subprocess.run([objdump, "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return _NEEDED.findall(text), set(_GLIBC.findall(text)), set(_GLIBCXX.findall(text))


def prune_unreachable(entries: list[tuple[str, str, str]]) -> tuple[list[tuple[str, str, str]], list[str]]:
    """Drop bundled libraries that nothing kept needs (Linux).

    ``entries`` are PyInstaller's (dest, source, typecode) binaries. The roots
    are Python extension modules, Qt plugins (loaded by name at run time) and
    libpython (loaded by the bootloader); a library is kept when a root needs
    it, directly or through another kept library.
    """
    by_name: dict[str, tuple[str, str, str]] = {}
    for entry in entries:
        by_name.setdefault(_parts(entry[0])[-1], entry)
    roots = [
        e
        for e in entries
        if e[2] == "EXTENSION" or qt_plugin(e[0]) is not None or _parts(e[0])[-1].startswith("libpython")
    ]
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        dest, source, _kind = todo.pop()
        if dest in seen:
            continue
        seen.add(dest)
        if not is_elf(Path(source)):
            continue
        for soname in elf_info(Path(source))[0]:
            needed = by_name.get(soname)
            if needed is not None and needed[0] not in seen:
                todo.append(needed)
    kept = [e for e in entries if e[0] in seen or not is_elf(Path(e[1]))]
    dropped = sorted(e[0] for e in entries if e not in kept)
    return kept, dropped


def drop_dangling_symlinks(
    datas: list[tuple[str, str, str]], binaries: list[tuple[str, str, str]]
) -> list[tuple[str, str, str]]:
    """Drop PyInstaller's SYMLINK entries whose target was left out.

    PyInstaller links ``_internal/libQt6Core.so.6`` to ``PySide6/Qt/lib/…``
    (and, on macOS, framework ``Versions/Current`` to ``A``); a link is kept
    when its target is a kept file or a folder holding one.
    """
    dests = {posixpath.normpath(_posix(e[0])) for e in binaries + datas if e[2] != "SYMLINK"}
    folders = {str(parent) for d in dests for parent in PurePosixPath(d).parents}
    kept = []
    for entry in datas:
        if entry[2] == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(_posix(entry[0])), _posix(entry[1])))
            if target not in dests and target not in folders:
                continue
        kept.append(entry)
    return kept


def _posix(path: str) -> str:
    return path.replace("\\", "/")


def remove_runpath(path: Path) -> bool:
    """Delete an ELF file's DT_RPATH/DT_RUNPATH entries, as ``chrpath -d`` does.

    CPython's extension modules carry the build machine's library folder as
    their RUNPATH (``/home/someone/.pyenv/versions/3.11.7/lib``). In a bundle it
    is useless, and on another computer it is a folder someone else might own:
    the loader would look there for libraries. The entries are removed from the
    dynamic section (the rest moved up, DT_NULL after), so nothing is searched.
    64-bit little-endian ELF only (x86-64, arm64); returns whether anything changed.
    """
    data = bytearray(path.read_bytes())
    if data[:4] != ELF_MAGIC or data[4] != 2 or data[5] != 1:
        return False
    (phoff,) = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    for index in range(phnum):
        header = phoff + index * phentsize
        if struct.unpack_from("<I", data, header)[0] != 2:  # PT_DYNAMIC
            continue
        (offset,) = struct.unpack_from("<Q", data, header + 8)
        (size,) = struct.unpack_from("<Q", data, header + 32)
        entries = []
        for at in range(offset, offset + size - 15, 16):
            entries.append(struct.unpack_from("<qQ", data, at))
            if entries[-1][0] == 0:  # DT_NULL
                break
        kept = [e for e in entries if e[0] not in (15, 29)]  # DT_RPATH, DT_RUNPATH
        if len(kept) == len(entries):
            return False
        kept += [(0, 0)] * (len(entries) - len(kept))
        for number, (tag, value) in enumerate(kept):
            struct.pack_into("<qQ", data, offset + 16 * number, tag, value)
        path.write_bytes(bytes(data))
        return True
    return False


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def bundle_requirements(tree: Path) -> tuple[set[str], str, str]:
    """(sonames needed from outside ``tree``, newest GLIBC_, newest GLIBCXX_) of a bundle."""
    files = [p for p in sorted(tree.rglob("*")) if p.is_file() and not p.is_symlink() and is_elf(p)]
    provided = {p.name for p in tree.rglob("*") if ".so" in p.name}
    external: set[str] = set()
    glibc: set[str] = set()
    glibcxx: set[str] = set()
    for path in files:
        needed, libc, cxx = elf_info(path)
        external.update(n for n in needed if n not in provided)
        glibc |= libc
        glibcxx |= cxx
    newest = max(glibc, key=_version_key) if glibc else ""
    newest_cxx = max(glibcxx, key=_version_key) if glibcxx else ""
    return external, newest, newest_cxx


#: Sonames that Qt's xcb, Wayland and GTK plugins need but a build machine
#: without a desktop may not have: their Debian/Ubuntu packages. (Everything
#: installed on the build machine is looked up with ``dpkg -S`` instead.)
KNOWN_PACKAGES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def _ldconfig_paths() -> dict[str, str]:
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        text = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
    except OSError:
        return {}
    paths: dict[str, str] = {}
    arch = "x86-64" if sys.maxsize > 2**32 else ""
    for line in text.splitlines():
        match = re.match(r"\s*(\S+)\s+\(([^)]*)\)\s+=>\s+(\S+)", line)
        if match and (not arch or arch in match.group(2) or "64" not in match.group(2)):
            paths.setdefault(match.group(1), match.group(3))
    return paths


def _dpkg_owner(path: str) -> str | None:
    candidates = [path]
    for old, new in (("/usr/lib/", "/lib/"), ("/lib/", "/usr/lib/")):
        if path.startswith(old):
            candidates.append(new + path[len(old) :])
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0 and ":" in result.stdout:
            return result.stdout.split(":")[0].strip()
    return None


def debian_depends(sonames: Iterable[str], glibc: str, glibcxx: str) -> list[str]:
    """The Depends entries for libraries needed from the OS (raises on an unknown one)."""
    paths = _ldconfig_paths()
    packages: set[str] = set()
    unknown = []
    for soname in sorted(set(sonames)):
        owner = KNOWN_PACKAGES.get(soname)
        if owner is None and soname in paths:
            owner = _dpkg_owner(paths[soname])
            if owner is None:
                owner = _dpkg_owner(str(Path(paths[soname]).resolve()))
        if owner is None:
            unknown.append(soname)
        else:
            packages.add(owner)
    if unknown:
        raise RuntimeError(
            "no Debian package known for "
            + ", ".join(unknown)
            + ": install it on the build machine or add it to "
            "installer/bundle.py KNOWN_PACKAGES"
        )
    depends = []
    for package in sorted(packages):
        if package == "libc6" and glibc:
            depends.append(f"libc6 (>= {glibc})")
        elif package == "libstdc++6" and glibcxx:
            depends.append(f"libstdc++6 (>= {gcc_for_glibcxx(glibcxx)})")
        else:
            depends.append(package)
    return depends


def gcc_for_glibcxx(version: str) -> str:
    """The first libstdc++6 (GCC) release that provides ``GLIBCXX_<version>``."""
    table = [
        ("3.4.21", "5"),
        ("3.4.22", "6"),
        ("3.4.24", "7"),
        ("3.4.25", "8"),
        ("3.4.26", "9"),
        ("3.4.28", "10"),
        ("3.4.29", "11"),
        ("3.4.30", "12"),
        ("3.4.31", "13"),
        ("3.4.32", "14"),
    ]
    for glibcxx, gcc in table:
        if _version_key(version) <= _version_key(glibcxx):
            return gcc
    return table[-1][1]
