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

# Each stage's time: printed when it ends ("== unit tests ... done in 63 s") and in a table at the
# end, also when a stage fails, so bench/RESULTS.md can record them. Stages run one after another.
stage_names=()
stage_times=()
stage_name=""
stage_start=0
stage() { # short name, then what it runs
  end_stage
  stage_name=$1
  stage_start=$SECONDS
  echo "== $1${2:+ ($2)}"
}
end_stage() {
  [ -n "$stage_name" ] || return 0
  local took=$((SECONDS - stage_start))
  echo "== $stage_name ... done in $took s"
  stage_names+=("$stage_name")
  stage_times+=("$took")
  stage_name=""
}
stage_summary() {
  local status=$?
  if [ -n "$stage_name" ]; then
    local took=$((SECONDS - stage_start))
    echo "== $stage_name ... failed after $took s"
    stage_names+=("$stage_name")
    stage_times+=("$took (failed)")
  fi
  echo "== stage times"
  printf '| %-20s | %12s |\n' stage seconds
  printf '| %-20s | %12s |\n' "--------------------" "-----------:"
  local i
  for i in "${!stage_names[@]}"; do
    printf '| %-20s | %12s |\n' "${stage_names[$i]}" "${stage_times[$i]}"
  done
  printf '| %-20s | %12s |\n' total "$SECONDS"
  return $status
}
trap stage_summary EXIT

stage "type check"
npx react-router typegen >/dev/null
npx tsc --noEmit
stage "lint and format"
npx eslint . --max-warnings 0
node scripts/check-architecture.mjs
node scripts/check-function-size.mjs
npx prettier --check . --log-level warn
stage "unit tests" "no database, no network; React forms in happy-dom"
npx vitest run --project unit --project ui
stage "integration tests" "SQLite and PostgreSQL; a private PostgreSQL when the machine has none"
npx vitest run --project integration
stage "production build"
# Everything the build says except its list of output files and their sizes, so that its
# warnings (Rollup, React Router future flags, chunk sizes) stay in sight.
npm run build 2>&1 | { grep -vE '^build/[^ ]+ +[0-9.,]+ kB' || true; }
stage "system tests" "server processes: faults, scale-out, behind nginx, backups, security, fuzzing"
npx vitest run --project system
stage "end-to-end tests"
rm -rf "${E2E_DATA_DIR:-.e2e-data}"
npx playwright test
end_stage
