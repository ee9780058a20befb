"""The installers (installer/): icons, packaging policy, and the Linux .deb end to end.

The tests marked ``installer`` build the Debian package with
``python installer/build.py --if-stale --no-tarball --fast`` (about 25 s on a
two-core machine the first time; a build newer than every input is reused),
unpack it with ``dpkg-deb -x`` into a temporary folder (nothing is installed),
and run the unpacked app in an environment with no source tree and no Python
packages: ``PATH=/usr/bin:/bin``, a fresh ``HOME``, a temporary working folder.
They skip, saying why, where PyInstaller, dpkg-deb or objdump is missing.
The other tests here check the icon containers and the Windows and macOS
configuration, which cannot be built on Linux, and take a second.
"""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import plistlib
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"


def _load(name: str) -> ModuleType:
    """``installer/NAME.py`` (the folder is not a package, and stays off sys.path)."""
    spec = importlib.util.spec_from_file_location(f"installer_{name}", INSTALLER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = _load("bundle")
make_icons = _load("make_icons")

NAME = "dealer-trainer"
MIME_TYPE = "application/x-dealer-trainer-pack"
SIZE_LIMIT = 150_000_000
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the .deb is built and tested on Linux only"
)


# --- quick checks: icons and the configuration of all three platforms -------------------------


def test_icon_containers_hold_every_size(qapp: object, tmp_path: Path) -> None:
    made = make_icons.make_icons(tmp_path)
    for name in make_icons.NAMES:
        entries = make_icons.read_ico(made[f"{name}.ico"].read_bytes())
        assert [size for size, _png in entries] == sorted(make_icons.ICO_SIZES)
        for size, png in entries:
            assert make_icons.png_size(png) == (size, size)
        elements = dict(make_icons.read_icns(made[f"{name}.icns"].read_bytes()))
        for kind, size in make_icons.ICNS_TYPES:
            assert make_icons.png_size(elements[kind]) == (size, size)
        for size in make_icons.PNG_SIZES:
            png = (tmp_path / "png" / f"{name}-{size}.png").read_bytes()
            assert make_icons.png_size(png) == (size, size)


def test_icon_is_drawn_at_16_pixels(qapp: object) -> None:
    """The smallest icon is mostly opaque and has the felt's green: not blank, not clipped."""
    from PySide6.QtGui import QImage

    image = QImage.fromData(make_icons.render_png(ROOT / "assets" / "icons" / f"{NAME}.svg", 16))
    pixels = [image.pixelColor(x, y) for x in range(16) for y in range(16)]
    assert sum(p.alpha() > 200 for p in pixels) > 150
    assert any(p.green() > p.red() + 40 and p.green() > p.blue() + 20 for p in pixels)


