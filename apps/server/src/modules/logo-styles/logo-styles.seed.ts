import { logoStyleDataKey, logoStyleValues, type LogoStyleData, type LogoStyleValue } from "@studio/contracts";
import { generateLogos, type LogoEngineDeps } from "@studio/logo-engine";
import { renderLogoPng } from "@studio/logo-engine/node";
import type { Storage } from "../../storage/storage";
import type { LogoStylesRepository } from "./logo-styles.repository";

/** The English labels of the groups (the browser shows its own translations). */
export const logoStyleLabels: Record<LogoStyleValue, string> = {
  abstract: "Abstract",
  mascot: "Mascot",
  emblem: "Emblem",
  minimal: "Minimal",
  combination: "Combination",
  signature: "Signature",
  pictorial: "Pictorial",
};

/** Businesses the first sample designs are made for: different trades, so each group shows range. */
const sampleBriefs: Record<LogoStyleValue, { name: string; description: string }[]> = {
  abstract: [
    { name: "Nova Labs", description: "a software startup" },
    { name: "Prism", description: "a financial advisor" },
    { name: "Orbit", description: "a travel agent" },
    { name: "Helix", description: "a biotech lab" },
  ],
  mascot: [
    { name: "Happy Paws", description: "a pet shop" },
    { name: "Bear Brew", description: "a coffee shop" },
    { name: "Fox Tours", description: "a travel agent" },
    { name: "Owl Books", description: "a children's bookstore" },
  ],
  emblem: [
    { name: "Iron Peak", description: "a craft brewery" },
    { name: "Harbor Club", description: "a yacht club" },
    { name: "Oak Academy", description: "a private school" },
    { name: "Summit Gym", description: "a women's fitness club" },
  ],
  minimal: [
    { name: "Mono", description: "a design studio" },
    { name: "Kite", description: "a delivery service" },
    { name: "Lumen", description: "a lighting store" },
    { name: "Vela", description: "a yoga studio" },
  ],
  combination: [
    { name: "Green Leaf", description: "an organic market" },
    { name: "Blue Wave", description: "a surf school" },
    { name: "Urban Nest", description: "a real estate agency" },
    { name: "Bright Smile", description: "a dental clinic" },
  ],
  signature: [
    { name: "Emma Rose", description: "a fashion designer" },
    { name: "Julia Stone", description: "a wedding photographer" },
    { name: "Leo Martin", description: "a personal chef" },
    { name: "Ava Chen", description: "a beauty salon" },
  ],
  pictorial: [
    { name: "Mountain Coffee", description: "a coffee roaster" },
    { name: "Sunrise Bakery", description: "a bakery" },
    { name: "Sea Breeze", description: "a seaside hotel" },
    { name: "Wild Bloom", description: "a flower shop" },
  ],
};

/** Sample designs are stored this wide; the wizard asks for 400 px WebP copies of them. */
const itemWidth = 640;
const thumbWidth = 256;

export type SeedResult = "exists" | "seeded";

/** Designs every group's sample images with the offline logo designer and writes data.json last. */
async function writeStyleData(storage: Storage, logoDeps: LogoEngineDeps, now: Date): Promise<void> {
  const groups: LogoStyleData["groups"] = [];
  for (const value of logoStyleValues) {
    const items: { src: string }[] = [];
    for (const [i, brief] of sampleBriefs[value].entries()) {
      const [design] = generateLogos({ ...brief, styles: [value], count: 1, seed: i + 1 }, logoDeps);
      if (!design) continue;
      const key = `ai-logo-style/items/${value}-${i + 1}.png`;
      await storage.put(key, await renderLogoPng(design.svg, { width: itemWidth }));
      items.push({ src: `/oss/${key}` });
      if (i === 0) await storage.put(`ai-logo-style/thumb/${value}.png`, await renderLogoPng(design.svg, { width: thumbWidth }));
    }
    groups.push({ value, label: logoStyleLabels[value], items });
  }
  const stamp = now.toISOString();
  // Written last and atomically (temporary file, then rename): readers see no file or the whole file.
  await storage.put(logoStyleDataKey, JSON.stringify({ created_at: stamp, updated_at: stamp, groups }, null, 2));
}

/**
 * First start: when storage has no ai-logo-style/data.json, make it. Idempotent; two processes
 * starting together on one PostgreSQL take turns on an advisory lock and the second finds the file.
 * About 1.5 s on one core, so the process entry runs it after listening.
 */
export async function seedLogoStyles(deps: {
  storage: Storage;
  repository: Pick<LogoStylesRepository, "underSeedLock">;
  logo: () => LogoEngineDeps;
  now?: () => Date;
}): Promise<SeedResult> {
  if (await deps.storage.head(logoStyleDataKey)) return "exists";
  return deps.repository.underSeedLock(async () => {
    if (await deps.storage.head(logoStyleDataKey)) return "exists";
    await writeStyleData(deps.storage, deps.logo(), deps.now?.() ?? new Date());
    return "seeded";
  });
}
