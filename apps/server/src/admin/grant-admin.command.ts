import { createUsersRepository, normalizeEmail } from "../modules/users/users.repository";
import { AdminUsageError, type AdminCommand } from "./admin-command";

function emailArgument(args: string[], usage: string): string {
  const email = args[0] ? normalizeEmail(args[0]) : "";
  if (!email.includes("@") || args.length !== 1) throw new AdminUsageError(`usage: ${usage}`);
  return email;
}

export const grantAdminCommand: AdminCommand = {
  name: "grant-admin",
  usage: "grant-admin <email>",
  summary: "Make the user with this e-mail an administrator (they must have signed in once).",
  async run(args, { database, out }) {
    const email = emailArgument(args, this.usage);
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      out(`No user with e-mail ${email}. They must sign in once first (or list them in ADMIN_EMAILS).`);
      return 1;
    }
    await users.update(user.id, { isAdmin: true });
    out(`${email} (user ${user.id}) is now an administrator.`);
    return 0;
  },
};

export const revokeAdminCommand: AdminCommand = {
  name: "revoke-admin",
  usage: "revoke-admin <email>",
  summary: "Take the administrator role away from the user with this e-mail.",
  async run(args, { database, out }) {
    const email = emailArgument(args, this.usage);
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      out(`No user with e-mail ${email}.`);
      return 1;
    }
    await users.update(user.id, { isAdmin: false });
    out(`${email} (user ${user.id}) is no longer an administrator.`);
    return 0;
  },
};
