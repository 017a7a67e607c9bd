#!/usr/bin/env bash
# `npm test`: the whole suite, fastest first. Type check, lint and format check beside the unit tests
# (no database), then the integration tests (SQLite and PostgreSQL), a production build, the system
# tests (server processes from that build) and the end-to-end tests (Playwright on Debian's Chromium,
# two workers: playwright.config.ts says why that is safe).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the suite runs (never a downloaded browser): installed as root, else named.
source scripts/lib/debian-packages.sh
require_debian_package /usr/bin/chromium chromium "the end-to-end tests"
# The proxy system test runs nginx as a plain child process (no service is started).
require_debian_package /usr/sbin/nginx nginx "the reverse-proxy system test"
# The HTML validity test runs the W3C checker (the vnu-jar package) on Debian's Java.
require_debian_package /usr/bin/java default-jre-headless "the HTML validity test"
# PostgreSQL's server binaries, when the machine has no server the tests can use.
require_postgres_binaries

# Each stage's time: printed when it ends ("== unit tests ... done in 63 s") and in a table at the
# end, also when a stage fails, so bench/RESULTS.md can record them. The static checks run beside the
# unit tests (side_by_side below: they share no state); the later stages one after another, since
# each is heavy on two cores and the system and end-to-end tests need the build.
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

# Stages that share no files, ports or databases, started together; each one's output goes to a log
# file that is printed, with its time, as soon as it ends, so no two stages' lines interleave. The
# group fails when any of its stages fails, after all have ended (a failure stays in sight, and no
# stage is left running behind the next). Arguments: a stage's name and the function that runs it, repeated.
side_by_side() {
  end_stage
  local logs pending=() names=() i failed=0
  logs=$(mktemp -d)
  for ((i = 0; i < $# / 2; i++)); do
    names+=("${@:2*i+1:1}")
    local run=${@:2*i+2:1}
    echo "== ${names[$i]} (beside the others, output when it ends)"
    (
      started=$SECONDS
      set +e
      (set -euo pipefail; "$run") >"$logs/$i.log" 2>&1 </dev/null
      echo "$? $((SECONDS - started))" >"$logs/$i.tmp"
      mv "$logs/$i.tmp" "$logs/$i.done"
    ) &
    pending+=("$i")
  done
  stage_start=$SECONDS
  while [ ${#pending[@]} -gt 0 ]; do
    sleep 0.5
    local still=()
    for i in "${pending[@]}"; do
      if [ ! -f "$logs/$i.done" ]; then
        still+=("$i")
        continue
      fi
      local status took
      read -r status took <"$logs/$i.done"
      echo "== ${names[$i]} (output)"
      cat "$logs/$i.log"
      stage_names+=("${names[$i]}")
      if [ "$status" -eq 0 ]; then
        echo "== ${names[$i]} ... done in $took s"
        stage_times+=("$took")
      else
        echo "== ${names[$i]} ... failed after $took s (exit $status)"
        stage_times+=("$took (failed)")
        failed=1
      fi
    done
    pending=("${still[@]}")
  done
  wait
  rm -rf "$logs"
  local together=$((SECONDS - stage_start)) joined
  joined=$(printf ', %s' "${names[@]}")
  echo "== ${joined:2}: side by side in $together s"
  stage_names+=("(those side by side)")
  stage_times+=("$together")
  return $failed
}
type_check() {
  npx tsc --noEmit
}
lint_and_format() {
  npx eslint . --max-warnings 0
  node scripts/check-architecture.mjs
  node scripts/check-function-size.mjs
  # Every interface message in every language, and no English left in a translated component.
  node scripts/check-messages.mjs
  npx prettier --check . --log-level warn
}
unit_tests() { # no database, no network; React forms in happy-dom
  npx vitest run --project unit --project ui
}

# The route types first: the type check reads them, and no check may see them half written.
stage "route types" "react-router typegen"
npx react-router typegen >/dev/null
side_by_side "type check" type_check "lint and format" lint_and_format "unit tests" unit_tests
stage "integration tests" "SQLite and PostgreSQL; a private PostgreSQL when the machine has none"
npx vitest run --project integration
stage "production build"
# Everything the build says except its list of output files and their sizes, so that its
# warnings (Rollup, React Router future flags, chunk sizes) stay in sight.
npm run build 2>&1 | { grep -vE "^${BUILD_DIR:-build}/[^ ]+ +[0-9.,]+ kB" || true; }
stage "system tests" "server processes: faults, scale-out, behind nginx, backups, security, fuzzing"
npx vitest run --project system
stage "end-to-end tests"
# Both servers' data (tests/support/e2e-servers.ts): each run starts from the seed.
rm -rf "${E2E_DATA_DIR:-.e2e-data}" "${E2E_DATA_DIR:-.e2e-data}-site-wide"
npx playwright test
end_stage
