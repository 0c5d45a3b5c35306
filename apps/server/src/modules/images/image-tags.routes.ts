import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bindTagRequestSchema,
  createTagRequestSchema,
  envelopeSchema,
  imageRecordSchema,
  imageTagParamsSchema,
  imageTagSchema,
  ok,
  removedSchema,
  setImageTagsRequestSchema,
  tagListQuerySchema,
  updateTagRequestSchema,
  type ImageRecord,
} from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { UserRow } from "../../db/schema";
import type { ImageTagsService } from "./image-tags.service";

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const recordAnswer = { 200: envelopeSchema(imageRecordSchema) };

/**
 * Tags by product type (spec 02 sections 3 and 7): shared tags and each user's own, set, added and
 * removed on records, and bound to an upload. Registered by imagesRoutes, whose `signed` gives the
 * answered record its signed links.
 */
export const imageTagsRoutes =
  (deps: { tags: ImageTagsService; signed: (user: UserRow, record: ImageRecord) => Promise<ImageRecord> }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const { tags, signed } = deps;
    const tagAnswer = { 200: envelopeSchema(imageTagSchema) };

    typed.get(
      "/api/ai-design/ai-images/tags",
      {
        schema: {
          tags: ["images"],
          security: access.optionalUser,
          summary: "Tags of a product type: shared ones and the caller's own, by name, pages of 20",
          querystring: tagListQuerySchema,
          response: { 200: envelopeSchema(z.array(imageTagSchema)) },
        },
      },
      async (request) => ok(await tags.list(request.user, request.query)),
    );
    typed.post(
      "/api/ai-design/ai-images/tags",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Create a tag: the user's own (at most 100 per type); an admin's is shared; an existing name answers that tag",
          body: createTagRequestSchema,
          response: tagAnswer,
        },
      },
      async (request) => ok(await tags.create(requireUser(request), request.body.type, request.body.name)),
    );
    typed.put(
      "/api/ai-design/image-tags/:id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Rename an own tag (admins: any); others' tags are 404",
          params: idParams,
          body: updateTagRequestSchema,
          response: tagAnswer,
        },
      },
      async (request) => ok(await tags.rename(requireUser(request), request.params.id, request.body.name), "Success!"),
    );
    typed.delete(
      "/api/ai-design/image-tags/:id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Delete an own tag (admins: any) and unbind it from every record",
          params: idParams,
          response: { 200: envelopeSchema(removedSchema) },
        },
      },
      async (request) => {
        await tags.remove(requireUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
    typed.post(
      "/api/ai-design/ai-images/bind-tag",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Bind tags to an own upload (/oss/uploads/{userId}/...): it becomes a record (action_type upload) once",
          body: bindTagRequestSchema,
          response: recordAnswer,
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await tags.bindToUpload(user, request.body)), "Succeed");
      },
    );
    typed.post(
      "/api/ai-design/ai-images/:id/tags",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Set the tags of an image (shared or the owner's own, of its product type)",
          params: idParams,
          body: setImageTagsRequestSchema,
          response: recordAnswer,
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await tags.set(user, request.params.id, request.body.tag_ids)), "Success!");
      },
    );
    typed.put(
      "/api/ai-design/ai-images/:id/tags/:tag_id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Add one tag to an image (idempotent)",
          params: imageTagParamsSchema,
          response: recordAnswer,
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await tags.add(user, request.params.id, request.params.tag_id)), "Success!");
      },
    );
    typed.delete(
      "/api/ai-design/ai-images/:id/tags/:tag_id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Remove one tag from an image (idempotent)",
          params: imageTagParamsSchema,
          response: recordAnswer,
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await tags.unbind(user, request.params.id, request.params.tag_id)), "Success!");
      },
    );
  };
