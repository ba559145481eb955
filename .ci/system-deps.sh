#!/usr/bin/env bash
# Installs the Debian packages that tests run for real. Idempotent; a no-op when all are present.
set -euo pipefail
# pass, gnupg: the command backend against `pass show` with a throwaway GNUPGHOME.
# keyutils: the command backend against `keyctl pipe` (Linux kernel keyring).
# gnome-keyring, libsecret-tools, dbus-daemon, dbus-bin: the keyring backend against a real
#   Secret Service (gnome-keyring-daemon, secret-tool, dbus-run-session, dbus-send).
# redis-server: @kit/redis's tests and the fleet scenario start their own on a free port.
packages=(pass gnupg keyutils gnome-keyring libsecret-tools dbus dbus-daemon dbus-bin redis-server)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
missing=()
for package in "${packages[@]}"; do
  # "install ok installed" only: a removed package keeps its config files and `dpkg -s` still succeeds.
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ci: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  # Quiet on success; the whole apt log on failure.
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
fi
