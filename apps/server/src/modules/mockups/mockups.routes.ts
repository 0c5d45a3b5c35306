import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mockupPreviewRequestSchema } from "@studio/contracts";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { MockupPreviewService } from "./mockup-preview.service";

/** The free mockup previews (the classic maker's mockups): nothing is saved or charged; the paid tool is aimockup. */
export function mockupsRoutes(deps: {
  previews: MockupPreviewService;
  /** Previews per client a minute: each is a render (about 0.1 s warm, up to 1 s for a scene's first). */
  rateLimitPerMinute: number;
}): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/mockups/preview",
      {
        schema: {
          tags: ["image-tools"],
          security: access.optionalUser,
          summary: "A free preview of a logo (PNG data URL, at most 1024 px a side) on one mockup scene, as WebP 640x480; nothing saved, nothing charged",
          body: mockupPreviewRequestSchema,
          response: { 200: bytesAnswer("The mockup (WebP)", ["image/webp"]) },
        },
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const { logo, scene, surface } = request.body;
        const png = Buffer.from(logo.slice(logo.indexOf(",") + 1), "base64");
        const webp = await deps.previews.preview(png, scene, surface);
        // The same logo and scene always give the same picture: the browser may keep it.
        return reply.type("image/webp").header("cache-control", "private, max-age=3600").send(webp);
      },
    );
  };
}
