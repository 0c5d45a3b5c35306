import { isAreaReady } from "@studio/domain";

/** A brand kit tool that starts from nothing but a template (the page it opens needs no logo). */
export type DesignTool = { id: "bizcard" | "signature" | "poster"; path: string };
/** A tool made from one saved classic logo: its page takes the logo's fa_id (spec 03 section 2's `?logo=`). */
export type LogoTool = { id: "vi" | "animation" | "ppt" | "word" | "profile" | "center"; path: (faId: number) => string };

/**
 * The brand kit's tools, each opening its own working page. Posters come from the design editor, so
 * they are listed only while the editor is (the UI never promises what is not there).
 */
export function designTools(ready: typeof isAreaReady = isAreaReady): DesignTool[] {
  return [
    { id: "bizcard", path: "/bizcard" },
    { id: "signature", path: "/signature" },
    ...(ready("designEditor") ? [{ id: "poster" as const, path: "/design/new?type=poster" }] : []),
  ];
}

export const logoTools: LogoTool[] = [
  { id: "vi", path: (faId) => `/download/vi?logo=${faId}` },
  { id: "animation", path: (faId) => `/download/animation?logo=${faId}` },
  { id: "ppt", path: (faId) => `/download/ppt?logo=${faId}` },
  { id: "word", path: (faId) => `/download/word?logo=${faId}` },
  { id: "profile", path: (faId) => `/download/profile?logo=${faId}` },
  { id: "center", path: (faId) => `/download?logo=${faId}` },
];
