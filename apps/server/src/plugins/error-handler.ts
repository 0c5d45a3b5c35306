import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorCatalogue, type ErrorCode, type ErrorEnvelope } from "@studio/contracts";
import { isAppError } from "../errors";

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_REQ_FILE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_PARTS_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_FILES_LIMIT: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_INVALID_JSON_BODY: "BAD_REQUEST",
  FST_ERR_VALIDATION: "VALIDATION",
};

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  msg: string,
  extra: Partial<Pick<ErrorEnvelope, "issues">> & Record<string, unknown> = {},
): FastifyReply {
  const status = errorCatalogue[code].status;
  const body: ErrorEnvelope & Record<string, unknown> = { ...extra, code: status, data: null, msg, error: code, requestId: String(reply.request.id) };
  return reply.status(status).send(body);
}

/**
 * One error handler for the whole API: every failure leaves as the spec's envelope with a stable
 * `error` code. 5xx never show internals to the client; they are logged with the request id.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, "app error");
      // A refusal that knows when to come back says so in the standard header too, for clients that
      // read headers rather than the envelope (the logo API's partners, HTTP libraries' backoff).
      const retryAfter = error.details?.retryAfter;
      if (typeof retryAfter === "number" && !reply.hasHeader("retry-after")) reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfter))));
      return sendError(reply, error.code, error.message, error.details ?? {});
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [String(error.validationContext ?? ""), ...String(v.instancePath).split("/").filter(Boolean)].filter(Boolean).join("."),
        message: v.message ?? "invalid",
      }));
      const first = issues[0];
      return sendError(reply, "VALIDATION", first ? `${first.path}: ${first.message}` : errorCatalogue.VALIDATION.message, { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response does not match its schema");
      return sendError(reply, "INTERNAL", errorCatalogue.INTERNAL.message);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, mapped, errorCatalogue[mapped].message);
    if (error.statusCode === 429) return sendError(reply, "RATE_LIMITED", errorCatalogue.RATE_LIMITED.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 404 ? "NOT_FOUND" : error.statusCode === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      return sendError(reply, code, error.message || errorCatalogue[code].message);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, "INTERNAL", errorCatalogue.INTERNAL.message);
  });
});
