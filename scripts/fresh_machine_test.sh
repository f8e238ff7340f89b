#!/usr/bin/env bash
# Proves `make test` on a fresh Debian 12 machine: a debootstrap'd bookworm root holding
# only what the README promises ("a fresh Debian/Ubuntu machine with Python 3.11 is enough"), a
# fresh clone of the repository's committed HEAD, and `make test` run as root with no display and a
# clean environment, so that only the project's own files (Makefile, scripts/system-deps.sh)
# install anything. A developer's machine hides missing install steps; this root cannot.
# What it proves and the last result: docs/fresh-machine.md.
#
# Usage: scripts/fresh_machine_test.sh [--rebuild] [--keep] [REPO_PATH]
#   REPO_PATH  the repository to clone (default: the one this script is in)
#   --rebuild  rebuild the cached base root (it is built once, then reused)
#   --keep     keep the throwaway root of this run (for a look inside after a failure)
# Needs root (debootstrap, chroot, mount). Everything lives under $JORAKU_FRESH_DIR
# (default /var/tmp/joraku-fresh): bookworm-base/, the run roots, last-run.log.
set -euo pipefail

SUITE=bookworm
# The "fresh Python 3.11 machine" (Debian 12's python3 is 3.11.2): python3-venv because the
# Makefile creates a venv (its ensurepip brings pip, so no python3-pip), make to run it, git to
# clone, ca-certificates for https. No Recommends: stricter than a hand install, so a missing
# dependency shows. No Qt library and no pip package: installing those is the project's job.
BASE_PKGS=(python3 python3-venv make git ca-certificates)
CACHE="${JORAKU_FRESH_DIR:-/var/tmp/joraku-fresh}"
BASE="$CACHE/$SUITE-base"
CLEAN_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

rebuild=0 keep=0 repo=""
for arg in "$@"; do
  case "$arg" in
    --rebuild) rebuild=1 ;;
    --keep) keep=1 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) echo "unknown option: $arg" >&2; exit 2 ;;
    *) repo="$arg" ;;
  esac
done
repo="$(cd "${repo:-$(dirname "$0")/..}" && git rev-parse --show-toplevel)"

if [ "$(id -u)" != 0 ]; then
  echo "fresh_machine_test.sh needs root (debootstrap, chroot, mount)" >&2; exit 1
fi
# A private mount namespace: whatever is mounted below disappears with this process, even if it is
# killed before the trap can unmount.
if [ -z "${JORAKU_FRESH_NS:-}" ]; then
  exec unshare --mount --propagation private env JORAKU_FRESH_NS=1 bash "$0" "$@"
fi

log() { echo "== fresh-machine: $*"; }

