/** Ends the process with one line on stderr and exit code 1: how the entry refuses a bad start. */
export function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
