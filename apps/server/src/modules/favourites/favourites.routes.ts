import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  deleteFavouriteResultSchema,
  envelopeSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  favouriteParamsSchema,
  hasUploadIconsSchema,
  ok,
  savedLogoSchema,
  saveFavouriteBodySchema,
  saveFavouriteResultSchema,
  showCountsSchema,
  storeLogonameBodySchema,
  storeLogonameResultSchema,
  viCardListSchema,
} from "@studio/contracts";
import { z } from "zod";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import type { ViService } from "../vi/vi.service";
import type { FavouritesService } from "./favourites.service";

/** Spec 03 section 8: these calls answer a visitor with 'You are not logged in!'. */
function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("NOT_LOGGED_IN");
  return request.user;
}

/** The classic maker's favourites (spec 03 section 7): saved and bought logos, counts, the remembered name. */
export function favouritesRoutes(deps: { favourites: FavouritesService; vi: Pick<ViService, "list"> }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["classic-maker"];
    const security = access.user;

    typed.get(
      "/api/user/favourite",
      {
        schema: {
          tags,
          security,
          summary:
            "A page of the user's saved logos (type=all) or bought ones (type=bought), or with tab=vi their VI cards; 12 a page, newest change first, `more` false on the last",
          querystring: favouriteListQuerySchema,
          response: { 200: envelopeSchema(z.union([favouriteListSchema, viCardListSchema])) },
        },
      },
      async (request) => {
        const user = signedIn(request);
        return ok(request.query.tab === "vi" ? await deps.vi.list(user, request.query.page) : await deps.favourites.list(user, request.query));
      },
    );
    typed.get(
      "/api/user/favourite/:id",
      {
        schema: {
          tags,
          security,
          summary: "One saved logo, whole (owner or admin)",
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(savedLogoSchema) },
        },
      },
      async (request) => ok(await deps.favourites.get(signedIn(request), request.params.id)),
    );
    typed.post(
      "/api/user/favourite",
      {
        schema: {
          tags,
          security,
          summary: "Save a logo ({data, gradient, gtoken, svg}); data.fa_id set replaces that saved logo. The kept SVG is the server's render of the design",
          body: saveFavouriteBodySchema,
          response: { 200: envelopeSchema(saveFavouriteResultSchema) },
        },
      },
      async (request) => ok(await deps.favourites.save(signedIn(request), request.body)),
    );
    typed.delete(
      "/api/user/favourite/:id",
      {
        schema: {
          tags,
          security,
          summary: "Delete a saved logo (owner only; a bought logo stays: 'Delete failed')",
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(deleteFavouriteResultSchema) },
        },
      },
      async (request) => ok(await deps.favourites.remove(signedIn(request), request.params.id)),
    );
    typed.post(
      "/api/user/storeLogoname",
      {
        schema: {
          tags,
          security,
          summary: "Remember the logo name the user typed",
          body: storeLogonameBodySchema,
          response: { 200: envelopeSchema(storeLogonameResultSchema) },
        },
      },
      async (request) => ok(await deps.favourites.storeName(signedIn(request), request.body.logoname)),
    );
    typed.get(
      "/api/user/showCounts",
      {
        schema: { tags, security, summary: "The saved and bought counters and the remembered logo name", response: { 200: envelopeSchema(showCountsSchema) } },
      },
      async (request) => ok(await deps.favourites.counts(signedIn(request))),
    );
    typed.get(
      "/api/checkHasUploadIcons",
      { schema: { tags, security, summary: "Whether the user has uploaded an image of their own", response: { 200: envelopeSchema(hasUploadIconsSchema) } } },
      async (request) => ok(await deps.favourites.hasUploadIcons(signedIn(request))),
    );
  };
}
