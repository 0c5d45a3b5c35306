import { entryName, type WizardStep } from "./wizard-machine";

export type EntryInit = {
  /** "name": the four-step variant (business name n and slogan s, GET /make). */
  variant: "prompt" | "name";
  prompt: string;
  slogan: string;
  emptyName: boolean;
  step: WizardStep;
  /** Changes when the link asks for a different start, so the wizard restarts. */
  key: string;
};

/**
 * How the page opens, by route: /logo-maker starts at step 1, or at step 2 with a prompt from
 * /logo-maker?name= (the showcase's 'make one like this'; an empty one raises the empty-name flag
 * and stays on step 1); /make?n=&s= is the four-step variant's GET target. /start and /generate are
 * the classic maker's entry since issue 17 (features/classic-maker/classic-entry.ts).
 */
export function entryInit(pathname: string, search: string): EntryInit {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/logo-maker" && /[?&]name=/.test(search)) {
    const name = entryName(search);
    return { variant: "prompt", prompt: name, slogan: "", emptyName: name === "", step: name ? 2 : 1, key: `?name=${name}` };
  }
  if (path === "/make") {
    const params = new URLSearchParams(search);
    const name = (params.get("n") ?? "").trim();
    const slogan = (params.get("s") ?? "").trim();
    return { variant: "name", prompt: name, slogan, emptyName: params.has("n") && name === "", step: name ? 2 : 1, key: `?n=${name}&s=${slogan}` };
  }
  return { variant: "prompt", prompt: "", slogan: "", emptyName: false, step: 1, key: "" };
}
