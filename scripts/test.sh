#!/usr/bin/env bash
# `npm test`: the whole suite, fastest first. Type check, lint, format check, the unit tests (no database),
# the integration tests (SQLite and PostgreSQL), a production build, the system tests (server
# processes from that build) and the end-to-end tests (Playwright on Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the suite runs (never a downloaded browser): installed as root, else named.
require_debian_package() { # binary package purpose
  [ -x "$1" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $2 for $3..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2") >/dev/null
  else
    echo "$2 is missing: run 'sudo apt-get install $2' (Debian) and try again." >&2
    exit 1
  fi
}
require_debian_package /usr/bin/chromium chromium "the end-to-end tests"
# The proxy system test runs nginx as a plain child process (no service is started).
require_debian_package /usr/sbin/nginx nginx "the reverse-proxy system test"

# The integration and system tests use TEST_DATABASE_URL, else the PostgreSQL at 127.0.0.1:5432,
# else a private server they start for the run from Debian's binaries in /usr/lib/postgresql/<version>
# (tests/support/test-postgres.ts). Installed here as root: the release's server package
# (postgresql-15 on Debian 12), without the cluster its installation creates and starts (which
# would take port 5432 and ask the tests for a password). Not root: needed only when neither of
# the other two is there.
require_postgres_binaries() {
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null && return 0
  local package version
  server_package() { apt-cache depends postgresql 2>/dev/null | sed -n 's/^ *Depends: \(postgresql-[0-9][0-9]*\)$/\1/p' | head -n 1; }
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's PostgreSQL server binaries for the integration and system tests..."
    apt-get update -qq >/dev/null
    package=$(server_package)
    version=${package#postgresql-}
    if [ -z "$package" ]; then
      echo "apt-cache names no PostgreSQL server package: install one and try again." >&2
      exit 1
    fi
    local had_cluster=no
    [ -e "/etc/postgresql/$version/main" ] && had_cluster=yes
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    if [ "$had_cluster" = no ] && [ -e "/etc/postgresql/$version/main" ]; then
      pg_dropcluster --stop "$version" main
    fi
  elif [ -z "${TEST_DATABASE_URL:-}" ] && ! (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
    package=$(server_package)
    echo "PostgreSQL is missing: run 'sudo apt-get install ${package:-postgresql}' (Debian) or set TEST_DATABASE_URL, and try again." >&2
    exit 1
  fi
}
require_postgres_binaries

echo "== type check"
npx react-router typegen >/dev/null
npx tsc --noEmit
echo "== lint and format"
npx eslint . --max-warnings 0
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
