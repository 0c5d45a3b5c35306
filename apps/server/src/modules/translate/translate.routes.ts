import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/auth";
import type { ChatMessage } from "./chat-stream";
import type { TranslationService } from "./translation.service";
import { access } from "../../plugins/api-access";
import { eventStreamAnswer } from "../../plugins/openapi-responses";
import { hijackWithHeaders } from "../../plugins/hijack";

const chatRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string().max(8000) }))
    .min(1)
    .max(20)
    .refine((messages) => messages.some((m) => m.role === "user"), { message: "needs a user message" }),
  model: z.string().max(60).optional(),
});

/** One SSE event per piece; a piece with line breaks becomes several data lines, which clients join with \n. */
const event = (text: string) =>
  `${text
    .split("\n")
    .map((line) => `data: ${line}`)
    .join("\n")}\n\n`;

/**
 * POST /api/openai/chat: translation (spec 01 section 7) as a stream of server-sent events whose
 * data pieces, joined, are the answer. With an OpenAI-compatible key configured it streams the
 * model's answer; without one, or if the model fails before answering, it streams the original
 * text back unchanged — the spec's own fallback — and says so in `x-translation: original`.
 */
export const translateRoutes =
  (deps: { translation: TranslationService }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/api/openai/chat",
      {
        schema: {
          tags: ["translate"],
          security: access.user,
          summary: "Translate by chat, streamed as server-sent events (falls back to the original text)",
          body: chatRequestSchema,
          response: {
            200: eventStreamAnswer(
              "The answer in pieces; header x-translation: model, or original when no model answered",
              "a piece of the answer; the last event is [DONE]",
            ),
          },
        },
      },
      async (request, reply) => {
        requireUser(request);
        const messages = request.body.messages as ChatMessage[];
        const original = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
        const controller = new AbortController();
        request.raw.on("close", () => controller.abort());
        let sent = false;
        let pieces = deps.translation.stream(messages, { model: request.body.model, signal: controller.signal });
        let first: IteratorResult<string> | undefined;
        if (pieces) {
          try {
            first = await pieces.next();
          } catch (error) {
            request.log.warn({ err: error }, "translation model failed; answering with the original text");
            pieces = undefined;
          }
        }
        hijackWithHeaders(reply);
        reply.raw.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache",
          "x-translation": pieces ? "model" : "original",
        });
        if (pieces && first) {
          try {
            for (let step = first; !step.done; step = await pieces.next()) {
              reply.raw.write(event(step.value));
              sent = true;
            }
          } catch (error) {
            request.log.warn({ err: error }, "translation stream broke off");
          }
        }
        if (!sent) reply.raw.write(event(original));
        reply.raw.end("data: [DONE]\n\n");
      },
    );
  };
