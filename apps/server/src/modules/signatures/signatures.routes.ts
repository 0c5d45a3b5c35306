import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  deleteSignatureResultSchema,
  envelopeSchema,
  ok,
  saveSignatureBodySchema,
  signatureListQuerySchema,
  signatureListSchema,
  signatureParamsSchema,
  signatureSchema,
} from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import type { SignaturesService } from "./signatures.service";

/** Spec 03 section 8: the classic area's calls answer a visitor with 'You are not logged in!'. */
function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("NOT_LOGGED_IN");
  return request.user;
}

/** E-mail signatures (spec 03 section 7: GET /api/email/model?page, POST /api/email/delete/{id}; the save call is ours). */
export function signaturesRoutes(deps: { signatures: SignaturesService }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["signatures"];
    const security = access.user;

    typed.get(
      "/api/email/model",
      {
        schema: {
          tags,
          security,
          summary: "A page of the user's e-mail signatures ({id, html} and the fields they were made from), 12 a page, newest change first",
          querystring: signatureListQuerySchema,
          response: { 200: envelopeSchema(signatureListSchema) },
        },
      },
      async (request) => ok(await deps.signatures.list(signedIn(request), request.query.page)),
    );
    typed.post(
      "/api/email/model",
      {
        schema: {
          tags,
          security,
          summary:
            "Save an e-mail signature from its fields (the server makes the HTML; logo = a saved logo's fa_id, stored as a PNG); id set replaces that one",
          body: saveSignatureBodySchema,
          response: { 200: envelopeSchema(signatureSchema) },
        },
      },
      async (request) => ok(await deps.signatures.save(signedIn(request), request.body)),
    );
    typed.post(
      "/api/email/delete/:id",
      {
        schema: {
          tags,
          security,
          summary: "Delete one of the user's e-mail signatures (owner only; another's answers 404)",
          params: signatureParamsSchema,
          response: { 200: envelopeSchema(deleteSignatureResultSchema) },
        },
      },
      async (request) => ok(await deps.signatures.remove(signedIn(request), request.params.id)),
    );
  };
}
