import { createDesignerRepository } from "../modules/designer/designer.repository";
import { grantedDesignerType } from "../modules/designer/designer.policy";
import { normalizeEmail } from "../modules/users/users.repository";
import { AdminUsageError, type AdminCommand } from "./admin-command";

/** `designer grant EMAIL` / `designer revoke EMAIL`: the designer role (issue 17), as the admin page's form does. */
export const designerCommand: AdminCommand = {
  name: "designer",
  usage: "designer grant|revoke <email>",
  summary: "Make the user with this e-mail a designer (they see and answer designer-fix orders at /designer and bypass download checks), or stop it.",
  async run(args, { database, out }) {
    const [action, rawEmail] = args;
    const email = rawEmail ? normalizeEmail(rawEmail) : "";
    if ((action !== "grant" && action !== "revoke") || !email.includes("@") || args.length !== 2) throw new AdminUsageError(`usage: ${this.usage}`);
    const user = await createDesignerRepository(database.db).setDesignerType(email, action === "grant" ? grantedDesignerType : 0);
    if (!user) {
      out(`No user with e-mail ${email}. They must sign in once first.`);
      return 1;
    }
    out(action === "grant" ? `${email} (user ${user.id}) is now a designer.` : `${email} (user ${user.id}) is no longer a designer.`);
    return 0;
  },
};
