#!/usr/bin/env bash
# Debian packages the test suite drives for real (a browser, an IMAP server).
# Installs what is missing when it can (root or sudo), else says what to run.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
# Dovecot for the IMAP sync tests (tests/helpers/dovecot.ts starts its own instance;
# /usr/sbin is not on every user's PATH, hence the explicit path).
{ command -v dovecot >/dev/null 2>&1 || [ -x /usr/sbin/dovecot ]; } || need+=(dovecot-imapd)
((${#need[@]})) || exit 0
if [ "$(id -u)" = 0 ]; then SUDO=""; elif sudo -n true 2>/dev/null; then SUDO="sudo"; else
  echo "The tests need these Debian packages: ${need[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing test dependencies: ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
