import { AdminUsageError, type AdminCommand, type AdminContext } from "./admin-command";

function help(commands: AdminCommand[]): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return ["usage: npm run admin -- <command> [arguments]", "", ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)].join("\n");
}

/** Picks the command named by argv[0] and runs it; returns the exit code. */
export async function runAdmin(argv: string[], commands: AdminCommand[], context: AdminContext): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    context.out(help(commands));
    return name ? 0 : 1;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    context.out(`Unknown command '${name}'.\n\n${help(commands)}`);
    return 1;
  }
  try {
    return await command.run(args, context);
  } catch (error) {
    if (error instanceof AdminUsageError) {
      context.out(error.message);
      return 1;
    }
    throw error;
  }
}
