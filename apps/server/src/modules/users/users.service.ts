import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import type { SessionService } from "../auth/session.service";
import { checkUploadedImage } from "../uploads/image-check";
import { userView, type UserFieldsProvider, type UserView } from "./user-view";
import type { UsersRepository } from "./users.repository";
import type { AccountDeletionRepository } from "./account-deletion.repository";
import { deleteFiles, ownedFileKeys } from "./account-files";

export type UsersService = ReturnType<typeof createUsersService>;

const AVATAR_SIZE = 256;

/** Profile, account deletion, roles (admin, blacklist, designer) and the user object other features extend. */
export function createUsersService(deps: {
  users: UsersRepository;
  deletion: AccountDeletionRepository;
  sessions: SessionService;
  storage: Storage;
  now?: () => Date;
  /** How an image URL reaches the page: another site's (a Google avatar) as a signed image proxy link. */
  imageLink?: (url: string) => string;
}) {
  const now = deps.now ?? (() => new Date());
  const providers: UserFieldsProvider[] = [];
  return {
    /** Other features (credits, icons) merge their fields into every user object sent. */
    addUserFields(provider: UserFieldsProvider): void {
      providers.push(provider);
    },

    async view(user: UserRow): Promise<UserView> {
      let extra: Record<string, unknown> = {};
      for (const provider of providers) extra = { ...extra, ...(await provider(user)) };
      return userView(deps.imageLink && user.avatar ? { ...user, avatar: deps.imageLink(user.avatar) } : user, extra);
    },

    async updateProfile(user: UserRow, input: { name?: string | undefined; language?: "en" | "zh" | undefined }): Promise<UserRow> {
      const name = input.name?.trim();
      if (name !== undefined && name.length === 0) throw new AppError("VALIDATION", "Please enter your name.");
      return (await deps.users.update(user.id, { ...(name !== undefined ? { name } : {}), ...(input.language ? { language: input.language } : {}) })) ?? user;
    },

    /**
     * The check of every other upload first (25 MB, 4096x4096, PNG/JPG/WebP/GIF by their bytes, so
     * SVG, TIFF and HEIF are refused with its messages before sharp reads them), then a 256 px WebP
     * without metadata; a failure after the check is 'Failed to upload avatar.'
     */
    async uploadAvatar(user: UserRow, bytes: Buffer): Promise<UserRow> {
      const checked = await checkUploadedImage(bytes);
      let image: Buffer;
      try {
        image = await sharp(checked.bytes).resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 85 }).toBuffer();
      } catch {
        throw new AppError("UNSUPPORTED_MEDIA", "Failed to upload avatar.");
      }
      const key = `avatars/${user.id}-${randomBytes(6).toString("hex")}.webp`;
      await deps.storage.put(key, image);
      const previous = user.avatar.startsWith("/oss/avatars/") ? user.avatar.slice("/oss/".length) : null;
      const updated = await deps.users.update(user.id, { avatar: `/oss/${key}` });
      if (previous) await deps.storage.delete(previous).catch(() => undefined);
      return updated ?? user;
    },

    /**
     * Deletes the account (docs/accounts.md "Deleting an account"): its sessions end first, then its
     * files go (results, exports, uploads, avatar, their variants), then its records in one
     * transaction; the users row stays as an anonymous tombstone for the credit ledger's rows.
     * Files before records, so a failure part-way leaves an account its owner can delete again.
     */
    async deleteAccount(user: UserRow): Promise<void> {
      await deps.sessions.revokeAllForUser(user.id);
      const tasks = await deps.deletion.tasksOf(user.id);
      const workThumbnails = await deps.deletion.workThumbnailsOf(user.id);
      await deleteFiles(deps.storage, [...(await ownedFileKeys(deps.storage, { userId: user.id, avatar: user.avatar, tasks })), ...workThumbnails]);
      await deps.deletion.erase(user, now());
    },

    /** Admin action: the user can no longer sign in or spend; their sessions end now. */
    async blacklist(admin: UserRow, userId: number): Promise<UserRow> {
      if (admin.id === userId) throw new AppError("BAD_REQUEST", "You cannot blacklist yourself.");
      const target = await deps.users.findById(userId);
      if (!target) throw new AppError("NOT_FOUND", "User not found.");
      const updated = target.blacklistedAt ? target : await deps.users.update(userId, { blacklistedAt: now() });
      await deps.sessions.revokeAllForUser(userId);
      return updated ?? target;
    },

    async designerType(userId: number): Promise<number> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError("NOT_FOUND", "User not found.");
      return user.designerType;
    },

    async grantAdmin(emails: string[]): Promise<number> {
      return deps.users.grantAdmin(emails);
    },
  };
}
