#!/usr/bin/env bash
# `npm test`: the whole suite, fastest first. Type check, lint, format check, the unit tests (no database),
# the integration tests (SQLite and PostgreSQL), a production build, the system tests (server
# processes from that build) and the end-to-end tests (Playwright on Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the suite runs (never a downloaded browser): installed as root, else named.
source scripts/lib/debian-packages.sh
require_debian_package /usr/bin/chromium chromium "the end-to-end tests"
# The proxy system test runs nginx as a plain child process (no service is started).
require_debian_package /usr/sbin/nginx nginx "the reverse-proxy system test"
# PostgreSQL's server binaries, when the machine has no server the tests can use.
require_postgres_binaries

echo "== type check"
npx react-router typegen >/dev/null
npx tsc --noEmit
echo "== lint and format"
npx eslint . --max-warnings 0
node scripts/check-architecture.mjs
node scripts/check-function-size.mjs
npx prettier --check . --log-level warn
echo "== unit tests (no database, no network; React forms in happy-dom)"
npx vitest run --project unit --project ui
echo "== integration tests (SQLite and PostgreSQL; a private PostgreSQL when the machine has none)"
npx vitest run --project integration
echo "== production build"
# Everything the build says except its list of output files and their sizes, so that its
# warnings (Rollup, React Router future flags, chunk sizes) stay in sight.
npm run build 2>&1 | { grep -vE '^build/[^ ]+ +[0-9.,]+ kB' || true; }
echo "== system tests (server processes: faults, scale-out, behind nginx, backups, security, fuzzing)"
npx vitest run --project system
echo "== end-to-end tests"
rm -rf "${E2E_DATA_DIR:-.e2e-data}"
npx playwright test
