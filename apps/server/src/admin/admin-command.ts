import type { Config } from "../config";
import type { Database } from "../db/database";

export type AdminContext = {
  config: Config;
  database: Database;
  /** One line of output for the operator. */
  out: (line: string) => void;
};

/**
 * One `npm run admin -- <name> ...` command. Add a module that exports one of these and list it in
 * admin-commands.ts. `run` returns the process exit code; throw AdminUsageError for bad arguments.
 */
export type AdminCommand = {
  name: string;
  usage: string;
  summary: string;
  run(args: string[], context: AdminContext): Promise<number>;
};

export class AdminUsageError extends Error {}
