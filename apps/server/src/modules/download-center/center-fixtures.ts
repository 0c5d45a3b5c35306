import { randomUUID } from "node:crypto";
import type { PackageLevel } from "@studio/domain";
import { generateLogos } from "@studio/logo-engine";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { SignedIn, TestContext } from "../../../test/helper";
import { designUnlocks, orders, savedLogos } from "../../db/schema";
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