# ---- mounts: a stack unwound by the trap, and a guard before any rm -rf ------------------------
MOUNTS=()
mount_at() {  # mount_at TARGET MOUNT-ARGS...: mounts and remembers it for the clean-up
  local target="$1"; shift
  mount "$@" "$target"
  MOUNTS+=("$target")
}
unmount_all() {
  local i
  for ((i = ${#MOUNTS[@]} - 1; i >= 0; i--)); do
    umount "${MOUNTS[i]}" 2>/dev/null || umount -l "${MOUNTS[i]}" || true
  done
  MOUNTS=()
}
remove_tree() {  # refuses while anything is still mounted below: a bound /dev must never be deleted
  local dir="$1"
  [ -e "$dir" ] || return 0
  if awk -v d="$dir" '$2 == d || index($2, d "/") == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    echo "fresh-machine: not deleting $dir: something is still mounted below it" >&2; return 1
  fi
  rm -rf --one-file-system "$dir"
}
mount_system() {  # /proc, /sys, /dev (bind), /dev/pts, a fresh /dev/shm: what a booted machine has
  local root="$1"
  mount_at "$root/proc" -t proc proc
  mount_at "$root/sys" -t sysfs sysfs
  mount_at "$root/dev" --bind /dev
  mount --make-slave "$root/dev"  # nothing mounted below the chroot's /dev reaches the host's
  mount_at "$root/dev/pts" --bind /dev/pts
  mount_at "$root/dev/shm" -t tmpfs -o mode=1777,nosuid,nodev shm
}
in_root() { chroot "$1" /usr/bin/env -i PATH="$CLEAN_PATH" HOME=/root LANG=C.UTF-8 "${@:2}"; }
# shellcheck disable=SC2016  # ${Package} is dpkg-query's field, not the shell's
installed_packages() { in_root "$1" dpkg-query -W -f '${Package}\n' | sort; }

# ---- how this host reaches the package registries, copied into a root --------------------------
# DNS, the local CA certificates (a TLS-inspecting egress needs its CA), apt's sources, keyrings and
# Acquire settings (proxy, validity), and pip's network settings. pip's local wheel folders and
# file:// indexes are not copied: a fresh machine has no such disk, it must reach PyPI itself.
host_debian_mirror() {
  local uri
  uri="$(awk '/^URIs:/ && $2 ~ /\/debian\/?$/ { print $2; exit }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)"
  [ -n "$uri" ] || uri="$(awk '$1 == "deb" && $2 ~ /\/debian\/?$/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}

mirror_apt() {
  local root="$1" f key
  rm -f "$root/etc/apt/sources.list" "$root"/etc/apt/sources.list.d/*
  if grep -qsv '^\s*\(#\|$\)' /etc/apt/sources.list; then cp /etc/apt/sources.list "$root/etc/apt/"; fi
  for f in /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && cp "$f" "$root/etc/apt/sources.list.d/"
  done
  # Keyrings the sources name (Signed-By) that the root lacks.
  grep -rhoiE '(signed-by[:=] *)[^] ]+' "$root/etc/apt/" | sed -E 's/^[Ss]igned-[Bb]y[:=] *//' | sort -u \
    | while read -r key; do
        if [ -f "$key" ] && [ ! -e "$root$key" ]; then mkdir -p "$root$(dirname "$key")"; cp "$key" "$root$key"; fi
      done
  for f in /etc/apt/apt.conf /etc/apt/apt.conf.d/*; do
    if [ -f "$f" ] && grep -q 'Acquire' "$f"; then cp "$f" "$root/etc/apt/apt.conf.d/$(basename "$f")"; fi
  done
}

mirror_ca_certificates() {
  local root="$1"
  rm -rf "$root/usr/local/share/ca-certificates"
  mkdir -p "$root/usr/local/share/ca-certificates" "$root/etc/ssl/certs"
  cp -r /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
  if [ -x "$root/usr/sbin/update-ca-certificates" ]; then
    in_root "$root" update-ca-certificates --fresh >/dev/null 2>&1  # (rehash warns about the bundle)
  elif [ -f /etc/ssl/certs/ca-certificates.crt ]; then  # before ca-certificates is installed
    cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
  fi
}

# Writes the root's /etc/pip.conf from the network keys of the host's pip configuration (files,
# then PIP_* variables, later winning as in pip); prints what it dropped.
mirror_pip() {
  local root="$1"
  HOST_HOME="$HOME" python3 - "$root" <<'PY'
import configparser, os, sys
root = sys.argv[1]
network_keys = {"index-url", "extra-index-url", "trusted-host", "cert", "client-cert", "proxy",
                "timeout", "default-timeout", "retries"}
home = os.environ["HOST_HOME"]
files = ["/etc/xdg/pip/pip.conf", "/etc/pip.conf", f"{home}/.pip/pip.conf",
         f"{home}/.config/pip/pip.conf", os.environ.get("PIP_CONFIG_FILE", "")]
settings: dict[str, str] = {}
for path in filter(os.path.isfile, files):
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(path)
    for section in ("global", "download", "install"):
        if parser.has_section(section):
            settings.update(parser.items(section))
for name, value in os.environ.items():
    if name.startswith("PIP_"):
        settings[name[4:].lower().replace("_", "-")] = value
kept, dropped = {}, []
for key, value in settings.items():
    if key not in network_keys:
        dropped.append(key)
        continue
    if key in ("index-url", "extra-index-url"):  # local file:// mirrors are this host's disk
        urls = [u for u in value.split() if u.startswith(("http://", "https://"))]
        dropped += [f"{key} {u}" for u in value.split() if u not in urls]
        value = " ".join(urls)
    if key in ("cert", "client-cert") and not os.path.exists(root + value):
        dropped.append(f"{key} {value}")
        continue
    if value:
        kept[key] = value
with open(os.path.join(root, "etc/pip.conf"), "w") as out:
    out.write("[global]\n" + "".join(f"{k} = {v}\n" for k, v in sorted(kept.items())))
print("== fresh-machine: pip settings mirrored:", ", ".join(sorted(kept)) or "none",
      "| not mirrored (local to this host):", ", ".join(sorted(dropped)) or "none")
PY
}

mirror_host_network() {
  local root="$1"
  cp -L /etc/resolv.conf "$root/etc/resolv.conf"
  cp /etc/hosts "$root/etc/hosts"
  mirror_apt "$root"
  mirror_ca_certificates "$root"
  mirror_pip "$root"
}

# Proxy variables are the only part of the environment that passes into the clean run.
proxy_env() {
  local v
  for v in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY; do
    [ -n "${!v:-}" ] && echo "$v=${!v}"
  done
  return 0
}

# ---- the cached base ---------------------------------------------------------------------------
build_base() {
  local tmp="$BASE.tmp" mirror started=$SECONDS
  mirror="$(host_debian_mirror)"
  remove_tree "$tmp"
  log "building the $SUITE base (debootstrap --variant=minbase from $mirror)"
  debootstrap --variant=minbase "$SUITE" "$tmp" "$mirror" >"$CACHE/debootstrap.log" 2>&1 \
    || { tail -20 "$CACHE/debootstrap.log" >&2; return 1; }
  mirror_host_network "$tmp"
  mount_system "$tmp"
  in_root "$tmp" DEBIAN_FRONTEND=noninteractive apt-get update -qq
  in_root "$tmp" DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${BASE_PKGS[@]}" >/dev/null
  in_root "$tmp" apt-get clean
  rm -rf "$tmp"/var/lib/apt/lists/*  # as a fresh image: the project's script runs apt-get update
  unmount_all
  remove_tree "$BASE"
  mv "$tmp" "$BASE"
  log "base built in $((SECONDS - started)) s: $(chroot "$BASE" python3 --version)," \
    "$(chroot "$BASE" dpkg-query -W -f '.\n' | wc -l) packages"
}

# ---- one run -----------------------------------------------------------------------------------
RUN=""
# shellcheck disable=SC2317  # called by the trap
cleanup() {
  unmount_all
  if [ -n "$RUN" ]; then
    if [ "$keep" = 1 ]; then
      log "kept $RUN (upper/ holds the run's changes over $BASE)"
    else
      remove_tree "$RUN"
    fi
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p "$CACHE"
exec 9>"$CACHE/lock"
flock -n 9 || { log "waiting for another run to finish"; flock 9; }

if ! command -v debootstrap >/dev/null; then
  log "installing debootstrap on the host"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi
if [ "$rebuild" = 1 ] || [ ! -x "$BASE/usr/bin/python3" ]; then build_base; fi

commit="$(git -C "$repo" rev-parse HEAD)"
[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] \
  || log "note: $repo has uncommitted changes; only the committed HEAD is tested"
RUN="$(mktemp -d "$CACHE/run.XXXXXX")"
root="$RUN/root"
mkdir -p "$RUN/upper" "$RUN/work" "$root"
if ! mount_at "$root" -t overlay overlay -o "lowerdir=$BASE,upperdir=$RUN/upper,workdir=$RUN/work" 2>/dev/null; then
  log "no overlayfs here: copying the base"
  cp -a "$BASE/." "$root/"
fi
mirror_host_network "$root"
mount_system "$root"

# The fresh clone, by the root's own git, from a bundle of the committed HEAD (the repository itself
# is only read: a worktree's .git points outside the root, a bundle does not). shared/ (the rules
# reference) goes beside it when the repository has one beside it, as in CI.
git -C "$repo" bundle create "$root/tmp/joraku.bundle" HEAD 2>/dev/null
in_root "$root" git -c advice.detachedHead=false clone --quiet /tmp/joraku.bundle /root/joraku
if [ -d "$repo/../shared" ]; then cp -rL "$repo/../shared" "$root/root/shared"; fi
installed_packages "$root" >"$RUN/packages-before"

log "make test in a fresh clone of $repo at ${commit:0:12} ($(chroot "$root" python3 --version), no display)"
mapfile -t proxies < <(proxy_env)
started=$SECONDS
set +e
in_root "$root" TERM=dumb "${proxies[@]}" /bin/sh -c 'cd /root/joraku && make test' 2>&1 \
  | tee "$CACHE/last-run.log"
status=${PIPESTATUS[0]}
set -e
elapsed=$((SECONDS - started))

installed_packages "$root" >"$RUN/packages-after"
added="$(comm -13 "$RUN/packages-before" "$RUN/packages-after" | tr '\n' ' ')"
requested="$(sed -n 's/^Installing system packages: //p' "$CACHE/last-run.log" | tr '\n' ' ')"
wheels="$(in_root "$root" /root/joraku/.venv/bin/python -m pip list --format=freeze 2>/dev/null \
  | grep -iE '^(pyside6[-_]essentials|shiboken6|pydantic|pytest|pytest[-_]qt|hypothesis|ruff)==' | tr '\n' ' ' || true)"
outcome="$(grep -E '[0-9]+ (passed|failed|errors?)' "$CACHE/last-run.log" | tail -1 | tr -d '=' | sed 's/^ *//')"
log "system-deps.sh asked apt for: ${requested:-nothing}"
log "apt packages added in all (with dependencies): $(wc -w <<<"$added"): $added"
log "wheels: ${wheels:-none}"
log "pytest: ${outcome:-no summary line}"
if [ "$status" = 0 ]; then
  log "PASSED: make test exited 0 after ${elapsed} s (log: $CACHE/last-run.log)"
else
  log "FAILED: make test exited $status after ${elapsed} s (log: $CACHE/last-run.log)"
fi
exit "$status"
