import type { ImageRecord, ImageSample } from "@studio/contracts";

type Sign = (url: string) => string;

/**
 * A record with its result paths turned into signed links (oss/result-links.ts), for the answers that
 * go to the record's owner or an admin. Records keep bare paths in the database: links expire.
 */
export function signRecord<T extends ImageRecord>(record: T, sign: Sign): T {
  return {
    ...record,
    src: sign(record.src),
    url: sign(record.url),
    preview: sign(record.preview),
    model: { ...record.model, out_image: sign(record.model.out_image) },
    sample: record.sample ? { ...record.sample, preview: sign(record.sample.preview) } : null,
  };
}

/** An admin sample with signed links (samples are listed to admins only). */
export function signSample(sample: ImageSample, sign: Sign): ImageSample {
  return { ...sample, src: sign(sample.src), preview: sign(sample.preview) };
}
