/**
 * The logo wizard of spec 02 sections 2 and 4 as a plain reducer: steps 1-4 then the results,
 * with every back/skip rule here rather than in components, so each one is unit-tested.
 */
export const logoStyles = ["abstract", "mascot", "emblem", "minimal", "combination", "signature", "pictorial"] as const;
export type LogoStyle = (typeof logoStyles)[number];

export const industries = [
  "restaurant",
  "cafe",
  "travel",
  "fitness",
  "beauty",
  "technology",
  "education",
  "finance",
  "realEstate",
  "retail",
  "health",
  "construction",
] as const;
export type Industry = (typeof industries)[number];

/** 1-4 are the wizard steps, 5 the results view. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const totalSteps = 4;
export const maxPicks = 3;

/** A sample design: an image of a style group (from /oss/ai-logo-style/data.json) or the user's own. */
export type SampleCase = { id: string; style: LogoStyle | "custom"; url: string };

export type WizardState = {
  step: WizardStep;
  /** 1 when the step number rose, -1 when it fell: the slide direction. */
  direction: 1 | -1;
  prompt: string;
  slogan: string;
  /** Raised when an entry link or submit came with an empty name. */
  emptyName: boolean;
  industry: Industry | null;
  styles: LogoStyle[];
  /** Sample cases offered in step 4 (built when step 3 continues). */
  cases: SampleCase[];
  /** The user's own sample designs (data URLs), offered first. */
  customCases: SampleCase[];
  /** Picked sample image URLs (at most 3). */
  picks: string[];
  /** Set when a 4th pick was refused, so the page can say 'No more than 3 images'. */
  tooManyPicks: boolean;
  /** Bumped each time the wizard asks for a generation (the page starts one per value). */
  generation: number;
  makeLogs: MakeLog[];
  /** The reference images of the batch asked for last (what the page sends as filesUrl). */
  references: string[];
};

/**
 * Spec 02 sections 3-4 (makeLogs): one entry per batch asked for from the steps. A Continue batch
 * takes the next sample design of `input` nobody has used yet as its reference, so each one looks
 * different; with none left it would repeat `image`, which is why Continue is offered only while
 * unused inputs remain.
 */
export type MakeLog = {
  /** The references the user picked for the batch (sample designs or own uploads). */
  image: string[];
  /** The other sample designs on offer (the user's own first): the next batches' references. */
  input: string[];
  /** The name or prompt the batch was made for. */
  n: string;
  /** The input items a batch has already used. */
  used: string[];
};

export type StyleGroups = Partial<Record<LogoStyle, string[]>>;

export type WizardAction =
  | { type: "prompt"; value: string }
  | { type: "submitPrompt" }
  | { type: "chooseIndustry"; industry: Industry | null }
  | { type: "continueIndustry" }
  | { type: "toggleStyle"; style: LogoStyle }
  | { type: "continueStyles"; groups: StyleGroups; random?: () => number }
  | { type: "togglePick"; url: string }
  /** The user's own sample designs (slimmed data URLs): picked while there is room, kept as custom cases. */
  | { type: "addUploads"; urls: string[] }
  | { type: "skip" }
  | { type: "generate" }
  | { type: "back" }
  | { type: "home" }
  | { type: "pickSamples" }
  | { type: "generateMore" }
  | { type: "toResults" };

export function customCase(url: string): SampleCase {
  return { id: `custom:${url}`, style: "custom", url };
}

export function initialWizardState(
  init: { prompt?: string; slogan?: string; emptyName?: boolean; step?: WizardStep; customCases?: string[] } = {},
): WizardState {
  return {
    step: init.step ?? 1,
    direction: 1,
    prompt: init.prompt ?? "",
    slogan: init.slogan ?? "",
    emptyName: init.emptyName ?? false,
    industry: null,
    styles: [],
    cases: [],
    customCases: (init.customCases ?? []).map(customCase),
    picks: [],
    tooManyPicks: false,
    generation: 0,
    makeLogs: [],
    references: [],
  };
}

