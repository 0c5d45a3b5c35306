import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createFeaturedRequestSchema,
  createSampleRequestSchema,
  envelopeSchema,
  featuredEntrySchema,
  featuredListQuerySchema,
  featuredSampleSchema,
  imageFavouriteSchema,
  imageListQuerySchema,
  imageRecordSchema,
  type ImageRecord,
  type ImageSample,
  ok,
  sampleListQuerySchema,
  removedSchema,
  sampleSchema,
  saveImageRequestSchema,
  updateFeaturedRequestSchema,
  updateSampleRequestSchema,
  worksQuerySchema,
  worksPageSchema,
} from "@studio/contracts";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { ResultLinks } from "../oss/result-links";
import type { UserRow } from "../../db/schema";
import { getsLinksToEveryResult } from "./images.policy";
import { resultTaskOf, type ImagesService } from "./images.service";
import { signRecord, signSample } from "./record-links";
import type { SamplesService } from "./samples.service";
import type { ImageTagsService } from "./image-tags.service";
import { imageTagsRoutes } from "./image-tags.routes";

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const imgIdParams = z.object({ img_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const deleted = envelopeSchema(removedSchema);

/**
 * AI image records (issue 7; spec 01 sections 3 and 7, 02 sections 3, 4 and 7). Lists answer a plain
 * array; the browser's 'more' flag is "the page came back full". Paths are listed in README.md here.
 */
export const imagesRoutes =
  (deps: { images: ImagesService; samples: SamplesService; tags: ImageTagsService; links: ResultLinks }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const { images, samples } = deps;
    // Records go to their owner or an admin with signed links to the full-size results; the public
    // featured list keeps bare paths (only the watermarked previews open without a link).
    // Owners get links for results of their own tasks only (a copied featured sample is someone else's).
    const signedAll = async <T extends ImageRecord>(user: UserRow, records: T[]): Promise<T[]> => {
      const own = getsLinksToEveryResult(user)
        ? undefined
        : await images.ownResultTasks(
            user,
            records.flatMap((r) => [r.src, r.preview, r.model.out_image]),
          );
      const sign = (url: string) => (own === undefined || own.has(resultTaskOf(url) ?? "") ? deps.links.sign(url) : url);
      return records.map((record) => signRecord(record, sign));
    };
    const signed = async <T extends ImageRecord>(user: UserRow, record: T): Promise<T> => (await signedAll(user, [record]))[0] ?? record;
    const signedSample = (sample: ImageSample) => signSample(sample, deps.links.sign);
    const signedFeatured = <T extends { preview: string }>(entry: T) => ({ ...entry, preview: deps.links.sign(entry.preview) });
    app.addHook("onSend", async (request, reply) => {
      if (request.user) reply.header("cache-control", "private, no-cache");
    });
    await app.register(imageTagsRoutes({ tags: deps.tags, signed }));

    typed.get(
      "/api/ai-design/ai-images",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Image records, newest first (own records; admins everyone's unless self)",
          querystring: imageListQuerySchema,
          response: { 200: envelopeSchema(z.array(imageRecordSchema)) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signedAll(user, await images.list(user, request.query)));
      },
    );
    typed.post(
      "/api/ai-design/ai-images",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Save an image of this site (an /oss/ file or the user's own task result)",
          body: saveImageRequestSchema,
          response: { 200: envelopeSchema(imageRecordSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await images.save(user, request.body, request.host)));
      },
    );
    typed.get(
      "/api/ai-design/ai-images/:id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "One image record (own; admins any); others' ids are 404 (the image tools open ?image={id} with it)",
          params: idParams,
          response: { 200: envelopeSchema(imageRecordSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await images.get(user, request.params.id)));
      },
    );
    typed.delete(
      "/api/ai-design/ai-images/:id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Delete an image record; its files go once no live record uses them; others' ids are 404",
          params: idParams,
          response: { 200: deleted },
        },
      },
      async (request) => {
        await images.remove(requireUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );

    // Favourites of image records; the classic maker's saved logos are /api/user/favourite, a different thing.
    for (const [method, favourite] of [
      ["PUT", true],
      ["DELETE", false],
    ] as const) {
      typed.route({
        method,
        url: "/api/ai-design/ai-images/:id/favourite",
        schema: {
          tags: ["images"],
          security: access.user,
          summary: favourite ? "Mark an image record as favourite (idempotent)" : "Unmark an image record as favourite (idempotent)",
          params: idParams,
          response: { 200: envelopeSchema(imageFavouriteSchema) },
        },
        handler: async (request) => ok(await images.setFavourite(requireUser(request), request.params.id, favourite)),
      });
    }

    typed.get(
      "/api/user/ai-design/works",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "The signed-in user's works, newest first, at data.list (spec 03 section 7)",
          querystring: worksQuerySchema,
          response: { 200: envelopeSchema(worksPageSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const list = await signedAll(user, await images.works(user, request.query));
        return ok({ list, page: request.query.page, size: request.query.size });
      },
    );
    typed.post(
      "/api/user/ai-design/works/duplicate/:id",
      {
        schema: {
          tags: ["images"],
          security: access.user,
          summary: "Copy an own record or a featured sample into the user's works",
          params: idParams,
          response: { 200: envelopeSchema(imageRecordSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await signed(user, await images.duplicate(user, request.params.id)));
      },
    );

    typed.get(
      "/api/ai-design/featured-samples",
      {
        schema: {
          tags: ["images"],
          security: access.optionalUser,
          summary: "Featured samples, newest first (public)",
          querystring: featuredListQuerySchema,
          response: { 200: envelopeSchema(z.array(featuredEntrySchema)) },
        },
      },
      async (request) => {
        const entries = await samples.listFeatured(request.query);
        const admin = request.user && getsLinksToEveryResult(request.user) ? request.user : undefined;
        if (!admin) return ok(entries);
        const records = await signedAll(
          admin,
          entries.map((entry) => entry.image),
        );
        return ok(entries.map((entry, i) => ({ ...entry, preview: deps.links.sign(entry.preview), image: records[i] ?? entry.image })));
      },
    );
    typed.post(
      "/api/ai-design/featured-samples",
      {
        schema: {
          tags: ["images"],
          security: access.admin,
          summary: "Feature an image record (admin)",
          body: createFeaturedRequestSchema,
          response: { 200: envelopeSchema(featuredSampleSchema) },
        },
      },
      async (request) => ok(signedFeatured(await samples.feature(requireAdmin(request), request.body, request.host))),
    );
    typed.put(
      "/api/ai-design/featured-samples/:img_id",
      {
        schema: {
          tags: ["images"],
          security: access.admin,
          summary: "Change a featured sample's prompt or preview (admin)",
          params: imgIdParams,
          body: updateFeaturedRequestSchema,
          response: { 200: envelopeSchema(featuredSampleSchema) },
        },
      },
      async (request) => ok(signedFeatured(await samples.updateFeatured(requireAdmin(request), request.params.img_id, request.body, request.host))),
    );
    typed.delete(
      "/api/ai-design/featured-samples/:img_id",
      { schema: { tags: ["images"], security: access.admin, summary: "Cancel a featured sample (admin)", params: imgIdParams, response: { 200: deleted } } },
      async (request) => {
        requireAdmin(request);
        await samples.cancelFeatured(request.params.img_id);
        return ok({ id: request.params.img_id });
      },
    );

    typed.get(
      "/api/ai-design/ai-images-samples",
      {
        schema: {
          tags: ["images"],
          security: access.admin,
          summary: "Admin samples (page 1, size 50)",
          querystring: sampleListQuerySchema,
          response: { 200: envelopeSchema(z.array(sampleSchema)) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok((await samples.listSamples(request.query)).map(signedSample));
      },
    );
    typed.post(
      "/api/ai-design/ai-images-samples",
      {
        schema: {
          tags: ["images"],
          security: access.admin,
          summary: "Add an admin sample",
          body: createSampleRequestSchema,
          response: { 200: envelopeSchema(sampleSchema) },
        },
      },
      async (request) => ok(signedSample(await samples.createSample(requireAdmin(request), request.body, request.host))),
    );
    typed.put(
      "/api/ai-design/ai-images-samples/:id",
      {
        schema: {
          tags: ["images"],
          security: access.admin,
          summary: "Change an admin sample",
          params: idParams,
          body: updateSampleRequestSchema,
          response: { 200: envelopeSchema(sampleSchema) },
        },
      },
      async (request) => ok(signedSample(await samples.updateSample(requireAdmin(request), request.params.id, request.body, request.host))),
    );
    typed.delete(
      "/api/ai-design/ai-images-samples/:id",
      { schema: { tags: ["images"], security: access.admin, summary: "Delete an admin sample", params: idParams, response: { 200: deleted } } },
      async (request) => {
        requireAdmin(request);
        await samples.deleteSample(request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
