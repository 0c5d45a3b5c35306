import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { nameChatRequestSchema } from "@studio/contracts";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { eventStreamAnswer } from "../../plugins/openapi-responses";
import type { NameChat } from "./name-chat.service";
import { hijackWithHeaders } from "../../plugins/hijack";

/**
 * POST /api/name-chat: business names and slogans for a description (spec 03's name chat), as
 * server-sent events: one `data: {"name","slogan","sloganWords"}` event per line, then `data: [DONE]`.
 * Over the daily limit the answer is the envelope 429 NAME_CHAT_LIMIT, before any event.
 */
export const nameChatRoutes =
  (deps: { nameChat: NameChat }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/api/name-chat",
      {
        schema: {
          tags: ["name-chat"],
          security: access.user,
          summary: "Suggest 10 business names with slogans of up to 3 words, streamed as server-sent events",
          body: nameChatRequestSchema,
          response: { 200: eventStreamAnswer("One event per suggestion", "a JSON suggestion {name, slogan, sloganWords}; the last event is [DONE]") },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const controller = new AbortController();
        request.raw.on("close", () => controller.abort());
        const suggestions = await deps.nameChat.answer(user.id, request.body, controller.signal);
        hijackWithHeaders(reply);
        reply.raw.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
        try {
          for await (const suggestion of suggestions) reply.raw.write(`data: ${JSON.stringify(suggestion)}\n\n`);
        } catch (error) {
          request.log.warn({ err: error }, "name chat stream broke off");
        }
        reply.raw.end("data: [DONE]\n\n");
      },
    );
  };
