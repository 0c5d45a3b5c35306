import { randomUUID } from "node:crypto";
import type { PackageLevel } from "@studio/domain";
import { generateLogos } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { SignedIn, TestContext } from "../../../test/helper";
import sharp from "sharp";
import type { DesignDocument } from "@studio/design";
import { designUnlocks, orders, savedLogos } from "../../db/schema";
import { tasks } from "../tasks/tasks.schema";
import type { SavedLogoData } from "../favourites/favourites.schema";

/** Test fixtures of the download center: rows written directly (favourites and payments have route tests of their own). */

/** A saved classic logo of `who`; its fa_id. */
export async function savedLogoOf(ctx: TestContext, who: SignedIn): Promise<number> {
  const [logo] = generateLogos({ name: "Harbor & Pine", slogan: "Real estate", industry: "real estate", count: 1, seed: 5 }, createNodeLogoDeps());
  if (!logo) throw new Error("no logo");
  const [row] = await ctx.database.db
    .insert(savedLogos)
    .values({
      userId: who.user.id,
      uuid: randomUUID(),
      token: "0123456789abcdef",
      logoName: "Harbor & Pine",
      data: {} as SavedLogoData,
      design: logo.document as unknown as Record<string, unknown>,
      svg: logo.svg,
    })
    .returning({ id: savedLogos.id });
  if (!row) throw new Error("not saved");
  return row.id;
}

/** A fulfilled package order of `who` for `designId` and its unlock, as the orders service records a purchase. */
export async function unlockPackage(ctx: TestContext, who: SignedIn, designId: string, level: PackageLevel): Promise<void> {
  const id = randomUUID();
  await ctx.database.db.insert(orders).values({
    id,
    userId: who.user.id,
    product: `package-${level}`,
    kind: "package",
    amount: 1,
    listAmount: 1,
    currency: "USD",
    provider: "sandbox",
    state: "fulfilled",
    designId,
  });
  await ctx.database.db.insert(designUnlocks).values({ orderId: id, userId: who.user.id, designId, unlock: `package:${level}` });
}

/**
 * A finished AI logo result of `who` (`task:{id}:0`): the local designer's (its design document) or a
 * vendor's raster image (a red disc on off-white) stored in the file store.
 */
export async function taskLogoOf(ctx: TestContext, who: SignedIn, source: { kind: "design"; document: DesignDocument } | { kind: "raster" }): Promise<string> {
  const id = randomUUID();
  const url = `/oss/ai-images/${id}/1.png`;
  if (source.kind === "raster") {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fbfbf8"/><circle cx="128" cy="128" r="70" fill="#d02020"/></svg>`;
    await ctx.storage.put(`ai-images/${id}/1.png`, await sharp(Buffer.from(svg)).png().toBuffer());
  }
  await ctx.database.db.insert(tasks).values({
    id,
    userId: who.user.id,
    kind: "generate",
    provider: "local",
    model: "local",
    state: "succeeded",
    input: { prompt: "Blue Bottle, a coffee shop", brief: { name: "Blue Bottle" } },
    result: {
      images: [{ url, thumbUrl: url, width: 1024, height: 1024, contentType: "image/png" }],
      ...(source.kind === "design" ? { meta: { designs: [{ document: source.document }] } } : {}),
    },
    deadlineAt: new Date(Date.now() + 60_000),
  });
  return `task:${id}:0`;
}
