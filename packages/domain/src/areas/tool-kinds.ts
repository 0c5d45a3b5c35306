import type { ToolKind } from "@studio/contracts";

/**
 * The image tools' spending switch, one line per ledger kind (issue 19): a tool kind may take credits
 * (the write-off route, the tool routes) only once its engine really works here. The owner of each
 * tool flips its line with a test when the tool lands; until then a spend of the kind is refused at
 * no cost. This is per KIND, independent of the areas' `ready` flags, which say whether the page and
 * its menu entries show (the tools page flips those).
 */
export const toolKindWorks: Record<ToolKind, boolean> = {
  matting: true,
  vector: true,
  fileConverter: true,
  imagefix: true,
  aicon: true,
  aimockup: true,
  imageclarity: true,
  // The provider-only kinds work wherever a vendor is configured; the server's switch (toolSpendSwitch)
  // also asks their engine, so a site without one refuses them at no cost.
  mergeface: true,
  idphoto: true,
  cartoonProfile: true,
  beautification: true,
};

export function isToolKind(kind: string): kind is ToolKind {
  return Object.hasOwn(toolKindWorks, kind);
}