/** The thin bar at the top: step / total (the results count as complete). */
export function progressRatio(step: WizardStep): number {
  return Math.min(step, totalSteps) / totalSteps;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Spec 02 section 4: cases from the chosen styles (every style when none is chosen), shuffled
 * when more than one style is chosen, with the user's custom cases first.
 */
export function buildCases(groups: StyleGroups, styles: LogoStyle[], custom: SampleCase[], random: () => number = Math.random): SampleCase[] {
  const chosen = styles.length > 0 ? styles : [...logoStyles];
  const cases = chosen.flatMap((style) => (groups[style] ?? []).map((url) => ({ id: `${style}:${url}`, style, url })));
  return [...custom, ...(styles.length > 1 ? shuffle(cases, random) : cases)];
}

function go(state: WizardState, step: WizardStep): WizardState {
  const direction = step >= state.step ? 1 : -1;
  let picks = state.picks;
  // Going to step 2 or 3 clears the picks; leaving to step 1 keeps only uploaded data-URL images.
  if (step === 2 || step === 3) picks = [];
  if (step === 1) picks = state.picks.filter((url) => url.startsWith("data:"));
  return { ...state, step, direction, picks, tooManyPicks: false };
}

/**
 * A batch from the steps opens a new log: its picks are the references, and every other sample
 * design offered (step 4's cases, or the user's own uploads when the start form generated
 * directly) waits for a Continue.
 */
function startGeneration(state: WizardState): WizardState {
  const offered = (state.cases.length > 0 ? state.cases : state.customCases).map((c) => c.url);
  const log: MakeLog = { image: state.picks, input: [...new Set(offered)].filter((url) => !state.picks.includes(url)), n: state.prompt, used: [] };
  return { ...go(state, 5), picks: state.picks, generation: state.generation + 1, makeLogs: [...state.makeLogs, log], references: state.picks };
}

/** The input items of a log no batch has used yet. */
export function unusedInputs(log: MakeLog | undefined): string[] {
  return log ? log.input.filter((url) => !log.used.includes(url)) : [];
}

/** Spec 02 section 4: Continue is possible while the last log has unused inputs. */
export function canContinue(state: WizardState): boolean {
  return unusedInputs(state.makeLogs.at(-1)).length > 0;
}

/**
 * The next batch's references (spec 02 section 4): the last log's first unused input item, marked
 * used, else that log's images.
 */
export function nextBatch(logs: MakeLog[]): { references: string[]; makeLogs: MakeLog[] } {
  const log = logs.at(-1);
  if (!log) return { references: [], makeLogs: logs };
  const [next] = unusedInputs(log);
  if (next === undefined) return { references: log.image, makeLogs: logs };
  return { references: [next], makeLogs: [...logs.slice(0, -1), { ...log, used: [...log.used, next] }] };
}

function hasName(state: WizardState): boolean {
  return state.prompt.trim().length > 0;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "prompt":
      return { ...state, prompt: action.value, emptyName: action.value.trim() === "" ? state.emptyName : false };
    case "submitPrompt": {
      const prompt = state.prompt.trim();
      // An empty trimmed prompt clears the input and stays.
      if (!prompt) return { ...state, prompt: "", emptyName: true };
      const next = { ...state, prompt, emptyName: false };
      // With reference images the styles reset and generation starts directly.
      if (state.picks.length > 0) return startGeneration({ ...next, styles: [] });
      return go(next, 2);
    }
    case "chooseIndustry":
      return { ...state, industry: state.industry === action.industry ? null : action.industry };
    case "continueIndustry":
      if (state.step !== 2) return state;
      return go(state, 3);
    case "toggleStyle": {
      const styles = state.styles.includes(action.style) ? state.styles.filter((s) => s !== action.style) : [...state.styles, action.style];
      return { ...state, styles };
    }
    case "continueStyles": {
      // Step 3 needs at least one style.
      if (state.step !== 3 || state.styles.length === 0) return state;
      const cases = buildCases(action.groups, state.styles, state.customCases, action.random);
      // With no sample designs to pick from, the next action generates.
      if (cases.length === 0) return startGeneration({ ...state, cases });
      return go({ ...state, cases }, 4);
    }
    case "togglePick": {
      if (state.picks.includes(action.url)) return { ...state, picks: state.picks.filter((u) => u !== action.url), tooManyPicks: false };
      if (state.picks.length >= maxPicks) return { ...state, tooManyPicks: true };
      return { ...state, picks: [...state.picks, action.url], tooManyPicks: false };
    }
    case "addUploads": {
      const added = action.urls.map(customCase);
      const customCases = [...added, ...state.customCases.filter((c) => !action.urls.includes(c.url))];
      // Step 4 shows them at once, first among the cases.
      const cases = state.step === 4 ? [...added, ...state.cases.filter((c) => !action.urls.includes(c.url))] : state.cases;
      const fresh = action.urls.filter((url) => !state.picks.includes(url));
      const room = Math.max(0, maxPicks - state.picks.length);
      return { ...state, customCases, cases, picks: [...state.picks, ...fresh.slice(0, room)], tooManyPicks: fresh.length > room };
    }
    case "skip":
      // Skip replaces Continue in step 2 when no industry is chosen, and is always offered in step 4.
      if (state.step === 2) return go({ ...state, industry: null }, 3);
      if (state.step === 4) return startGeneration({ ...state, picks: [] });
      return state;
    case "generate":
      if (!hasName(state)) return go({ ...state, emptyName: true }, 1);
      return startGeneration(state);
    case "back": {
      if (state.step === 1) return state;
      // Back with an empty name goes to step 1.
      if (!hasName(state)) return go({ ...state, emptyName: true }, 1);
      // Back from step 4 goes to step 2.
      if (state.step === 4) return go(state, 2);
      if (state.step === 5) return go(state, state.styles.length === 0 ? 2 : 4);
      return go(state, (state.step - 1) as WizardStep);
    }
    case "home":
      return go(state, 1);
    case "pickSamples":
      // Back to step 4 to pick again; with no style or no cases chosen there is nothing to show there.
      if (state.styles.length === 0 || state.cases.length === 0) return go(state, state.styles.length === 0 ? 3 : 2);
      return { ...go(state, 4), picks: state.picks };
    case "toResults":
      // The thin 'to result' jump: back to the results already made, without a new batch.
      if (state.step === 5 || state.generation === 0) return state;
      return { ...go(state, 5), picks: state.picks };
    case "generateMore":
      // Continue (and a visitor's 'Login for more...' once signed in) makes the next batch of the last log.
      if (state.step !== 5) return state;
      return { ...state, ...nextBatch(state.makeLogs), generation: state.generation + 1 };
  }
}

/**
 * The wizard's prompt link (/logo-maker?name=): everything after `name=` is the name, and its
 * ampersands (which would otherwise split the query) become a yen sign. A trailing `lang=` stays a parameter.
 */
export function entryName(search: string): string {
  const at = search.search(/[?&]name=/);
  if (at < 0) return "";
  const raw = search.slice(at + 1 + "name=".length).replace(/&lang=[a-z-]*$/i, "");
  let text: string;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    text = raw;
  }
  return text.replace(/&/g, "¥").trim();
}
