"""Build Dealer Trainer's installer for the machine this runs on.

    python installer/build.py            # Linux: .deb (+ .tar.gz); Windows: setup .exe; macOS: .dmg
    python installer/build.py --help

It renders the icons (installer/make_icons.py), runs PyInstaller on
installer/dealer-trainer.spec (a one-folder bundle of the app, the Python it
runs on and the Qt it needs), then wraps the bundle the way the OS expects:

* Linux: ``installer/dist/dealer-trainer_<version>_<arch>.deb`` made with
  ``dpkg-deb`` (the app in /opt/dealer-trainer, ``/usr/bin/dealer-trainer``, a
  desktop entry, the pack MIME type, hicolor icons; ``apt remove`` uninstalls),
  and ``dealer-trainer-<version>-linux-<machine>.tar.gz``, the same files to unpack
  anywhere;
* Windows: ``installer/dist/DealerTrainer-<version>-windows-x64-setup.exe`` made
  with Inno Setup 6 (installer/windows/dealer-trainer.iss);
* macOS: ``installer/dist/DealerTrainer-<version>-macos-<arch>.dmg`` holding
  ``Dealer Trainer.app``, made with ``hdiutil``.

Everything intermediate goes to installer/build/. The version is
pyproject.toml's. A summary (sizes, dependencies) is printed and written to
``installer/dist/build-report.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUILD = HERE / "build"
DIST = HERE / "dist"
SPEC = HERE / "dealer-trainer.spec"
NAME = "dealer-trainer"
APP_NAME = "Dealer Trainer"
MIME_TYPE = "application/x-dealer-trainer-pack"
PYINSTALLER_OUT = BUILD / "pyinstaller"
REPORT = DIST / "build-report.json"

sys.path.insert(0, str(HERE))
import bundle  # noqa: E402
import make_icons  # noqa: E402

# --- facts about the project and the machine ------------------------------------------------


def project() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return dict(tomllib.load(handle)["project"])


def project_version() -> str:
    return str(project()["version"])


def debian_version(version: str) -> str:
    """PEP 440 to Debian: pre-releases sort before the release (``1.0rc1`` → ``1.0~rc1``)."""
    from packaging.version import Version  # PyInstaller depends on packaging

    parsed = Version(version)
    text = ".".join(str(n) for n in parsed.release)
    if parsed.pre:
        text += f"~{parsed.pre[0]}{parsed.pre[1]}"
    if parsed.dev is not None:
        text += f"~dev{parsed.dev}"
    if parsed.post is not None:
        text += f".post{parsed.post}"
    if parsed.local:
        text += f"+{parsed.local}"
    return text


def numeric_version(version: str) -> str:
    """Four numbers for Windows' version resources (``0.2.0rc1`` → ``0.2.0.0``)."""
    from packaging.version import Version

    release = [str(n) for n in Version(version).release]
    return ".".join((release + ["0", "0", "0", "0"])[:4])


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(arch, arch)


def tree_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links counted as links, not followed)."""
    total = 0
    for item in [path, *path.rglob("*")]:
        info = item.lstat()
        if stat.S_ISREG(info.st_mode):
            total += info.st_size
    return total


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def inputs_mtime() -> float:
    """The newest modification time among the files a build is made from."""
    paths = [ROOT / "pyproject.toml", *HERE.glob("*.py"), SPEC]
    for folder in (
        ROOT / "dealer_trainer",
        ROOT / "assets",
        HERE / "linux",
        HERE / "windows",
        HERE / "macos",
    ):
        paths += [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return max(p.stat().st_mtime for p in paths)


def run(command: list[str | Path], **kwargs: Any) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], check=True, **kwargs)


# --- PyInstaller ----------------------------------------------------------------------------


def run_pyinstaller(clean: bool) -> Path:
    """Freeze the app; return the one-folder bundle (on macOS, the .app)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("error: PyInstaller is not installed; pip install -e '.[installer]'")
    command: list[str | Path] = [
        sys.executable,
        "-m",
        "PyInstaller",
        SPEC,
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        PYINSTALLER_OUT,
        "--workpath",
        BUILD / "pyinstaller-work",
    ]
    if clean:
        command.append("--clean")
    env = dict(os.environ, DEALER_TRAINER_BUILD_DIR=str(BUILD))
    run(command, env=env)
    if sys.platform == "darwin":
        return PYINSTALLER_OUT / f"{APP_NAME}.app"
    return PYINSTALLER_OUT / NAME


# --- Linux: .deb and .tar.gz ----------------------------------------------------------------


def _install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def _normalise_modes(tree: Path, programs: set[Path]) -> None:
    """Folders 755, ``programs`` 755, other files 644 (libraries too, as Debian's policy asks)."""
    for item in [tree, *tree.rglob("*")]:
        if item.is_symlink():
            continue
        item.chmod(0o755 if item.is_dir() or item in programs else 0o644)


