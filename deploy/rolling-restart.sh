#!/usr/bin/env bash
# Restarts the app processes behind nginx one at a time, failing no request, POSTs included.
#
#   sudo deploy/rolling-restart.sh [options] [PORT…]
#
# For each port (by default every local `server` of the `upstream mama_village` block of the site
# file): mark it `down` in the site file, reload nginx and wait until its old workers have finished
# their requests, restart the process (SIGTERM, start), wait for its /healthz, remove `down`,
# reload again, then wait longer than its fail_timeout before the next one. A process stopped this
# way gets no new connection from nginx, so none sits unread in its listening socket's backlog when
# it closes it (those the kernel resets, and nginx never retries a POST): docs/OPERATING.md
# "Restarts".
#
# If a process does not come back healthy, it stops there: that process stays `down` (nginx sends it
# nothing), the others were never touched and keep serving, and it says how to put it back.
#
# Options:
#   --site FILE             the nginx site file (default /etc/nginx/sites-available/mama-village.conf)
#   --restart-command CMD   run by bash for each port, `{port}` replaced; returns once the old
#                           process has exited and the new one is started
#                           (default: systemctl restart mama-village@{port})
#   --nginx-args 'ARGS'     added to every nginx command, e.g. '-c /etc/nginx/nginx.conf' (default none)
#   --nginx-pid FILE        nginx's master pid file (default /run/nginx.pid)
#   --health-timeout SEC    how long a restarted process has to answer /healthz (default 120)
#   --reload-timeout SEC    how long nginx's old workers have to finish their requests (default 60)
set -euo pipefail

site=/etc/nginx/sites-available/mama-village.conf
restart_command='systemctl restart mama-village@{port}'
nginx_args=''
nginx_pid_file=/run/nginx.pid
health_timeout=120
reload_timeout=60
ports=()
options=()

usage() {
  sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"
  exit "${1:-0}"
}
while (($# > 0)); do
  [[ $1 == --* && $1 != --help && $# -ge 2 ]] && options+=("$1" "$2")
  case $1 in
    --site) site=$2; shift 2 ;;
    --restart-command) restart_command=$2; shift 2 ;;
    --nginx-args) nginx_args=$2; shift 2 ;;
    --nginx-pid) nginx_pid_file=$2; shift 2 ;;
    --health-timeout) health_timeout=$2; shift 2 ;;
    --reload-timeout) reload_timeout=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    -*) echo "unknown option $1" >&2; usage 2 >&2 ;;
    *) ports+=("$1"); shift ;;
  esac
done

started=$SECONDS
say() { printf '%4ss  %s\n' "$((SECONDS - started))" "$*"; }
fail() {
  printf '%4ss  STOPPED: %s\n' "$((SECONDS - started))" "$1" >&2
  shift
  for line in "$@"; do printf '       %s\n' "$line" >&2; done
  exit 1
}
read -ra nginx_extra <<<"$nginx_args"
# How to run this again for one port, with the same options.
again() { printf '%q ' "$0" "${options[@]}" "$1"; }

[[ -f $site ]] || fail "no site file $site (--site FILE)"
# Written through the link: sites-enabled/ usually links to sites-available/.
site_path=$(readlink -f "$site")

# The lines of the upstream block, and in it the one of a local process on a port.
upstream_lines() { awk '/^[[:space:]]*upstream[[:space:]]+mama_village[[:space:]]*\{/ { inside = 1; next } inside && /^[[:space:]]*\}/ { inside = 0 } inside' "$site_path"; }
local_server='^[[:space:]]*server[[:space:]]+(127\.0\.0\.1|localhost|\[::1\]):'
server_line() { upstream_lines | grep -E "${local_server}$1([[:space:]]|;)" | head -n1 || true; }

