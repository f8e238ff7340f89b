"""Names and version shared by every installer: the one place packaging reads them from.

Why: the Linux tarball and ``.deb``, the Windows ``JorakuSetup.exe`` and the macOS ``.app`` must
carry the same name and version. The version's single source of truth is ``pyproject.toml``;
everything else (file names, ``Info.plist``, NSIS defines, the ``.deb`` control file) is derived
here. Standard library only, so it runs before anything is installed.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class AppMeta:
    """Identity of the application as the installers present it."""

    version: str
    display_name: str = "Joraku"
    long_name: str = "Joraku Desktop"
    exe_name: str = "joraku"  # frozen executable; also the Linux command and .deb package name
    bundle_id: str = "io.github.joraku.JorakuDesktop"  # reverse-DNS id (macOS, .desktop file name)
    publisher: str = "Joraku Desktop developers"
    # Placeholder address: set a real one before publishing the .deb.
    maintainer: str = "Joraku Desktop developers <joraku-desktop@example.org>"
    summary: str = "Trick-taking area-control board game of Sengoku Japan"

    @property
    def folder_name(self) -> str:
        """Top folder of the Linux tarball: ``joraku-0.1.0``."""
        return f"{self.exe_name}-{self.version}"

    def tarball_name(self, arch: str) -> str:
        return f"{self.folder_name}-linux-{arch}.tar.gz"

    def deb_name(self, deb_arch: str) -> str:
        return f"{self.exe_name}_{self.deb_version}_{deb_arch}.deb"

    @property
    def deb_version(self) -> str:
        """Debian revision 1 of the upstream version (PEP 440 pre-releases sort first with ``~``)."""
        v = self.version
        for tag in ("a", "b", "rc", ".dev"):
            if tag in v:
                head, _, tail = v.partition(tag)
                v = f"{head}~{tag.lstrip('.')}{tail}"
                break
        return f"{v}-1"

    @property
    def windows_version(self) -> str:
        """``VIProductVersion`` needs exactly four numbers: 0.1.0 -> 0.1.0.0."""
        nums = [int("".join(ch for ch in part if ch.isdigit()) or 0) for part in self.version.split(".")[:4]]
        return ".".join(str(n) for n in [*nums, 0, 0, 0][:4])


def read_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The ``[project] version`` of ``pyproject.toml``."""
    with pyproject.open("rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def load() -> AppMeta:
    return AppMeta(version=read_version())


def info_plist(meta: AppMeta, icon_file: str = "joraku.icns") -> dict[str, object]:
    """The macOS ``Info.plist`` keys of the ``.app`` (PyInstaller's BUNDLE writes them)."""
    return {
        "CFBundleName": meta.display_name,
        "CFBundleDisplayName": meta.long_name,
        "CFBundleIdentifier": meta.bundle_id,
        "CFBundleExecutable": meta.exe_name,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": meta.version,
        "CFBundleVersion": meta.version,
        "CFBundleIconFile": icon_file,
        "CFBundleInfoDictionaryVersion": "6.0",
        "LSMinimumSystemVersion": "11.0",
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSPrincipalClass": "NSApplication",
        "NSHumanReadableCopyright": f"© {meta.publisher}",
    }


if __name__ == "__main__":
    m = load()
    print(m.version)
