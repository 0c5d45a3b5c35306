import { AdminUsageError } from "./admin-command";

type Listed = { name: string; usage: string; summary: string };
type Runnable<C> = Listed & { run(args: string[], context: C): Promise<number> };

function help(commands: Listed[]): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return ["usage: npm run admin -- <command> [arguments]", "", ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)].join("\n");
}

/** Picks the command named by argv[0] and runs it; returns the exit code. `alsoListed`: run elsewhere, shown in the help. */
export async function runAdmin<C extends { out: (line: string) => void }>(
  argv: string[],
  commands: Runnable<C>[],
  context: C,
  alsoListed: Listed[] = [],
): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    context.out(help([...commands, ...alsoListed]));
    return name ? 0 : 1;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    context.out(`Unknown command '${name}'.\n\n${help([...commands, ...alsoListed])}`);
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
