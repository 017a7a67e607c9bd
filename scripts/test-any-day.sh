#!/usr/bin/env bash
# `npm run test:any-day`: the unit, ui and integration tests with the clock faked (Debian's
# libfaketime) at six instants of the coming years: a date in each season, the next 29 February,
# and 31 December 22:30 UTC (already 1 January in Nairobi). No test's outcome may depend on the
# day it runs (issue 25); scripts/any-day-dates.js says which instants and why. Stops at the first
# instant with a failure and names it, with the command that repeats it.
#
#   npm run test:any-day                      the six instants
#   npm run test:any-day -- --other-season    one instant in another season than today's (CI)
#   npm run test:any-day -- <vitest args>     e.g. one file, at each instant
#
# ANY_DAY_PROJECTS chooses the Vitest projects (default: "unit ui integration").
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
require_debian_package /usr/bin/faketime faketime "running the tests on other days (npm run test:any-day)"
require_postgres_binaries

which=()
vitest_args=()
for arg in "$@"; do
  if [ "$arg" = --other-season ]; then which=(--other-season); else vitest_args+=("$arg"); fi
done
projects=()
for project in ${ANY_DAY_PROJECTS:-unit ui integration}; do projects+=(--project "$project"); done

instants=$(node scripts/any-day-dates.js "${which[@]}")
while IFS=$'\t' read -r instant what; do
  echo "== the tests at $instant ($what)"
  started=$(date +%s)
  # Each process the tests start (Vitest's workers, servers under test) starts its clock at the
  # instant. The site never reads PostgreSQL's clock (every time comes from Node), so the machine's
  # server on the real clock and a private one started for the run on the faked clock are alike.
  if ! faketime "$instant" npx vitest run "${projects[@]}" "${vitest_args[@]}" </dev/null; then
    echo "FAILED at $instant ($what), after $(($(date +%s) - started))s. To repeat:" >&2
    echo "  faketime '$instant' npx vitest run ${projects[*]} ${vitest_args[*]}" >&2
    exit 1
  fi
  echo "== passed at $instant in $(($(date +%s) - started))s"
done <<<"$instants"
