import { z } from "zod";

/**
 * Success answers that are not the JSON envelope, declared so the OpenAPI document says what they
 * send (routes' `schema.response`). Fastify serialises none of them: the handlers send bytes, a
 * stream or nothing.
 */

/** Bytes of these media types: a Buffer or stream the handler sends as it is. */
export function bytesContent(mediaTypes: readonly string[]) {
  // unknown for the handler's types (it sends a Buffer or a stream); the document says bytes of the type.
  return Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.unknown().meta({ type: "string", contentMediaType: type }) }]));
}

/** Bytes of one of these media types (an image). */
export function bytesAnswer(description: string, mediaTypes: readonly string[]) {
  return { description, content: bytesContent(mediaTypes) };
}

/** A stream of server-sent events; `data` says what each event's data line holds. */
export function eventStreamAnswer(description: string, data: string) {
  return { description, content: { "text/event-stream": { schema: z.string().describe(data) } } };
}

/** No body: 302 (Location says where), 304 (the cached copy is current). */
export function emptyAnswer(description: string) {
  return z.null().describe(description);
}
