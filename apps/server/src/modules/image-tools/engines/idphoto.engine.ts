import { composeIdPhoto, findHead, idPhotoSheet, personConfidence, removePersonBackground } from "@studio/image-tools";
import { idPhotoBackgrounds, idPhotoSizes } from "@studio/contracts";
import { ToolFailure } from "../tool-failure";
import type { ToolEngine, ToolOutput } from "../tool-engine.types";

/** Under this share of the frame the person model found no one to photograph. */
const MIN_PERSON_COVERAGE = 0.02;

/**
 * ID photos (ledger kind idphoto 20) offline: the person cut out by the person model, framed by the
 * head to the standard size (1 inch 295x413, 2 inch 413x579, passport 35x45 mm = 413x531 at 300 dpi)
 * on white, blue or red, as a 300 dpi JPEG; with `sheet`, a second result: a 6x4 inch sheet of copies
 * with cut lines. A photo without a person fails (and is refunded).
 */
export function idphotoEngine(): ToolEngine<"idphoto"> {
  return {
    tool: "idphoto",
    methods: ["idphoto"],
    availability: () => ({ available: true }),
    paid: () => false,
    async run(input, ctx) {
      if (!input.image) throw new ToolFailure("tool_no_source");
      const raw = await input.image.raw();
      const person = personConfidence(raw);
      if (person.coverage < MIN_PERSON_COVERAGE) throw new ToolFailure("tool_no_person");
      await ctx.reportProgress(0.4);
      const cut = removePersonBackground(raw, person);
      const head = findHead(cut.alpha, raw.width, raw.height);
      if (!head) throw new ToolFailure("tool_no_person");
      const size = idPhotoSizes[input.options.size];
      const background = idPhotoBackgrounds[input.options.background];
      ctx.signal.throwIfAborted();
      const photo = await composeIdPhoto(cut.image, head, { size, background });
      await ctx.reportProgress(0.8);
      const first: ToolOutput = { bytes: photo.bytes, contentType: "image/jpeg", extension: "jpg", width: photo.width, height: photo.height };
      const extra: Record<string, unknown> = { size: input.options.size, background: input.options.background, dpi: 300 };
      if (!input.options.sheet) return { ...first, method: "idphoto", extra };
      const sheet = await idPhotoSheet(photo.bytes, size);
      return {
        ...first,
        method: "idphoto",
        more: [{ bytes: sheet.bytes, contentType: "image/jpeg", extension: "jpg", width: sheet.width, height: sheet.height }],
        extra: { ...extra, copies: sheet.copies },
      };
    },
  };
}
