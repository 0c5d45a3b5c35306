import type { AnimationFormat } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/** The logo animation's call (server: apps/server/src/modules/logo-animation). */
export const animationApi = {
  /** The server's yes before the page makes a file (403 PACKAGE_REQUIRED when the logo lacks the right). Quiet: the page shows the offer itself. */
  permit: (designId: string, format: AnimationFormat) =>
    api.post("/api/logo-animation/permit", { designId, format }, { schema: contractSchema((c) => c.logoAnimationPermitSchema), quiet: true }),
};
