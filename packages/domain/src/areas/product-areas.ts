import type { CreditKindName } from "../credits/credit-kinds";
import { isToolKind, toolKindWorks } from "./tool-kinds";

/**
 * The product's areas, whether each works in this build, and the page it lives on. A home-page
 * card, a menu entry or a paid action of an area exists only while its area is `ready`: each area's
 * own work switches its flag on when its page works (the UI never promises what is not there).
 */
export const productAreas = {
  /** The AI logo maker: wizard, results, icon design modal, downloads (spec 02 sections 2-9). */
  logoMaker: { ready: true, path: "/logo-maker" },
  /** Text to image, image to image, remix and bulk generation (spec 02 section 2, issue 18). */
  imageGenerator: { ready: true, path: "/design" },
  /** Background removal, enlarge, erase, vectorise, retouch (spec 01 section 1, issue 19). */
  imageTools: { ready: true, path: "/design/tools/" },
  /** Passport photos, cartoon avatars, mockups, file conversion (issue 19). */
  photoTools: { ready: true, path: "/design/tools/" },
  /** The design editor: posters and social images from a preset, a logo's name and colours (issue 21). */
  designEditor: { ready: true, path: "/design/new" },
  /** Business cards, signatures, animations, slide decks and Word guides, VI mockups (issue 22): /brand lists them. */
  brandAssets: { ready: true, path: "/brand" },
  /** The classic logo maker: saved, liked and bought logos (spec 03 sections 2-9, issue 17). */
  classicMaker: { ready: true, path: "/generate" },
  /** The affiliate programme: partners' rewards and their withdrawals (spec 01 section 2, issue 23). */
  affiliate: { ready: true, path: "/affiliate" },
  /** Buying credit packs, Pro and logo packages (spec 01 section 4, issue 16); /pricing lists them. */
  payments: { ready: true, path: "/pricing" },
} as const satisfies Record<string, { ready: boolean; path: string }>;

export type ProductArea = keyof typeof productAreas;

export function isAreaReady(area: ProductArea): boolean {
  return productAreas[area].ready;
}

type SpendKindName = Exclude<CreditKindName, "subscription" | "adminManual" | "recharge" | "register" | "logoBrandPackage" | "renewPro">;

/** The area whose feature spends credits of each AI kind (spec 01 section 3's kinds 10-23). */
export const spendKindArea: Record<SpendKindName, ProductArea> = {
  // A generated image: the logo maker spends it today, the image generator too once it exists.
  aiimage: "logoMaker",
  text2img: "imageGenerator",
  img2img: "imageGenerator",
  matting: "imageTools",
  vector: "imageTools",
  imageclarity: "imageTools",
  imagefix: "imageTools",
  beautification: "imageTools",
  aicon: "imageTools",
  aimockup: "photoTools",
  mergeface: "photoTools",
  idphoto: "photoTools",
  cartoonProfile: "photoTools",
  fileConverter: "photoTools",
};

/**
 * Whether credits of this kind can be spent: only on a feature that works (grants never). The image
 * tools' kinds are switched one by one (tool-kinds.ts); the other kinds follow their area's flag.
 */
export function isSpendKindAvailable(kind: CreditKindName): boolean {
  if (isToolKind(kind)) return toolKindWorks[kind];
  const area = (spendKindArea as Partial<Record<CreditKindName, ProductArea>>)[kind];
  return area !== undefined && isAreaReady(area);
}
