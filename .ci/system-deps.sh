#!/usr/bin/env bash
# Installs the Debian packages that tests run for real. Idempotent; a no-op when all are present.
set -euo pipefail
packages=()
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ci: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
