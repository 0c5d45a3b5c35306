import type { AspectRatio } from "@studio/contracts";
import { LOGO_STYLES, paletteByName, type LogoStyle, type Palette } from "@studio/logo-engine";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ProviderRegistry } from "../../providers/registry";
import type { Storage } from "../../storage/storage";
import type { ImageTaskInput } from "./image-task.handlers";
import { canEditResultOf } from "./tasks.policy";
import type { TasksService } from "./tasks.service";
import type { TaskRow } from "./tasks.schema";

/** A result image path: /oss/ai-images/{taskId}/{n}.{ext} (see task-images.ts). */
const resultPath = /^\/oss\/ai-images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,2})\.(png|jpg|webp|svg)$/i;
const styleDataKey = "ai-logo-style/data.json";

export type EditSubmit = {
  image: string;
  prompt: string;
  filesUrl: string[];
  nVariants: 1 | 4;
  action: "" | "color";
  palette?: string;
};

export type ImageEditDeps = {
  tasks: TasksService;
  storage: Storage;
  /** The model each mode runs on here: its spec model when served, else the local designer. */
  models: Pick<ProviderRegistry, "forMode">;
  cost: number;
  deadlineMs: number;
};

/** The source of an edit: the task that made the image, its place in the result and its design document. */
type EditSource = { task: TaskRow; url: string; document: unknown; groupId: string };

/** The style group a sample design belongs to, read from the admin-curated style data file. */
async function styleOf(storage: Storage, url: string): Promise<LogoStyle | undefined> {
  const path = url.split(/[?#]/)[0] ?? "";
  const thumb = /^\/oss\/ai-logo-style\/thumb\/([a-z]+)\.png$/.exec(path)?.[1];
  const isStyle = (value: unknown): value is LogoStyle => typeof value === "string" && (LOGO_STYLES as readonly string[]).includes(value);
  if (isStyle(thumb)) return thumb;
  if (!path.startsWith("/oss/ai-logo-style/")) return undefined;
  const raw = await storage.read(styleDataKey);
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
  const groups = (data as { groups?: unknown }).groups;
  if (!Array.isArray(groups)) return undefined;
  const srcOf = (item: unknown) =>
    typeof item === "string"
      ? item
      : typeof item === "object" && item
        ? ((item as { src?: unknown; url?: unknown }).src ?? (item as { url?: unknown }).url)
        : undefined;
  for (const group of groups as { value?: unknown; items?: unknown }[]) {
    if (isStyle(group.value) && Array.isArray(group.items) && group.items.some((item) => srcOf(item) === path)) return group.value;
  }
  return undefined;
}

/** The palette clause: the name the designer's interpreter reads, the colours a vendor model reads. */
const paletteClause = (palette: Palette) => `use the ${palette.name} palette (${palette.primary} ${palette.secondary} ${palette.accent})`;

/**
 * AI Edit of the icon design modal. The image must be one of the caller's own results; its design
 * document is taken from that task's result, never from the client. The edit joins the source's
 * group (generation variants and their edits share one groupId in the user's records).
 */
export function createImageEditService(deps: ImageEditDeps) {
  async function sourceOf(user: UserRow, image: string): Promise<EditSource> {
    const path = image.split(/[?#]/)[0] ?? "";
    const match = resultPath.exec(path);
    if (!match?.[1]) throw new AppError("VALIDATION", "Only your own results can be edited.", { image });
    const task = await deps.tasks.get(match[1], user);
    // Admins may look at any task, but an edit spends the editor's credits on their own records.
    if (!canEditResultOf(user, task) || !task.kind.startsWith("image.")) throw new AppError("NOT_FOUND", "Image not found.");
    const index = task.result?.images.findIndex((candidate) => candidate.url === path) ?? -1;
    if (task.state !== "succeeded" || index < 0) throw new AppError("NOT_FOUND", "Image not found.");
    const designs = task.result?.meta?.designs;
    const design = Array.isArray(designs) ? (designs[index] as { document?: unknown } | undefined) : undefined;
    const input = task.input as Partial<ImageTaskInput>;
    return { task, url: path, document: design?.document, groupId: input.groupId ?? task.id };
  }

  return {
    sourceOf,

    async submit(user: UserRow, body: EditSubmit, partner: string | null = null, clientKey?: string): Promise<TaskRow> {
      const palette = body.palette === undefined ? undefined : paletteByName(body.palette);
      if (body.palette !== undefined && !palette) throw new AppError("VALIDATION", "Unknown palette.", { palette: body.palette });
      const source = await sourceOf(user, body.image);
      // A recolour takes only colours from its references; otherwise a style sample restyles.
      const styles =
        body.action === "color" ? [] : [...new Set((await Promise.all(body.filesUrl.map((url) => styleOf(deps.storage, url)))).filter((s) => s !== undefined))];
      const prompt = [body.prompt, palette ? paletteClause(palette) : "", ...styles.map((style) => `restyle it as a ${style} logo`)].filter(Boolean).join(", ");
      const sourceInput = source.task.input as Partial<ImageTaskInput>;
      const { model, provider } = deps.models.forMode(body.nVariants === 4 ? "max" : "quick");
      const input: ImageTaskInput = {
        prompt,
        count: body.nVariants,
        aspect: (sourceInput.aspect ?? "1:1") as AspectRatio,
        references: body.filesUrl,
        referenceUse: body.action === "color" || styles.length === 0 ? "colors" : "style",
        purpose: sourceInput.purpose ?? "image",
        image: source.url,
        design: source.document,
        groupId: source.groupId,
        actionType: "magicedit",
        ...(palette ? { palette: palette.name } : {}),
      };
      // Spec 02 section 9: an edit costs 4 credits per request ('Uses 4 credits'), Quick or Max.
      return deps.tasks.submit(user, { kind: "image.edit", provider, model, input, cost: deps.cost, deadlineMs: deps.deadlineMs, partner, clientKey });
    },
  };
}

export type ImageEditService = ReturnType<typeof createImageEditService>;
