import type { Language } from "@studio/contracts";
import { translate, type MessageKey } from "@studio/i18n";
import type { BrandGuide, DontKind } from "./brand-guide";

/**
 * The words of a brand guide in one language (@studio/i18n `brandDocs.doc`), with the guide's
 * figures put in: what the slide deck and the Word document both write, so they say the same.
 */
export type BrandGuideText = {
  name: string;
  /** The typeface the documents' headings ask for: the logo's first, else Arial. */
  headingFont: string;
  title: string;
  subtitle: string;
  made: string;
  versionsTitle: string;
  versionColour: string;
  versionMono: string;
  versionReversed: string;
  versionsNote: string;
  coloursTitle: string;
  colours: { label: string; hex: string; rgb: string; cmyk: string }[];
  hexLabel: string;
  rgbLabel: string;
  cmykLabel: string;
  coloursNote: string;
  typeTitle: string;
  typeNone: string;
  fonts: { family: string; detail: string; usedFor: string }[];
  clearTitle: string;
  clearBody: string;
  minTitle: string;
  minBody: string;
  rulesTitle: string;
  doTitle: string;
  dos: string[];
  dontTitle: string;
  donts: { kind: DontKind; text: string }[];
};

const roleKeys: Record<string, MessageKey> = {
  name: "brandDocs.doc.roleName",
  slogan: "brandDocs.doc.roleSlogan",
  initial: "brandDocs.doc.roleInitial",
};

const dontKeys: Record<DontKind, MessageKey> = {
  stretched: "brandDocs.doc.dontStretched",
  recoloured: "brandDocs.doc.dontRecoloured",
  busyBackground: "brandDocs.doc.dontBusyBackground",
  rotated: "brandDocs.doc.dontRotated",
};

export function brandGuideText(guide: BrandGuide, language: Language, madeOn: Date): BrandGuideText {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  let elementIndex = 0;
  let backgroundIndex = 0;
  const colours = guide.colours.map((colour) => ({
    label: colour.background ? t("brandDocs.doc.colourBackground", { n: ++backgroundIndex }) : t("brandDocs.doc.colourName", { n: ++elementIndex }),
    hex: colour.hex,
    rgb: `${colour.rgb.r}, ${colour.rgb.g}, ${colour.rgb.b}`,
    cmyk: `${colour.cmyk.c}, ${colour.cmyk.m}, ${colour.cmyk.y}, ${colour.cmyk.k}`,
  }));
  const separator = language === "zh" ? "、" : ", ";
  const fonts = guide.fonts.map((font) => ({
    family: font.family,
    detail: font.weight === null ? font.fontId : t("brandDocs.doc.typeWeight", { weight: font.weight }),
    usedFor: t("brandDocs.doc.typeUsedFor", {
      roles: [...new Set(font.roles.map((role) => t(roleKeys[role] ?? "brandDocs.doc.roleText")))].join(separator),
    }),
  }));
  return {
    name: guide.name,
    headingFont: guide.fonts[0]?.family ?? "Arial",
    title: t("brandDocs.doc.title"),
    subtitle: t("brandDocs.doc.subtitle"),
    made: t("brandDocs.doc.made", { date: madeOn.toISOString().slice(0, 10) }),
    versionsTitle: t("brandDocs.doc.versionsTitle"),
    versionColour: t("brandDocs.doc.versionColour"),
    versionMono: t("brandDocs.doc.versionMono"),
    versionReversed: t("brandDocs.doc.versionReversed"),
    versionsNote: t("brandDocs.doc.versionsNote"),
    coloursTitle: t("brandDocs.doc.coloursTitle"),
    colours,
    hexLabel: t("brandDocs.doc.hex"),
    rgbLabel: t("brandDocs.doc.rgb"),
    cmykLabel: t("brandDocs.doc.cmyk"),
    coloursNote: t("brandDocs.doc.coloursNote"),
    typeTitle: t("brandDocs.doc.typeTitle"),
    typeNone: t("brandDocs.doc.typeNone"),
    fonts,
    clearTitle: t("brandDocs.doc.clearTitle"),
    clearBody: t("brandDocs.doc.clearBody", { side: t(guide.clearSpace.side === "height" ? "brandDocs.doc.sideHeight" : "brandDocs.doc.sideWidth") }),
    minTitle: t("brandDocs.doc.minTitle"),
    minBody: t("brandDocs.doc.minBody", { px: guide.minimumSize.px, mm: guide.minimumSize.mm }),
    rulesTitle: t("brandDocs.doc.rulesTitle"),
    doTitle: t("brandDocs.doc.doTitle"),
    dos: [t("brandDocs.doc.do1"), t("brandDocs.doc.do2"), t("brandDocs.doc.do3"), t("brandDocs.doc.do4")],
    dontTitle: t("brandDocs.doc.dontTitle"),
    donts: guide.donts.map((kind) => ({ kind, text: t(dontKeys[kind]) })),
  };
}
