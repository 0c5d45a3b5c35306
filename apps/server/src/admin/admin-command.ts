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

/**
 * A command that opens the database itself, or never: backup must copy the schema as it is (before
 * an upgrade migrates it) and restore needs an empty target, so neither may run the migrations that
 * precede every other command.
 */
export type OwnDatabaseAdminCommand = Omit<AdminCommand, "run"> & {
  run(args: string[], context: Omit<AdminContext, "database">): Promise<number>;
};

export class AdminUsageError extends Error {}
