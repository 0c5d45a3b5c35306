import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { blacklistedSchema, currentUserSchema, designerTypeSchema, envelopeSchema, ok, sessionUserSchema, updateProfileRequestSchema } from "@studio/contracts";
import type { Config } from "../../config";
import { uploadLimits } from "@studio/domain";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
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
    const userEnvelope = envelopeSchema(sessionUserSchema);

    // A visitor gets data null, not 401: the page asks on every load and must not open the login panel.
    typed.get(
      "/api/user",
      {
        schema: {
          tags,
          security: access.optionalUser,
          summary: "The signed-in user (null for a visitor)",
          response: { 200: envelopeSchema(currentUserSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        // `partner`: the embedding partner of this session (SDK iframe mode), decided by the server;
        // the browser skips its credit dialogs only then (the server meters the partner instead).
        return ok(request.user ? { ...(await users.view(request.user)), partner: request.partner } : null);
      },
    );

    typed.post(
      "/api/user/profile",
      { schema: { tags, security: access.user, summary: "Change name or language", body: updateProfileRequestSchema, response: { 200: userEnvelope } } },
      async (request) => {
        const updated = await users.updateProfile(requireUser(request), request.body);
        return ok(await users.view(updated));
      },
    );

    typed.post(
      "/api/user/avatar",
      { schema: { tags, security: access.user, summary: "Upload an avatar image (multipart field file)", response: { 200: userEnvelope } } },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA", "Failed to upload avatar.");
        const file = await request.file();
        if (!file) throw new AppError("BAD_REQUEST", "Failed to upload avatar.");
        const updated = await users.uploadAvatar(user, await fileBytes(file));
        return ok(await users.view(updated));
      },
    );

    typed.delete(
      "/api/user",
      { schema: { tags, security: access.user, summary: "Delete the account (revokes every session)", response: { 200: envelopeSchema(z.null()) } } },
      async (request, reply) => {
        await users.deleteAccount(requireUser(request));
        clearSessionCookie(reply, deps.config);
        return ok(null);
      },
    );

    typed.post(
      "/api/user/blacklist/:id",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Blacklist a user (admin)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeSchema(blacklistedSchema) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const updated = await users.blacklist(admin, request.params.id);
        return ok({ user_id: updated.id, blacklisted: true as const }, "Succeed");
      },
    );

    typed.get(
      "/api/getUserDesignerType/:userId",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The designer type of a user (0: not a designer)",
          params: z.object({ userId: z.coerce.number().int().positive() }),
          response: { 200: envelopeSchema(designerTypeSchema) },
        },
      },
      async (request) => {
        const viewer = requireUser(request);
        // Anyone may know their own type; an admin may look anyone up.
        if (!canReadDesignerType(viewer, request.params.userId)) throw new AppError("FORBIDDEN");
        return ok({ designer_type: await users.designerType(request.params.userId) });
      },
    );
  };
