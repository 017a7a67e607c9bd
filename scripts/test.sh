#!/usr/bin/env bash
# `npm test`: the whole suite. Type check, lint, unit and integration tests (Vitest),
# then a production build and the end-to-end tests (Playwright on Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end tests..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install chromium' (Debian) and try again." >&2
    exit 1
  fi
fi

# The proxy system test runs Debian's nginx as a plain child process (no service is started).
if [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's nginx for the reverse-proxy system test..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null
  else
    echo "nginx is missing: run 'sudo apt-get install nginx' (Debian) and try again." >&2
    exit 1
  fi
fi

echo "== type check"
npx react-router typegen >/dev/null
npx tsc --noEmit
echo "== lint"
npx eslint . --max-warnings 0
echo "== unit and integration tests"
npx vitest run
echo "== production build"
npm run build >/dev/null
echo "== system tests (server processes: faults, scale-out, behind nginx, backups, security, fuzzing)"
npx vitest run --config vitest.system.config.ts --passWithNoTests
echo "== end-to-end tests"
rm -rf "${E2E_DATA_DIR:-.e2e-data}"
npx playwright test
