// Plain JavaScript: server.js loads it without a build step (the Dockerfile copies it beside it).

/**
 * Starts queued work at most `perTurn` items a turn of the event loop, in the order queued.
 *
 * Why: Node 20's libuv accepts one new connection per turn of the loop (libuv pull request 3696).
 * A turn that starts every request read during it (a hundred connections' bookings took 150-200 ms
 * a turn on SQLite) keeps new connections in the kernel's accept queue for seconds, past clients'
 * timeouts. Starting a few requests a turn keeps turns short (13 ms at the median under the same
 * load), so the listener keeps accepting while the load lasts; the work done is the same, in the
 * same order (decision 0041).
 *
 * Items queued during the poll phase (a request arriving) start in that turn's check phase; the
 * rest wait for the check phases of the turns that follow (setImmediate from a check phase runs
 * in the next turn, after that turn's I/O, so accepting gets its chance in between).
 *
 * @param {number} perTurn
 * @returns {(start: () => void) => void}
 */
export function startInTurns(perTurn) {
  /** @type {Array<() => void>} */
  let waiting = [];
  let scheduled = false;
  function startSome() {
    const now = waiting.slice(0, perTurn);
    waiting = waiting.slice(perTurn);
    if (waiting.length > 0) setImmediate(startSome);
    else scheduled = false;
    for (const start of now) start();
  }
  return (start) => {
    waiting.push(start);
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  };
}
