import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { Bindings, ChildLoggerOptions, Level } from "pino";

/** What the request logger needs of the process's logger (pino's). */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a pino child (with the request id bound) only when it writes its
 * first line. Fastify makes a child per request, and pino's `child` serialises the bindings then:
 * about 2 µs on every request, most of which (result polling at LOG_LEVEL=warn) never log a line.
 * Lines written look exactly as a child's would: the child is made at the first one.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;

  constructor(parent: ParentLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const real = this.#real();
    (real[level] as LogCall).apply(real, args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child ? (this.#child as ParentLogger).isLevelEnabled(level) : this.#parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, unless the route asks for options of its
 * own (a route's log level or serialisers), which only a real child carries.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  hasOwnKeys(options) || typeof (logger as Partial<ParentLogger>).isLevelEnabled !== "function"
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger as ParentLogger, bindings);

/** Whether a line at `level` would be written (true for a logger that cannot tell). */
export function logsAt(log: FastifyBaseLogger, level: Level): boolean {
  const check = (log as Partial<ParentLogger>).isLevelEnabled;
  return typeof check === "function" ? check.call(log, level) : true;
}

/** Whether an options object sets anything (without allocating a key list on every request). */
function hasOwnKeys(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}
