import { z } from "zod";

/** Which design a mobile-upload link belongs to: the editor's work id or its /design/{path} key. */
export const mobileUploadDesignSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:/-]+$/, "letters, digits and . : / - _ only")
  .describe("The design the phone's files go to: a work id or the editor's design path");

export const mobileUploadLinkRequestSchema = z.object({ design: mobileUploadDesignSchema });
export type MobileUploadLinkRequest = z.infer<typeof mobileUploadLinkRequestSchema>;

/** A new link: `url` is what the QR code encodes (the token is in its #fragment). */
export const mobileUploadLinkSchema = z.object({
  id: z.string(),
  design: z.string(),
  url: z.string(),
  expires_at: z.string(),
  max_bytes: z.number().int(),
});
export type MobileUploadLink = z.infer<typeof mobileUploadLinkSchema>;

/** What the phone's page learns from its token: whether it may still send, and the limit. */
export const mobileUploadGrantSchema = z.object({
  expires_at: z.string(),
  max_bytes: z.number().int(),
  received: z.number().int(),
  max_files: z.number().int(),
});
export type MobileUploadGrant = z.infer<typeof mobileUploadGrantSchema>;

/** A file the phone sent, as the editor sees it (in order: `seq` grows by one per file of the link). */
export const mobileUploadFileSchema = z.object({
  seq: z.number().int(),
  src: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type MobileUploadFile = z.infer<typeof mobileUploadFileSchema>;

/** The phone's answer: the stored image's name and size (its /oss path is the editor's to see). */
export const mobileUploadReceivedSchema = z.object({ seq: z.number().int(), name: z.string(), width: z.number().int(), height: z.number().int() });
export type MobileUploadReceived = z.infer<typeof mobileUploadReceivedSchema>;

export const mobileUploadFilesQuerySchema = z.object({ after: z.coerce.number().int().min(0).max(1_000_000).default(0) });

/** The editor's poll (every 2 s): files after `after`, and whether the link has expired (then it stops). */
export const mobileUploadFilesSchema = z.object({ files: z.array(mobileUploadFileSchema), expires_at: z.string(), expired: z.boolean() });
export type MobileUploadFiles = z.infer<typeof mobileUploadFilesSchema>;
