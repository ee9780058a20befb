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
METAINFO = "org.dealertrainer.DealerTrainer.metainfo.xml"

sys.path.insert(0, str(HERE))
import bundle  # noqa: E402
import make_icons  # noqa: E402

# --- facts about the project and the machine ------------------------------------------------


def project() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return dict(tomllib.load(handle)["project"])


def project_version() -> str:
    return str(project()["version"])


def publisher() -> str:
    """Who publishes the app: Windows' Publisher column, the macOS copyright, the .deb's maintainer.

    ``DEALER_TRAINER_PUBLISHER`` when set (a release names the school or company
    that distributes it), otherwise the first author in ``pyproject.toml``.
    """
    authors = project().get("authors") or [{}]
    default = str(authors[0].get("name", "")) if isinstance(authors, list) else ""  # type: ignore[union-attr]
    name = os.environ.get("DEALER_TRAINER_PUBLISHER") or default
    if not name.strip():
        sys.exit("error: no publisher: set DEALER_TRAINER_PUBLISHER or an author in pyproject.toml")
    return name.strip()


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
    paths = [ROOT / "pyproject.toml", ROOT / "LICENSE", *HERE.glob("*.py"), SPEC]
    for folder in (
        ROOT / "dealer_trainer",
        ROOT / "assets",
        HERE / "linux",
        HERE / "windows",
        HERE / "macos",
    ):
        paths += [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return max(p.stat().st_mtime for p in paths)


def run(command: list[str | Path], secrets: tuple[str, ...] = (), **kwargs: Any) -> None:
    shown = " ".join(str(c) for c in command)
    for secret in secrets:
        if secret:
            shown = shown.replace(secret, "***")
    print("+", shown, flush=True)
    subprocess.run([str(c) for c in command], check=True, **kwargs)


# --- signing --------------------------------------------------------------------------------

#: What to print when there is nothing to sign with (tests and CI look for it).
NOT_SIGNED = "not signed: no certificate"
TIMESTAMP_URL = "http://timestamp.digicert.com"


def windows_certificate(env: dict[str, str], scratch: Path) -> tuple[str, str] | None:
    """(path of the .pfx, its password) from the environment, or None.

    ``DEALER_TRAINER_SIGN_CERTIFICATE`` names a .pfx file;
    ``DEALER_TRAINER_SIGN_CERTIFICATE_BASE64`` holds one (a CI secret), written
    to ``scratch``. ``DEALER_TRAINER_SIGN_PASSWORD`` is its password.
    """
    path = env.get("DEALER_TRAINER_SIGN_CERTIFICATE", "")
    encoded = env.get("DEALER_TRAINER_SIGN_CERTIFICATE_BASE64", "")
    if not path and encoded:
        import base64

        scratch.mkdir(parents=True, exist_ok=True)
        pfx = scratch / "certificate.pfx"
        pfx.write_bytes(base64.b64decode(encoded))
        path = str(pfx)
    if not path:
        return None
    return path, env.get("DEALER_TRAINER_SIGN_PASSWORD", "")


def find_signtool() -> str:
    found = shutil.which("signtool")
    if found:
        return found
    kits = (
        Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Windows Kits" / "10" / "bin"
    )
    candidates = sorted(kits.glob("10.*/x64/signtool.exe"))
    if not candidates:
        sys.exit("error: a certificate is given but signtool.exe was not found (Windows SDK)")
    return str(candidates[-1])


def signtool_command(signtool: str, pfx: str, password: str, timestamp: str) -> list[str]:
    """signtool's arguments before the file: SHA-256, an RFC 3161 timestamp, the .pfx."""
    command = [signtool, "sign", "/fd", "sha256", "/tr", timestamp, "/td", "sha256", "/f", pfx]
    if password:
        command += ["/p", password]
    return command


def macos_notary(env: dict[str, str]) -> list[str] | None:
    """``notarytool submit`` credentials from the environment, or None.

    ``DEALER_TRAINER_NOTARY_PROFILE`` (a keychain profile made with
    ``xcrun notarytool store-credentials``), or ``DEALER_TRAINER_NOTARY_APPLE_ID``,
    ``…_TEAM_ID`` and ``…_PASSWORD`` (an app-specific password).
    """
    profile = env.get("DEALER_TRAINER_NOTARY_PROFILE", "")
    if profile:
        return ["--keychain-profile", profile]
    apple_id, team, password = (
        env.get(f"DEALER_TRAINER_NOTARY_{key}", "") for key in ("APPLE_ID", "TEAM_ID", "PASSWORD")
    )
    if apple_id and team and password:
        return ["--apple-id", apple_id, "--team-id", team, "--password", password]
    return None


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
    _install(ROOT / "LICENSE", doc / "LICENSE")
    _install(HERE / "linux" / METAINFO, share / "metainfo" / METAINFO)
    # The sample packs, where Debian users look for examples.
    (doc / "examples").symlink_to(f"/opt/{NAME}/_internal/assets/packs")
    _normalise_modes(stage, {opt / NAME})

    external, glibc, glibcxx = bundle.bundle_requirements(opt)
    depends = bundle.debian_depends(external, glibc, glibcxx)
    meta = project()
    maintainer = os.environ.get("DEALER_TRAINER_MAINTAINER", f"{publisher()} <{NAME}@localhost>")
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
        "signed": False,
    }
    # A .deb is signed by the apt repository that serves it (its Release file), not here.
    print(f"{NOT_SIGNED} (a .deb is trusted through the signed apt repository that serves it)")
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
    certificate = windows_certificate(dict(os.environ), BUILD / "signing")
    command: list[str | Path] = [
        iscc,
        "/Qp",
        f"/DAppVersion={version}",
        f"/DAppNumericVersion={numeric_version(version)}",
        f"/DAppPublisher={publisher()}",
        f"/DSourceDir={onedir}",
        f"/DIconDir={BUILD / 'icons'}",
        f"/DLicenseDir={ROOT}",
        f"/O{DIST}",
    ]
    secrets: tuple[str, ...] = ()
    if certificate is None:
        print(f"{NOT_SIGNED} (set DEALER_TRAINER_SIGN_CERTIFICATE or …_BASE64 to sign)")
    else:
        pfx, password = certificate
        secrets = (password,)
        timestamp = os.environ.get("DEALER_TRAINER_TIMESTAMP_URL", TIMESTAMP_URL)
        sign = signtool_command(find_signtool(), pfx, password, timestamp)
        # The programs inside, before Inno Setup packs them; Inno Setup then signs the
        # setup and the uninstaller itself through the "dtsign" tool defined here ($f: the file).
        run([*sign, onedir / f"{NAME}.exe", onedir / f"{NAME}-cli.exe"], secrets=secrets)
        quoted = " ".join(f"$q{word}$q" for word in sign)
        command += [f"/Sdtsign={quoted} $f", "/DSign=1"]
    command.append(HERE / "windows" / "dealer-trainer.iss")
    run(command, secrets=secrets)
    setup = DIST / f"DealerTrainer-{version}-windows-x64-setup.exe"
    return {
        "signed": certificate is not None,
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
    shutil.copyfile(ROOT / "LICENSE", stage / "LICENSE.txt")
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
    notarised = False
    if not identity:
        print(f"{NOT_SIGNED} (set DEALER_TRAINER_CODESIGN_IDENTITY to sign; the app is signed ad hoc)")
    else:
        # The .app inside was signed by PyInstaller (hardened runtime, installer/macos/entitlements.plist).
        run(["codesign", "--sign", identity, "--timestamp", dmg])
        run(["codesign", "--verify", "--deep", "--strict", app])
        notary = macos_notary(dict(os.environ))
        if notary is None:
            print("not notarised: no notary credentials (DEALER_TRAINER_NOTARY_PROFILE or …_APPLE_ID)")
        else:
            secrets = (os.environ.get("DEALER_TRAINER_NOTARY_PASSWORD", ""),)
            run(["xcrun", "notarytool", "submit", dmg, *notary, "--wait"], secrets=secrets)
            run(["xcrun", "stapler", "staple", dmg])
            notarised = True
    return {
        "signed": bool(identity),
        "notarised": notarised,
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
            and report.get("fast", False) == args.fast
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
        build_seconds=round(finished - started, 1),
        fast=args.fast,
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