if ((${#ports[@]} == 0)); then
  mapfile -t ports < <(upstream_lines | grep -E "${local_server}[0-9]+" | sed -E "s/${local_server}([0-9]+).*/\2/")
  ((${#ports[@]} > 0)) || fail "no local server line in the upstream mama_village block of $site_path"
fi
for port in "${ports[@]}"; do
  [[ $port =~ ^[0-9]+$ ]] || fail "not a port: $port"
  [[ -n $(server_line "$port") ]] || fail "no line 'server 127.0.0.1:$port …;' in the upstream mama_village block of $site_path"
done
[[ -r $nginx_pid_file ]] || fail "no nginx pid file $nginx_pid_file (--nginx-pid FILE): is nginx running?"

# Adds or removes `down` on the port's line, writing a copy then renaming it over the file.
mark() {
  local port=$1 state=$2 copy
  copy=$(mktemp "$(dirname "$site_path")/.rolling-restart.XXXXXX")
  PORT=$port STATE=$state PATTERN=$local_server awk '
    BEGIN { port = ENVIRON["PORT"]; state = ENVIRON["STATE"]; pattern = ENVIRON["PATTERN"] }
    /^[[:space:]]*upstream[[:space:]]+mama_village[[:space:]]*\{/ { inside = 1 }
    inside && /^[[:space:]]*\}/ { inside = 0 }
    inside && $0 ~ pattern port "([[:space:]]|;)" {
      gsub(/[[:space:]]+down[[:space:]]*;/, ";")
      if (state == "down") sub(/;[[:space:]]*$/, " down;")
    }
    { print }' "$site_path" >"$copy"
  chmod --reference="$site_path" "$copy"
  chown --reference="$site_path" "$copy" 2>/dev/null || true
  mv "$copy" "$site_path"
}

# `nginx -s reload` returns at once; the old workers then finish what they hold and exit. Until
# they have, one of them may still open a connection to the process that was just marked down.
reload_nginx() {
  local master old waited=0
  nginx "${nginx_extra[@]}" -t -q || return 1
  master=$(<"$nginx_pid_file")
  mapfile -t old < <(pgrep -P "$master" || true)
  nginx "${nginx_extra[@]}" -s reload
  while :; do
    local left=0
    for pid in "${old[@]}"; do kill -0 "$pid" 2>/dev/null && left=$((left + 1)); done
    ((left == 0)) && return 0
    ((waited >= reload_timeout * 10)) && {
      say "  nginx: $left old worker(s) still running after ${reload_timeout}s; going on"
      return 0
    }
    sleep 0.1
    waited=$((waited + 1))
  done
}

healthy() { curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:$1/healthz" 2>/dev/null; }

# fail_timeout of the port's line (nginx's default is 10 s), as whole seconds.
fail_timeout() {
  local value
  value=$(server_line "$1" | grep -oE 'fail_timeout=[0-9]+(ms|s|m)?' | cut -d= -f2 || true)
  case $value in
    '') echo 10 ;;
    *ms) echo $(((${value%ms} + 999) / 1000)) ;;
    *m) echo $((${value%m} * 60)) ;;
    *) echo "${value%s}" ;;
  esac
}

say "site file $site_path; restarting port(s) ${ports[*]}, one at a time"
for index in "${!ports[@]}"; do
  port=${ports[$index]}
  # Never take a process out while it would leave nothing serving.
  others=$(upstream_lines | grep -E '^[[:space:]]*server[[:space:]]' | grep -vE "${local_server}${port}([[:space:]]|;)" | grep -vcE '[[:space:]]down[[:space:]]*;' || true)
  ((others > 0)) || fail "port $port: no other server in the upstream is up; taking it out would leave nothing serving" \
    "Nothing was changed for port $port."

  mark "$port" down
  if ! reload_nginx; then
    mark "$port" up
    fail "port $port: nginx -t refused the site file once marked down; it is restored and nothing was restarted"
  fi
  say "port $port: marked down, nginx reloaded, its old workers done"

  left_down=(
    "It stays marked down in $site_path: nginx sends it nothing, the other processes serve."
    "${ports[*]:index+1}"
    "Find out why (journalctl -u mama-village@$port), then restart it and put it back with"
    "  $(again "$port")"
    "or, once it answers http://127.0.0.1:$port/healthz, remove 'down' from its line and reload nginx."
  )
  if ((index + 1 < ${#ports[@]})); then
    left_down[1]="Not restarted: port(s) ${ports[*]:index+1}."
  else
    unset 'left_down[1]'
  fi
  command=${restart_command//\{port\}/$port}
  say "port $port: $command"
  if ! bash -c "$command"; then
    fail "port $port: the restart command failed" "${left_down[@]}"
  fi
  deadline=$((SECONDS + health_timeout))
  until healthy "$port"; do
    ((SECONDS < deadline)) || fail "port $port: no answer from http://127.0.0.1:$port/healthz within ${health_timeout}s" "${left_down[@]}"
    sleep 0.2
  done
  say "port $port: answers /healthz"

  mark "$port" up
  reload_nginx || fail "port $port: nginx -t refused the site file once marked up" "Check $site_path by hand."
  settle=$(($(fail_timeout "$port") + 1))
  if ((index + 1 < ${#ports[@]})); then
    say "port $port: back in the upstream, nginx reloaded; waiting ${settle}s (more than its fail_timeout)"
    sleep "$settle"
  else
    say "port $port: back in the upstream, nginx reloaded"
  fi
done
say "done: ${#ports[@]} process(es) restarted"
