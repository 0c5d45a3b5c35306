import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { uploadLimits } from "@studio/domain";
import { AppError } from "../../errors";
import { clearSessionCookie, requireAdmin, requireUser } from "../../plugins/auth";
import { fileBytes } from "../uploads/image-check";
import { canReadDesignerType } from "./users.policy";
import type { UsersService } from "./users.service";

/** The current user, profile, account deletion and the role calls of the spec. */
export const usersRoutes =
  (deps: { config: Config; users: UsersService }): FastifyPluginAsync =>
  async (app) => {
    // The limits of every other upload: one byte over the size limit is enough to refuse it.
    await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes + 1, files: 1 } });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["users"];
    const { users } = deps;

    // A visitor gets data null, not 401: the page asks on every load and must not open the login panel.
    typed.get("/api/user", { schema: { tags, summary: "The signed-in user (null for a visitor)" } }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      // `partner`: the embedding partner of this session (SDK iframe mode), decided by the server;
      // the browser skips its credit dialogs only then (the server meters the partner instead).
      return { code: 200, data: request.user ? { ...(await users.view(request.user)), partner: request.partner } : null, msg: "success" };
    });

    typed.post(
      "/api/user/profile",
      { schema: { tags, summary: "Change name or language", body: z.object({ name: z.string().max(80).optional(), language: z.enum(["en", "zh"]).optional() }) } },
      async (request) => {
        const updated = await users.updateProfile(requireUser(request), request.body);
        return { code: 200, data: await users.view(updated), msg: "success" };
      },
    );

    typed.post("/api/user/avatar", { schema: { tags, summary: "Upload an avatar image (multipart field file)" } }, async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA", "Failed to upload avatar.");
      const file = await request.file();
      if (!file) throw new AppError("BAD_REQUEST", "Failed to upload avatar.");
      const updated = await users.uploadAvatar(user, await fileBytes(file));
      return { code: 200, data: await users.view(updated), msg: "success" };
    });

    typed.delete("/api/user", { schema: { tags, summary: "Delete the account (revokes every session)" } }, async (request, reply) => {
      await users.deleteAccount(requireUser(request));
      clearSessionCookie(reply, deps.config);
      return { code: 200, data: null, msg: "success" };
    });

    typed.post(
      "/api/user/blacklist/:id",
      { schema: { tags, summary: "Blacklist a user (admin)", params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request) => {
        const admin = requireAdmin(request);
        const updated = await users.blacklist(admin, request.params.id);
        return { code: 200, data: { user_id: updated.id, blacklisted: true }, msg: "Succeed" };
      },
    );

    typed.get(
      "/api/getUserDesignerType/:userId",
      { schema: { tags, summary: "The designer type of a user (0: not a designer)", params: z.object({ userId: z.coerce.number().int().positive() }) } },
      async (request) => {
        const viewer = requireUser(request);
        // Anyone may know their own type; an admin may look anyone up.
        if (!canReadDesignerType(viewer, request.params.userId)) throw new AppError("FORBIDDEN");
        return { code: 200, data: { designer_type: await users.designerType(request.params.userId) }, msg: "success" };
      },
    );
  };
