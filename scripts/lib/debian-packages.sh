# Sourced by scripts/test.sh and scripts/test-any-day.sh: Debian packages the suite runs (never a
# downloaded browser), installed as root, else named.
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
