/**
 * What the process does with an error nobody caught. Node's default is to die on the spot, which
 * cuts every request in flight and leaves task leases to time out; instead the error is logged
 * (with its stack) and the graceful shutdown starts, which stops accepting, lets in-flight
 * requests and task runs finish, closes the database and then exits non-zero so a supervisor
 * restarts the process. The process must still end: after an uncaught error its state is unknown.
 */
export type CrashOrigin = "unhandledRejection" | "uncaughtException";

export type CrashHandlerDeps = {
  log(error: unknown, origin: CrashOrigin): void;
  /** The process's graceful shutdown; it exits with `exitCode` when done (and ignores a second call). */
  shutdown(reason: CrashOrigin, exitCode: number): Promise<void> | void;
};

type ProcessEvents = {
  on(event: CrashOrigin, listener: (error: unknown) => void): unknown;
  off(event: CrashOrigin, listener: (error: unknown) => void): unknown;
};

/** Installs the handlers on `target` (the process); returns a function that removes them. */
export function installCrashHandlers(target: ProcessEvents, deps: CrashHandlerDeps): () => void {
  const handle = (origin: CrashOrigin) => (error: unknown) => {
    try {
      deps.log(error, origin);
    } catch {
      // The logger itself failed: shutting down matters more than the line.
    }
    // A failing shutdown is the shutdown's own concern (it has a timeout that exits); it must not
    // raise a second unhandled rejection from here.
    void Promise.resolve()
      .then(() => deps.shutdown(origin, 1))
      .catch(() => undefined);
  };
  const onRejection = handle("unhandledRejection");
  const onException = handle("uncaughtException");
  target.on("unhandledRejection", onRejection);
  target.on("uncaughtException", onException);
  return () => {
    target.off("unhandledRejection", onRejection);
    target.off("uncaughtException", onException);
  };
}