def desktop_files(share: Path, icons: Path) -> None:
    """The desktop entry, MIME type and hicolor icons under ``share`` (a ``usr/share``)."""
    _install(HERE / "linux" / "dealer-trainer.desktop", share / "applications" / f"{NAME}.desktop")
    _install(HERE / "linux" / "dealer-trainer.xml", share / "mime" / "packages" / f"{NAME}.xml")
    mime_icon = MIME_TYPE.replace("/", "-")
    hicolor = share / "icons" / "hicolor"
    for size in make_icons.PNG_SIZES:
        folder = hicolor / f"{size}x{size}"
        _install(icons / "png" / f"{NAME}-{size}.png", folder / "apps" / f"{NAME}.png")
        _install(icons / "png" / f"{NAME}-pack-{size}.png", folder / "mimetypes" / f"{mime_icon}.png")
    _install(ROOT / "assets" / "icons" / f"{NAME}.svg", hicolor / "scalable" / "apps" / f"{NAME}.svg")
    _install(
        ROOT / "assets" / "icons" / f"{NAME}-pack.svg",
        hicolor / "scalable" / "mimetypes" / f"{mime_icon}.svg",
    )


def build_linux(onedir: Path, version: str, tarball: bool, fast: bool) -> dict[str, object]:
    if shutil.which("dpkg-deb") is None or shutil.which("dpkg") is None:
        sys.exit("error: dpkg-deb is needed to make the .deb (a Debian or Ubuntu build machine)")
    icons = BUILD / "icons"
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    stage = BUILD / "deb" / "root"
    shutil.rmtree(stage.parent, ignore_errors=True)
    opt = stage / "opt" / NAME
    shutil.copytree(onedir, opt, symlinks=True)
    cleared = [
        p for p in sorted(opt.rglob("*")) if p.is_file() and not p.is_symlink() and bundle.remove_runpath(p)
    ]
    print(f"removed the build machine's RUNPATH from {len(cleared)} files")
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    share = stage / "usr" / "share"
    desktop_files(share, icons)
    doc = share / "doc" / NAME
    _install(HERE / "linux" / "copyright", doc / "copyright")
    # The sample packs, where Debian users look for examples.
    (doc / "examples").symlink_to(f"/opt/{NAME}/_internal/assets/packs")
    _normalise_modes(stage, {opt / NAME})

    external, glibc, glibcxx = bundle.bundle_requirements(opt)
    depends = bundle.debian_depends(external, glibc, glibcxx)
    meta = project()
    maintainer = os.environ.get(
        "DEALER_TRAINER_MAINTAINER", f"{meta['authors'][0]['name']} <{NAME}@localhost>"
    )  # type: ignore[index]
    installed_kib = (tree_size(stage) + 1023) // 1024
    control = "\n".join(
        [
            f"Package: {NAME}",
            f"Version: {debian_version(version)}",
            f"Architecture: {arch}",
            f"Maintainer: {maintainer}",
            f"Installed-Size: {installed_kib}",
            f"Depends: {', '.join(depends)}",
            "Section: education",
            "Priority: optional",
            f"Description: {meta['description']}",
            " Dealer Trainer teaches poker dealers the procedures of stud games: who",
            " brings in, who acts first, when to burn, when a common card is dealt and",
            " how to split a pot. It opens scenario packs (*.studpack).",
            "",
        ]
    )
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control, encoding="utf-8")
    for script in ("postinst", "postrm"):
        _install(HERE / "linux" / script, debian / script, 0o755)

    DIST.mkdir(parents=True, exist_ok=True)
    deb = DIST / f"{NAME}_{debian_version(version)}_{arch}.deb"
    # xz -6 (dpkg's default): 27 MB, 30 s here; xz -1: 31 MB, 4 s (--fast, for tests).
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z1" if fast else "-z6", "--build", stage, deb])
    result: dict[str, object] = {
        "package": str(deb),
        "package_bytes": deb.stat().st_size,
        "unpacked_bytes": tree_size(stage) - tree_size(debian),
        "app_bytes": tree_size(opt),
        "depends": depends,
        "glibc": glibc,
        "glibcxx": glibcxx,
    }
    if tarball:
        top = f"{NAME}-{version}-linux-{machine()}"
        archive = DIST / f"{top}.tar.gz"
        print(f"+ tar czf {archive}", flush=True)
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(opt, arcname=top, filter=_tar_owner)
            for part in ("applications", "mime", "icons"):  # for ~/.local/share
                tar.add(share / part, arcname=f"{top}/share/{part}", filter=_tar_owner)
        result["tarball"] = str(archive)
        result["tarball_bytes"] = archive.stat().st_size
    return result