@pytest.mark.parametrize(
    ("dest", "platform", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", "linux", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "linux", False),
        ("libfontconfig.so.1", "linux", False),  # the OS's: a dependency of the .deb
        ("libpython3.11.so.1.0", "linux", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", "linux", True),
        # the Windows and macOS wheels' layouts (checked against PySide6-Essentials 6.11.3)
        ("PySide6/plugins/platforms/qwindows.dll", "win32", True),
        ("PySide6/plugins/platforms/qdirect2d.dll", "win32", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", "win32", True),
        ("PySide6/plugins/imageformats/qsvg.dll", "win32", True),
        ("PySide6/plugins/imageformats/qjpeg.dll", "win32", False),
        ("PySide6/opengl32sw.dll", "win32", False),
        ("PySide6/Qt6Gui.dll", "win32", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin", True),
        ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", "darwin", True),
        ("PySide6/Qt/plugins/imageformats/libqmacheif.dylib", "darwin", False),
    ],
)
def test_bundle_policy(dest: str, platform: str, kept: bool) -> None:
    assert bundle.keep_binary(dest, platform) is kept


def test_translations_are_left_out() -> None:
    assert not bundle.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not bundle.keep_data("PySide6/translations/qtbase_de.qm")
    assert bundle.keep_data("assets/cards/Th.svg")
    assert bundle.keep_data("dealer_trainer/engine/schema/scenario-v1.schema.json")


def test_windows_installer_script() -> None:
    """Inno Setup: Start-menu entry, uninstaller icon, the .studpack association, the version."""
    iss = (INSTALLER / "windows" / "dealer-trainer.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in iss and "#error Pass the version" in iss
    assert re.search(r'^Name: "\{autoprograms\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', iss, re.M)
    assert "UninstallDisplayIcon={app}\\{#AppExe}" in iss
    assert (
        'Subkey: "Software\\Classes\\.studpack"; ValueType: string; ValueName: ""; '
        'ValueData: "{#ProgId}"' in iss
    )
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in iss
    assert "{app}\\dealer-trainer-pack.ico" in iss
    assert "ChangesAssociations=yes" in iss


def test_macos_document_types() -> None:
    with open(INSTALLER / "macos" / "Info.plist", "rb") as handle:
        info = plistlib.load(handle)
    (document,) = info["CFBundleDocumentTypes"]
    (exported,) = info["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["studpack"]
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == [MIME_TYPE]
    assert document["CFBundleTypeIconFile"] == "dealer-trainer-pack.icns"
    spec = (INSTALLER / "dealer-trainer.spec").read_text(encoding="utf-8")
    assert "argv_emulation=IS_MAC" in spec and "CFBundleShortVersionString=VERSION" in spec


def test_remove_runpath(tmp_path: Path) -> None:
    """The build machine's library folder is taken out of an extension module's RUNPATH."""
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) is not installed")
    module = next(
        (
            p
            for p in Path(sys.base_prefix).glob("lib/python3*/lib-dynload/*.so")
            if "RUNPATH" in subprocess.run(["readelf", "-d", str(p)], capture_output=True, text=True).stdout
        ),
        None,
    )
    if module is None:
        pytest.skip("this Python's extension modules have no RUNPATH")
    copy = tmp_path / module.name
    shutil.copyfile(module, copy)
    assert bundle.remove_runpath(copy)
    dynamic = subprocess.run(["readelf", "-d", str(copy)], capture_output=True, text=True, check=True).stdout
    assert "RUNPATH" not in dynamic and "RPATH" not in dynamic and "NEEDED" in dynamic
    assert not bundle.remove_runpath(copy)


# --- the Linux package, built and run --------------------------------------------------------


@pytest.fixture(scope="module")
def deb() -> tuple[Path, dict[str, object]]:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed: pip install -e '.[installer]'")
    for tool in ("dpkg-deb", "dpkg", "objdump"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (the .deb is built on Debian or Ubuntu)")
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, str(INSTALLER / "build.py"), "--if-stale", "--no-tarball", "--fast"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    print(
        f"\ninstaller/build.py: {time.monotonic() - started:.0f} s ({result.stdout.strip().splitlines()[-1]})"
    )
    report = json.loads((INSTALLER / "dist" / "build-report.json").read_text(encoding="utf-8"))
    return Path(str(report["package"])), report


@pytest.fixture(scope="module")
def unpacked(deb: tuple[Path, dict[str, object]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's files under a temporary folder (``root/opt/…``, ``root/usr/…``)."""
    root = tmp_path_factory.mktemp("deb") / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb[0]), str(root)], check=True)
    return root


@pytest.fixture(scope="module")
def clean(unpacked: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, str], Path]:
    """An environment with no source tree and no pip packages, and a working folder.

    ``/usr/bin/dealer-trainer`` is a link to ``/opt/dealer-trainer/dealer-trainer``;
    unpacked, the same link is made in a ``bin`` folder put first on PATH, so the
    app is started the way the desktop entry starts it.
    """
    place = tmp_path_factory.mktemp("clean")
    (place / "bin").mkdir()
    (place / "home").mkdir()
    (place / "work").mkdir()
    target = os.readlink(unpacked / "usr" / "bin" / NAME)
    assert target == f"/opt/{NAME}/{NAME}"
    (place / "bin" / NAME).symlink_to(unpacked / target.lstrip("/"))
    env = {
        "PATH": f"{place / 'bin'}:/usr/bin:/bin",
        "HOME": str(place / "home"),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    return env, place / "work"


def run_app(
    clean: tuple[dict[str, str], Path], *args: str, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    env, work = clean
    return subprocess.run([NAME, *args], env=env, cwd=work, capture_output=True, text=True, timeout=timeout)


def sample_packs(unpacked: Path) -> list[Path]:
    return sorted((unpacked / "opt" / NAME / "_internal" / "assets" / "packs").glob("*.studpack"))


@linux_only
@pytest.mark.installer
def test_package_control(deb: tuple[Path, dict[str, object]]) -> None:
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(deb[0]), "Package", "Version", "Depends", "Installed-Size"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert f"Package: {NAME}\n" in fields
    assert f"Version: {VERSION}\n" in fields
    assert re.search(r"Depends: .*libc6 \(>= 2\.\d+\)", fields)
    assert "python" not in fields.split("Depends:")[1]  # Python is inside the package
    print(f"\n{deb[0].name}: {deb[0].stat().st_size / 1e6:.1f} MB; glibc >= {deb[1]['glibc']}")


@linux_only
@pytest.mark.installer
def test_no_source_in_the_package(unpacked: Path) -> None:
    assert not list(unpacked.rglob("*.py")), "the app's modules belong in the PYZ archive"
    assert not list(unpacked.rglob("site-packages"))
    dynamic = subprocess.run(
        ["objdump", "-p", str(unpacked / "opt" / NAME / "_internal" / "libpython3.11.so.1.0")],
        capture_output=True,
        text=True,
    ).stdout
    assert "RUNPATH" not in dynamic


@linux_only
@pytest.mark.installer
def test_unpacked_size(unpacked: Path) -> None:
    size = sum(p.lstat().st_size for p in unpacked.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"\nunpacked: {size / 1e6:.1f} MB")
    assert size < SIZE_LIMIT


@linux_only
@pytest.mark.installer
def test_version(clean: tuple[dict[str, str], Path]) -> None:
    result = run_app(clean, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"{NAME} {VERSION}", (
        "dealer_trainer.__version__ and pyproject.toml's version disagree"
    )


@linux_only
@pytest.mark.installer
def test_screenshot(clean: tuple[dict[str, str], Path], qapp: object, tmp_path: Path) -> None:
    """The installed app draws the same window as the source does, pixel for pixel."""
    from PySide6.QtGui import QImage

    shot = tmp_path / "installed.png"
    args = ("--screenshot", str(shot), "--seed", "4", "--hard", "--reveal")
    started = time.monotonic()
    result = run_app(clean, *args)
    print(f"\ninstalled --screenshot: {time.monotonic() - started:.2f} s")
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 40, "the picture is (nearly) blank"
    sampled = [image.pixelColor(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)]
    felt = sum(c.green() > c.red() + 40 and c.green() > c.blue() + 20 for c in sampled)
    assert felt > 0.2 * len(sampled), "no green table: the window was not drawn"

    source = tmp_path / "source.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "--screenshot", str(source), *args[2:]],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        timeout=60,
    )
    reference = QImage(str(source))
    differing = sum(
        image.pixel(x, y) != reference.pixel(x, y) for x in range(0, 1280, 4) for y in range(0, 800, 4)
    )
    assert differing < 0.01 * (320 * 200), f"{differing} sampled pixels differ from the source's"


@linux_only
@pytest.mark.installer
def test_sample_packs_through_the_app(clean: tuple[dict[str, str], Path], unpacked: Path) -> None:
    packs = sample_packs(unpacked)
    assert len(packs) >= 10
    for pack in packs:
        result = run_app(clean, "pack", "validate", str(pack))
        assert result.returncode == 0, result.stderr
        assert "all answers agree with the engine" in result.stdout
    shown = run_app(clean, "pack", "show", str(packs[0]))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.strip()


@linux_only
@pytest.mark.installer
def test_command_line_matches_the_source(
    clean: tuple[dict[str, str], Path], unpacked: Path, tmp_path: Path
) -> None:
    """Every command gives the same output installed as from source (all modules are bundled)."""
    scenario = clean[1] / "hand.json"
    shutil.copyfile(ROOT / "tests" / "data" / "examples" / "000-random-stud7-pa.json", scenario)
    pack = str(sample_packs(unpacked)[-1])
    source_env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for args in (
        ["replay", str(scenario)],
        ["replay", str(scenario), "--json"],
        ["schema"],
        ["schema", "--pack"],
        ["phh", "export", str(scenario)],
        ["pack", "show", pack],
    ):
        installed = run_app(clean, *args)
        source = subprocess.run(
            [sys.executable, "-m", "dealer_trainer", *args],
            cwd=ROOT,
            env=source_env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert installed.returncode == source.returncode == 0, (args, installed.stderr)
        assert installed.stdout == source.stdout, args
    generate = [
        "pack",
        "generate",
        "--variant",
        "stud7-hilo8",
        "--drill",
        "split-pot",
        "--count",
        "3",
        "--seed",
        "5",
        "--created",
        "2026-01-01",
        "-o",
    ]
    made = run_app(clean, *generate, str(tmp_path / "installed.studpack"))
    assert made.returncode == 0, made.stderr
    subprocess.run(
        [sys.executable, "-m", "dealer_trainer", *generate, str(tmp_path / "source.studpack")],
        cwd=ROOT,
        env=source_env,
        check=True,
        capture_output=True,
        timeout=60,
    )
    assert (tmp_path / "installed.studpack").read_bytes() == (tmp_path / "source.studpack").read_bytes()
    key = run_app(clean, "pack", "answer-key", pack, "-o", str(tmp_path / "key.pdf"))
    assert key.returncode == 0, key.stderr
    assert (tmp_path / "key.pdf").read_bytes()[:5] == b"%PDF-"


@linux_only
@pytest.mark.installer
def test_desktop_entry_opens_a_pack(clean: tuple[dict[str, str], Path], unpacked: Path) -> None:
    """The desktop entry's command, given a pack (a double-click), starts the app and keeps it up."""
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]
    entry.read(unpacked / "usr" / "share" / "applications" / f"{NAME}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Icon"] == NAME
    assert MIME_TYPE in desktop["MimeType"].split(";")
    pack = clean[1] / "Side pots (copy).studpack"  # a name with spaces
    shutil.copyfile(sample_packs(unpacked)[0], pack)
    command = [str(pack) if word == "%f" else word for word in desktop["Exec"].split()]
    assert command == [NAME, str(pack)]
    process = subprocess.Popen(
        command, env=clean[0], cwd=clean[1], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        time.sleep(3)
        assert process.poll() is None, process.communicate()[1]
    finally:
        process.terminate()
        _out, err = process.communicate(timeout=10)
    assert "Traceback" not in err and "error:" not in err, err


def processes_with(argument: str) -> list[int]:
    """The processes whose command line has ``argument`` as one of its words."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                words = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if argument.encode() in words:
                found.append(int(entry.name))
    return found


@linux_only
@pytest.mark.installer
def test_double_click_opens_the_app(
    clean: tuple[dict[str, str], Path], unpacked: Path, tmp_path: Path
) -> None:
    """What a file manager does with a double-click: MIME type, then desktop entry, then the app.

    ``gio open`` (GLib, as GNOME's Files uses it) finds the pack's type in the
    package's shared-mime-info XML and the application for it in the package's
    desktop entry, through the caches that dpkg's triggers build on install.
    """
    tools = ("gio", "update-mime-database", "update-desktop-database")
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.skip(
            f"{', '.join(missing)} not installed (libglib2.0-bin, shared-mime-info, desktop-file-utils)"
        )
    share = tmp_path / "share"
    shutil.copytree(unpacked / "usr" / "share", share, symlinks=True)
    subprocess.run(["update-mime-database", str(share / "mime")], check=True, capture_output=True)
    subprocess.run(["update-desktop-database", str(share / "applications")], check=True, capture_output=True)
    pack = clean[1] / "Double click (copy).studpack"
    shutil.copyfile(sample_packs(unpacked)[0], pack)
    env = dict(
        clean[0],
        XDG_DATA_DIRS=str(share),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CONFIG_DIRS=str(tmp_path / "config"),
    )
    kind = subprocess.run(
        ["gio", "info", "-a", "standard::content-type", str(pack)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert f"standard::content-type: {MIME_TYPE}" in kind
    log = tmp_path / "app.log"
    try:
        with open(log, "w", encoding="utf-8") as output:  # the app inherits gio's output
            subprocess.run(
                ["gio", "open", str(pack)],
                env=env,
                cwd=clean[1],
                stdout=output,
                stderr=output,
                check=True,
                timeout=30,
            )
        deadline = time.monotonic() + 15
        while not processes_with(str(pack)) and time.monotonic() < deadline:
            time.sleep(0.2)
        (pid,) = processes_with(str(pack))
        assert Path(f"/proc/{pid}/exe").resolve() == unpacked / "opt" / NAME / NAME
        time.sleep(3)
        assert processes_with(str(pack)) == [pid], log.read_text(encoding="utf-8")
    finally:
        for pid in processes_with(str(pack)):
            os.kill(pid, signal.SIGTERM)
    assert "Traceback" not in log.read_text(encoding="utf-8")


@linux_only
@pytest.mark.installer
def test_pack_file_type_and_icons(unpacked: Path, qapp: object, tmp_path: Path) -> None:
    share = unpacked / "usr" / "share"
    xml = ET.parse(share / "mime" / "packages" / f"{NAME}.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    (mime,) = xml.findall("m:mime-type", ns)
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.studpack"]
    if shutil.which("update-mime-database"):  # what shared-mime-info's dpkg trigger runs
        database = tmp_path / "mime"
        shutil.copytree(share / "mime", database)
        subprocess.run(["update-mime-database", str(database)], check=True, capture_output=True)
        assert f"{MIME_TYPE}:*.studpack" in (database / "globs2").read_text(encoding="utf-8")

    from PySide6.QtGui import QImage

    icon = MIME_TYPE.replace("/", "-")
    for size in (16, 32, 48, 128, 256, 512):
        for path in (
            share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png",
            share / "icons" / "hicolor" / f"{size}x{size}" / "mimetypes" / f"{icon}.png",
        ):
            image = QImage(str(path))
            assert (image.width(), image.height()) == (size, size), path
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "mimetypes" / f"{icon}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(share / "applications" / f"{NAME}.desktop")],
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stdout


@linux_only
@pytest.mark.installer
def test_the_bundle_ships_the_compiled_languages_and_qt_own(unpacked: Path, qapp: object) -> None:
    """Each language's .qm (compiled at build time, no .ts) and Qt's qtbase for its standard dialogs."""
    from PySide6.QtCore import QTranslator

    from dealer_trainer.gui.languages import LANGUAGES

    folder = unpacked / "opt" / NAME / "_internal" / "assets" / "translations"
    codes = [language.code for language in LANGUAGES if language.code != "en"]
    expected = [f"dealer_trainer_{code}.qm" for code in codes] + [f"qtbase_{code}.qm" for code in codes]
    assert sorted(p.name for p in folder.iterdir()) == sorted(expected)
    app_qm, qt_qm = QTranslator(), QTranslator()
    assert app_qm.load(str(folder / "dealer_trainer_es.qm"))
    assert app_qm.translate("WindowMenus", "&File") == "&Archivo"
    assert qt_qm.load(str(folder / "qtbase_es.qm"))
    assert qt_qm.translate("QPlatformTheme", "Cancel").replace("&", "") == "Cancelar"
