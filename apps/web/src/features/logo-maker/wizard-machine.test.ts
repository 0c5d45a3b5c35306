import { describe, expect, it } from "vitest";
import { entryInit } from "./entry";
import { loadingProgress, appendDelayMs } from "./progress";
import {
  buildCases,
  canContinue,
  entryName,
  nextBatch,
  initialWizardState,
  progressRatio,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "./wizard-machine";

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const groups = { abstract: ["/oss/a1.png", "/oss/a2.png"], mascot: ["/oss/m1.png"], emblem: ["/oss/e1.png"] };
/** Steps 1-4 with a name, one industry and two styles. */
const atStep4 = () =>
  run(
    initialWizardState(),
    { type: "prompt", value: "  a coffee shop " },
    { type: "submitPrompt" },
    { type: "chooseIndustry", industry: "cafe" },
    { type: "continueIndustry" },
    { type: "toggleStyle", style: "abstract" },
    { type: "toggleStyle", style: "mascot" },
    { type: "continueStyles", groups, random: () => 0 },
  );

describe("logo wizard: forward", () => {
  it("step 1: an empty trimmed prompt clears the input, raises the flag and stays", () => {
    const s = run(initialWizardState(), { type: "prompt", value: "   " }, { type: "submitPrompt" });
    expect(s).toMatchObject({ step: 1, prompt: "", emptyName: true, generation: 0 });
  });

  it("step 1 trims the prompt and goes to step 2 without reference images", () => {
    const s = run(initialWizardState(), { type: "prompt", value: " a coffee shop " }, { type: "submitPrompt" });
    expect(s).toMatchObject({ step: 2, prompt: "a coffee shop", direction: 1 });
  });

  it("step 1 with reference images resets the styles and generates directly", () => {
    const start = { ...initialWizardState({ prompt: "Tea" }), picks: ["data:image/png;base64,AA"], styles: ["emblem" as const] };
    const s = wizardReducer(start, { type: "submitPrompt" });
    expect(s).toMatchObject({ step: 5, styles: [], generation: 1, picks: ["data:image/png;base64,AA"] });
  });

  it("step 2: Skip goes to step 3 without an industry; Continue keeps it", () => {
    const two = run(initialWizardState({ prompt: "x", step: 2 }));
    expect(run(two, { type: "skip" })).toMatchObject({ step: 3, industry: null });
    expect(run(two, { type: "chooseIndustry", industry: "travel" }, { type: "continueIndustry" })).toMatchObject({ step: 3, industry: "travel" });
    // Choosing the same industry again clears it (so Skip shows again).
    expect(run(two, { type: "chooseIndustry", industry: "travel" }, { type: "chooseIndustry", industry: "travel" }).industry).toBeNull();
  });

  it("step 3 needs at least one style", () => {
    const three = initialWizardState({ prompt: "x", step: 3 });
    expect(run(three, { type: "continueStyles", groups })).toBe(three);
    expect(run(three, { type: "toggleStyle", style: "emblem" }, { type: "continueStyles", groups }).step).toBe(4);
  });

  it("step 3 with no sample designs for the styles generates at once", () => {
    const s = run(initialWizardState({ prompt: "x", step: 3 }), { type: "toggleStyle", style: "signature" }, { type: "continueStyles", groups });
    expect(s).toMatchObject({ step: 5, generation: 1, cases: [] });
  });

  it("step 4 keeps at most 3 picks and says so", () => {
    let s = atStep4();
    for (const url of ["/oss/a1.png", "/oss/a2.png", "/oss/m1.png"]) s = wizardReducer(s, { type: "togglePick", url });
    expect(s.picks).toHaveLength(3);
    s = wizardReducer(s, { type: "togglePick", url: "/oss/e1.png" });
    expect(s).toMatchObject({ tooManyPicks: true });
    expect(s.picks).toHaveLength(3);
    s = wizardReducer(s, { type: "togglePick", url: "/oss/a1.png" });
    expect(s).toMatchObject({ tooManyPicks: false, picks: ["/oss/a2.png", "/oss/m1.png"] });
  });

  it("step 4: Skip generates without picks, Generate with them", () => {
    const four = run(atStep4(), { type: "togglePick", url: "/oss/a1.png" });
    expect(run(four, { type: "skip" })).toMatchObject({ step: 5, picks: [], generation: 1 });
    expect(run(four, { type: "generate" })).toMatchObject({ step: 5, picks: ["/oss/a1.png"], generation: 1 });
  });

  it("results: Continue asks for another batch, Pick Samples returns to step 4 with the picks", () => {
    const five = run(atStep4(), { type: "togglePick", url: "/oss/a1.png" }, { type: "generate" });
    expect(run(five, { type: "generateMore" })).toMatchObject({ step: 5, generation: 2 });
    expect(run(five, { type: "pickSamples" })).toMatchObject({ step: 4, direction: -1, picks: ["/oss/a1.png"] });
    // And the 'to result' jump goes back without a new batch.
    expect(run(five, { type: "pickSamples" }, { type: "toResults" })).toMatchObject({ step: 5, generation: 1 });
    expect(run(atStep4(), { type: "toResults" }).step).toBe(4);
  });
});

describe("makeLogs: Continue while unused inputs remain (spec 02 sections 3-4)", () => {
  it("a batch from step 4 logs its picks as images and the other cases as inputs; Continue uses one unused input each", () => {
    // atStep4's cases with random 0: the two abstract and the mascot sample, shuffled.
    const five = run(atStep4(), { type: "togglePick", url: "/oss/a1.png" }, { type: "generate" });
    const others = five.cases.map((c) => c.url).filter((url) => url !== "/oss/a1.png");
    expect(others).toHaveLength(2);
    expect(five.makeLogs).toEqual([{ image: ["/oss/a1.png"], input: others, n: "a coffee shop", used: [] }]);
    expect(five.references).toEqual(["/oss/a1.png"]);
    expect(canContinue(five)).toBe(true);

    const six = wizardReducer(five, { type: "generateMore" });
    expect(six).toMatchObject({ generation: 2, references: [others[0]] });
    expect(six.makeLogs.at(-1)?.used).toEqual([others[0]]);
    expect(canContinue(six)).toBe(true);
    const seven = wizardReducer(six, { type: "generateMore" });
    expect(seven).toMatchObject({ generation: 3, references: [others[1]] });
    // Every input used: no more Continue.
    expect(canContinue(seven)).toBe(false);
  });

  it("with no unused input the next batch uses the log's images", () => {
    const log = { image: ["/oss/a1.png"], input: ["/oss/m1.png"], n: "Tea", used: ["/oss/m1.png"] };
    expect(nextBatch([log])).toEqual({ references: ["/oss/a1.png"], makeLogs: [log] });
    expect(nextBatch([])).toEqual({ references: [], makeLogs: [] });
  });

  it("only the last log counts: a new batch from the steps starts a fresh log", () => {
    let state = run(atStep4(), { type: "skip" });
    expect(state.makeLogs.at(-1)).toMatchObject({ image: [], used: [] });
    expect(state.makeLogs.at(-1)?.input).toHaveLength(3);
    state = run(state, { type: "generateMore" }, { type: "generateMore" }, { type: "generateMore" });
    expect(canContinue(state)).toBe(false);
    state = run(state, { type: "pickSamples" }, { type: "togglePick", url: "/oss/m1.png" }, { type: "generate" });
    expect(state.makeLogs).toHaveLength(2);
    expect(state.references).toEqual(["/oss/m1.png"]);
    expect(canContinue(state)).toBe(true);
  });

  it("uploads sent from the start form: the user's other own designs are the inputs; none, no Continue", () => {
    const a = "data:image/webp;base64,AA";
    const b = "data:image/webp;base64,BB";
    const alone = run(initialWizardState({ prompt: "Bean There" }), { type: "addUploads", urls: [a] }, { type: "submitPrompt" });
    expect(alone.makeLogs).toEqual([{ image: [a], input: [], n: "Bean There", used: [] }]);
    expect(canContinue(alone)).toBe(false);
    const two = run(initialWizardState({ prompt: "Bean There", customCases: [b] }), { type: "addUploads", urls: [a] }, { type: "submitPrompt" });
    expect(two.makeLogs.at(-1)?.input).toEqual([b]);
    expect(canContinue(two)).toBe(true);
    expect(wizardReducer(two, { type: "generateMore" }).references).toEqual([b]);
  });
});

describe("logo wizard: back rules (spec 02 section 4)", () => {
  it("back from step 4 goes to step 2 and clears the picks", () => {
    const s = run(atStep4(), { type: "togglePick", url: "/oss/a1.png" }, { type: "back" });
    expect(s).toMatchObject({ step: 2, picks: [], direction: -1 });
  });

  it("back from step 3 goes to step 2, from step 2 to step 1", () => {
    const three = initialWizardState({ prompt: "x", step: 3 });
    expect(run(three, { type: "back" }).step).toBe(2);
    expect(run(three, { type: "back" }, { type: "back" }).step).toBe(1);
    expect(run(initialWizardState(), { type: "back" }).step).toBe(1);
  });

  it("back with an empty name goes to step 1 with the flag", () => {
    const s = run(initialWizardState({ prompt: "", step: 3 }), { type: "back" });
    expect(s).toMatchObject({ step: 1, emptyName: true });
  });

  it("back from the results with no style chosen goes to step 2, else to step 4", () => {
    const noStyle = { ...initialWizardState({ prompt: "x" }), step: 5 as const };
    expect(run(noStyle, { type: "back" }).step).toBe(2);
    expect(run(atStep4(), { type: "skip" }, { type: "back" }).step).toBe(4);
  });

  it("leaving to step 1 (home) keeps only uploaded data-URL picks", () => {
    const s = { ...initialWizardState({ prompt: "x", step: 4 }), picks: ["/oss/a1.png", "data:image/png;base64,AA"] };
    expect(run(s, { type: "home" })).toMatchObject({ step: 1, picks: ["data:image/png;base64,AA"] });
  });

  it("going to step 2 or 3 clears the picks", () => {
    const s = { ...initialWizardState({ prompt: "x", step: 4 }), styles: ["abstract" as const], picks: ["data:image/png;base64,AA"] };
    expect(run(s, { type: "back" }).picks).toEqual([]);
  });

  it("generate with an empty name goes to step 1", () => {
    expect(run(initialWizardState({ prompt: " ", step: 4 }), { type: "generate" })).toMatchObject({ step: 1, emptyName: true, generation: 0 });
  });
});

describe("logo wizard helpers", () => {
  it("progress is step / total", () => {
    expect([1, 2, 3, 4, 5].map((s) => progressRatio(s as 1 | 2 | 3 | 4 | 5))).toEqual([0.25, 0.5, 0.75, 1, 1]);
  });

  it("cases: chosen styles only, every style when none, shuffled only with several, custom first", () => {
    const custom = [{ id: "c", style: "custom" as const, url: "data:image/png;base64,AA" }];
    expect(buildCases(groups, ["abstract"], custom, () => 0).map((c) => c.url)).toEqual(["data:image/png;base64,AA", "/oss/a1.png", "/oss/a2.png"]);
    expect(
      buildCases(groups, [], [])
        .map((c) => c.url)
        .sort(),
    ).toEqual(["/oss/a1.png", "/oss/a2.png", "/oss/e1.png", "/oss/m1.png"]);
    const shuffled = buildCases(groups, ["abstract", "mascot"], [], () => 0).map((c) => c.url);
    expect(shuffled).not.toEqual(["/oss/a1.png", "/oss/a2.png", "/oss/m1.png"]);
    expect([...shuffled].sort()).toEqual(["/oss/a1.png", "/oss/a2.png", "/oss/m1.png"]);
  });

  it("entry links: ampersands become a yen sign; an empty name raises the flag and stays", () => {
    expect(entryName("?name=Tom&Jerry")).toBe("Tom¥Jerry");
    expect(entryName("?name=Tom%26Jerry&lang=en")).toBe("Tom¥Jerry");
    expect(entryName("?name=Caf%C3%A9+Bleu")).toBe("Café Bleu");
    expect(entryInit("/logo-maker", "?name=Tom&Jerry")).toMatchObject({ prompt: "Tom¥Jerry", step: 2, emptyName: false });
    expect(entryInit("/logo-maker", "?name=")).toMatchObject({ prompt: "", step: 1, emptyName: true });
    // Issue 17: /start and /generate belong to the classic maker; the wizard no longer reads them.
    expect(entryInit("/generate", "?name=Tom")).toMatchObject({ prompt: "", step: 1 });
    expect(entryInit("/make", "?n=Acme&s=We+build")).toMatchObject({ variant: "name", prompt: "Acme", slogan: "We build", step: 2 });
    expect(entryInit("/make", "?n=&s=")).toMatchObject({ step: 1, emptyName: true });
    expect(entryInit("/logo-maker", "?lang=en")).toMatchObject({ variant: "prompt", step: 1, emptyName: false });
  });

  it("progress rises to at most 99 while loading and is 100 when done", () => {
    expect(loadingProgress({ elapsedMs: 0, done: false })).toBe(0);
    expect(loadingProgress({ elapsedMs: 2000, done: false })).toBeGreaterThan(30);
    expect(loadingProgress({ elapsedMs: 10_000_000, done: false })).toBe(99);
    expect(loadingProgress({ elapsedMs: 0, serverProgress: 1, done: false })).toBe(99);
    // The task engine's figure (spec 01 section 4): max(100 x progress - 1, 1).
    expect(loadingProgress({ elapsedMs: 0, serverProgress: 0.5, done: false })).toBe(49);
    expect(loadingProgress({ elapsedMs: 0, serverProgress: 0.01, done: false })).toBe(1);
    expect(loadingProgress({ elapsedMs: 0, done: true })).toBe(100);
  });

  it("results join after 300-1200 ms", () => {
    expect(appendDelayMs(() => 0)).toBe(300);
    expect(appendDelayMs(() => 0.9999)).toBe(1200);
  });
});

describe("uploaded sample designs", () => {
  const a = "data:image/webp;base64,AA";
  const b = "data:image/webp;base64,BB";
  it("are picked while there is room, refused beyond 3, and kept first among the custom cases", () => {
    let state = initialWizardState({ customCases: [b] });
    state = wizardReducer(state, { type: "addUploads", urls: [a] });
    expect(state.picks).toEqual([a]);
    expect(state.customCases.map((c) => c.url)).toEqual([a, b]);
    state = wizardReducer(state, { type: "addUploads", urls: ["data:image/png;base64,1", "data:image/png;base64,2", "data:image/png;base64,3"] });
    expect(state.picks).toHaveLength(3);
    expect(state.tooManyPicks).toBe(true);
  });

  it("with a prompt, the start form then generates directly with them", () => {
    let state = wizardReducer(initialWizardState({ prompt: "Bean There" }), { type: "addUploads", urls: [a] });
    state = wizardReducer(state, { type: "submitPrompt" });
    expect(state.step).toBe(5);
    expect(state.generation).toBe(1);
    expect(state.picks).toEqual([a]);
  });

  it("show at once in step 4, before the style samples, and step 4's cases start with them", () => {
    let state = initialWizardState({ prompt: "Bean There", step: 3, customCases: [b] });
    state = wizardReducer(wizardReducer(state, { type: "toggleStyle", style: "mascot" }), { type: "continueStyles", groups: { mascot: ["/oss/m1.png"] } });
    expect(state.cases.map((c) => c.url)).toEqual([b, "/oss/m1.png"]);
    state = wizardReducer(state, { type: "addUploads", urls: [a] });
    expect(state.cases.map((c) => c.url)).toEqual([a, b, "/oss/m1.png"]);
  });
});
