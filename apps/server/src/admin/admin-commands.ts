import type { AdminCommand, OwnDatabaseAdminCommand } from "./admin-command";
import { backupCommand, restoreCommand } from "./backup/backup.command";
import { grantAdminCommand, revokeAdminCommand } from "./grant-admin.command";
import { grantCreditsCommand } from "./grant-credits.command";
import { couponCommand } from "./coupon.command";
import { refundCommand } from "./refund.command";
import { designerCommand } from "./designer.command";
import { apiKeyCommand } from "./api-key.command";
import { affiliateCommand } from "./affiliate.command";

/** Every admin command; a feature adds its own module and one entry here (e.g. grant-credits). */
export const adminCommands: AdminCommand[] = [
  grantAdminCommand,
  revokeAdminCommand,
  grantCreditsCommand,
  couponCommand,
  refundCommand,
  designerCommand,
  apiKeyCommand,
  affiliateCommand,
];

/** Commands that open the database themselves (no migration first): backup and restore. */
export const ownDatabaseCommands: OwnDatabaseAdminCommand[] = [backupCommand, restoreCommand];