def _tar_owner(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


# --- Windows: Inno Setup ----------------------------------------------------------------------


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (
        os.environ.get("ProgramFiles(x86)"),
        os.environ.get("ProgramFiles"),
        os.environ.get("LOCALAPPDATA", "") + r"\Programs",
    ):
        if base:
            candidate = Path(base) / "Inno Setup 6" / "ISCC.exe"
            if candidate.exists():
                return str(candidate)
    return None


def build_windows(onedir: Path, version: str) -> dict[str, object]:
    iscc = find_iscc()
    if iscc is None:
        sys.exit(
            "error: Inno Setup 6 is needed (winget install JRSoftware.InnoSetup); "
            f"the PyInstaller bundle is ready in {onedir}"
        )
    DIST.mkdir(parents=True, exist_ok=True)
    run(
        [
            iscc,
            "/Qp",
            f"/DAppVersion={version}",
            f"/DAppNumericVersion={numeric_version(version)}",
            f"/DSourceDir={onedir}",
            f"/DIconDir={BUILD / 'icons'}",
            f"/O{DIST}",
            HERE / "windows" / "dealer-trainer.iss",
        ]
    )
    setup = DIST / f"DealerTrainer-{version}-windows-x64-setup.exe"
    return {
        "package": str(setup),
        "package_bytes": setup.stat().st_size,
        "unpacked_bytes": tree_size(onedir),
        "app_bytes": tree_size(onedir),
    }


# --- macOS: .app in a .dmg --------------------------------------------------------------------


def build_macos(app: Path, version: str) -> dict[str, object]:
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", app, stage / app.name])  # keeps the signature and attributes
    (stage / "Applications").symlink_to("/Applications")  # drag the app onto it to install
    DIST.mkdir(parents=True, exist_ok=True)
    dmg = DIST / f"DealerTrainer-{version}-macos-{machine()}.dmg"
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            f"{APP_NAME} {version}",
            "-srcfolder",
            stage,
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-ov",
            dmg,
        ]
    )
    identity = os.environ.get("DEALER_TRAINER_CODESIGN_IDENTITY")
    if identity:
        run(["codesign", "--sign", identity, "--timestamp", dmg])
    return {
        "package": str(dmg),
        "package_bytes": dmg.stat().st_size,
        "unpacked_bytes": tree_size(app),
        "app_bytes": tree_size(app),
    }


# --- main -----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the installer for this machine's OS.")
    parser.add_argument(
        "--clean", action="store_true", help="empty PyInstaller's cache and work folder first"
    )
    parser.add_argument(
        "--no-tarball", action="store_true", help="Linux: make only the .deb, not the .tar.gz"
    )
    parser.add_argument(
        "--fast", action="store_true", help="Linux: compress the .deb less (4 s instead of 30 s; 15%% larger)"
    )
    parser.add_argument(
        "--if-stale", action="store_true", help="do nothing when the last build is newer than every input"
    )
    args = parser.parse_args(argv)

    version = project_version()
    if args.if_stale and REPORT.exists():
        report = json.loads(REPORT.read_text(encoding="utf-8"))
        package = Path(str(report.get("package", "")))
        if (
            report.get("version") == version
            and report.get("platform") == sys.platform
            and package.exists()
            and package.stat().st_mtime > inputs_mtime()
            and (
                args.no_tarball
                or not sys.platform.startswith("linux")
                or Path(str(report.get("tarball", ""))).exists()
            )
        ):
            print(f"up to date: {package}")
            return 0

    started = time.monotonic()
    make_icons.make_icons(BUILD / "icons")
    frozen = run_pyinstaller(args.clean)
    frozen_at = time.monotonic()
    if sys.platform.startswith("linux"):
        result = build_linux(frozen, version, tarball=not args.no_tarball, fast=args.fast)
    elif sys.platform == "win32":
        result = build_windows(frozen, version)
    elif sys.platform == "darwin":
        result = build_macos(frozen, version)
    else:
        sys.exit(f"error: no installer for {sys.platform}")
    finished = time.monotonic()
    result.update(
        version=version,
        platform=sys.platform,
        machine=machine(),
        pyinstaller_seconds=round(frozen_at - started, 1),
        package_seconds=round(finished - frozen_at, 1),
    )
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")

    print(
        f"\n{result['package']}: {mb(int(result['package_bytes']))}"  # type: ignore[call-overload]
        f" (unpacked {mb(int(result['unpacked_bytes']))})"
    )  # type: ignore[call-overload]
    if "tarball" in result:
        print(f"{result['tarball']}: {mb(int(result['tarball_bytes']))}")  # type: ignore[call-overload]
    if "depends" in result:
        print(f"Depends: {', '.join(result['depends'])}")  # type: ignore[arg-type]
    print(
        f"built in {finished - started:.0f} s (PyInstaller {frozen_at - started:.0f} s, "
        f"packaging {finished - frozen_at:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
