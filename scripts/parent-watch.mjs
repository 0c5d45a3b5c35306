// Stops a process whose parent went away without passing a signal on. `npm start` runs its script
// through `sh -c`; a SIGTERM sent to npm alone (a supervisor that signals only the pid it started,
// `kill <npm pid>`) is passed by npm to that shell, which dies of it without passing it on, and the
// server kept running, orphaned, on its port. A terminal's Ctrl-C reaches the whole process group and
// a container runs the server itself, so neither needed this.

/**
 * Calls `onOrphaned` once, when this process's parent changes (it died: the orphan was handed to init
 * or a subreaper). Checked every `intervalMs`; the timer never keeps the process alive.
 * @param {() => void} onOrphaned
 * @param {number} [intervalMs]
 */
export function whenOrphaned(onOrphaned, intervalMs = 1000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}
