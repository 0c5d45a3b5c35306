import { briefFromPrompt, imagesCost } from "@studio/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { runAfterSignIn } from "../../auth/after-sign-in";
import { runGenerationGate } from "../../credits/generation-gate";
import type { SessionUser } from "../../auth/api/auth-api";
import { currentUserQueryKey, useCurrentUser } from "../../auth/hooks/use-current-user";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import { openLoginPanel } from "../../session/login-panel-store";
import { logoMakerApi, styleGroupsQuery } from "../api/logo-maker-api";
import { useLogoGeneration } from "../hooks/use-logo-generation";
import { canContinue, initialWizardState, nextBatch, progressRatio, totalSteps, wizardReducer, type WizardAction, type WizardState } from "../wizard-machine";
import { entryInit } from "../entry";
import { registerResultsJump } from "../results-jump";
import { dataUrlToBlob, loadCustomCases, readSampleImage, saveCustomCases, uploadMessageOf, type UploadMessage } from "../sample-uploads";
import { ApiError } from "../../../api/client";
import { IndustryStep } from "./IndustryStep";
import { NameStep } from "./NameStep";
import { designOf, type Design } from "../icon-design/icon-design-api";
import { ResultsView } from "./ResultsView";
import { SamplesStep } from "./SamplesStep";
import { StartStep } from "./StartStep";
import { StyleStep } from "./StyleStep";
import "../logo-maker.css";

// The icon editor loads when a logo is opened, not with the wizard's first screen (the initial-JS
// budget of /logo-maker, e2e/tests/bundle-budget.e2e.test.ts).
const IconDesignModal = lazy(async () => ({ default: (await import("../icon-design/IconDesignModal")).IconDesignModal }));

const industryWords: Record<string, string> = { realEstate: "real estate", cafe: "coffee and tea" };

/**
 * The task's brief. The start form's one box holds a name and maybe what the business does
 * (briefFromPrompt splits them, see packages/domain); the four-step variant's field n is the name.
 */
function briefOf(state: WizardState, variant: "prompt" | "name") {
  const prompt = state.prompt.trim();
  const text = variant === "name" ? { name: prompt.slice(0, 40).trim(), description: undefined } : briefFromPrompt(prompt);
  return {
    prompt,
    filesUrl: state.references.filter((url) => url.startsWith("/oss/") || /^https?:\/\//.test(url)),
    brief: {
      name: text.name,
      slogan: state.slogan.trim() ? state.slogan.trim().slice(0, 60) : undefined,
      industry: state.industry ? (industryWords[state.industry] ?? state.industry) : undefined,
      description: text.description?.slice(0, 400),
      styles: state.styles.length > 0 ? state.styles : undefined,
    },
  };
}

/** The logo maker: the wizard (steps 1-4) and its results on one page. */
export function LogoMakerPage() {
  const location = useLocation();
  const init = entryInit(location.pathname, location.search);
  // A new /make or entry link starts the wizard afresh.
  return <LogoWizard key={`${location.pathname}${init.key}`} init={init} />;
}

function LogoWizard({ init }: { init: ReturnType<typeof entryInit> }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, init, (i) => initialWizardState({ ...i, customCases: loadCustomCases() }));
  /** An i18n key: why a chosen or uploaded sample design was refused. */
  const [uploadProblem, setUploadProblem] = useState<UploadMessage | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Data URL -> stored /oss path, so a picked upload is sent once however many batches use it. */
  const uploaded = useRef(new Map<string, string>());
  const { slots, generating, start, cancel } = useLogoGeneration();
  const styleGroups = useQuery({ ...styleGroupsQuery, staleTime: 300_000 });
  const [waitingForStyles, setWaitingForStyles] = useState(false);
  const [opened, setOpened] = useState<{ designs: Design[]; initial: Design } | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { freeAiCreditsPerDay, costs } = useCreditCosts();

  // Spec 02 section 9: a round costs the image price in force per sample image it sends (picked
  // samples from step 4; Continue sends the next unused one, or the picks again), with the minimum.
  const roundCost = (references: number) => imagesCost(costs, Math.max(1, references));
  // The gate (packages/domain) runs before any request: login panel or the credits dialog.
  const gate = useCallback(
    (next: WizardState, retry: () => void): boolean => {
      // Read from the cache, not the render: a retry after sign-in runs before the next render.
      const user = queryClient.getQueryData<SessionUser | null>(currentUserQueryKey) ?? null;
      return runGenerationGate({ user, cost: imagesCost(costs, Math.max(1, next.references.length)), freeAiCreditsPerDay, retry }).action === "proceed";
    },
    [queryClient, freeAiCreditsPerDay, costs],
  );

  const act = useCallback(
    function act(action: WizardAction) {
      const current = stateRef.current;
      const next = wizardReducer(current, action);
      if (next.generation > current.generation && !gate(next, () => act(action))) return;
      dispatch(action);
    },
    [gate],
  );

  // One batch per generation request the reducer accepted; the user's own picks are uploaded first.
  const started = useRef(0);
  // The batch starts in this effect, after step 5's first paint: until then the results say
  // 'Generating Logos...' rather than flashing the no-results text.
  const [startedGeneration, setStartedGeneration] = useState(0);
  useEffect(() => {
    if (state.generation <= started.current) return;
    started.current = state.generation;
    setStartedGeneration(state.generation);
    const request = briefOf(state, init.variant);
    const pending = state.references.filter((url) => url.startsWith("data:"));
    if (pending.length === 0) {
      void start(request);
      return;
    }
    setUploadProblem(null);
    setUploading(true);
    void Promise.all(
      pending.map(async (url) => {
        const known = uploaded.current.get(url);
        if (known) return known;
        const image = await logoMakerApi.uploadImage(dataUrlToBlob(url));
        uploaded.current.set(url, image.src);
        return image.src;
      }),
    )
      .then((sources) => start({ ...request, filesUrl: [...sources, ...request.filesUrl] }))
      .catch((error: unknown) => setUploadProblem(error instanceof ApiError ? uploadMessageOf(error.error) : "errors.network"))
      .finally(() => setUploading(false));
  }, [state, start, init.variant]);

  // The custom case store follows the wizard's list.
  useEffect(() => {
    saveCustomCases(state.customCases.map((c) => c.url));
  }, [state.customCases]);

  const addFiles = useCallback(
    async (files: File[]) => {
      setUploadProblem(null);
      const urls: string[] = [];
      for (const file of files) {
        const read = await readSampleImage(file);
        if (read.ok) urls.push(read.dataUrl);
        else setUploadProblem(read.problem);
      }
      if (urls.length > 0) dispatch({ type: "addUploads", urls });
    },
    [],
  );

  // Once this visit has results, the header's latest-design thumbnail comes back to them.
  const hasResults = state.generation > 0;
  useEffect(() => {
    if (!hasResults) return;
    return registerResultsJump(() => {
      setOpened(null);
      if (stateRef.current.step === 5) window.scrollTo({ top: 0 });
      else act({ type: "toResults" });
    });
  }, [hasResults, act]);

  // Slide into view from the top of the wizard on each step change.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.step]);

  const groups = styleGroups.data ?? {};
  /**
   * Step 3's Continue builds step 4 from the style data. While that is still on its way, wait for
   * it: continuing with none would skip the sample step and start a paid generation at once.
   */
  const continueStyles = () => {
    if (styleGroups.data) return act({ type: "continueStyles", groups: styleGroups.data });
    setWaitingForStyles(true);
    void queryClient
      .ensureQueryData(styleGroupsQuery)
      .catch(() => ({}))
      .then((loaded) => {
        setWaitingForStyles(false);
        if (stateRef.current.step === 3) act({ type: "continueStyles", groups: loaded });
      });
  };
  const backOrHome = () => act({ type: "back" });

  return (
    <div className="lm-page" data-step={state.step}>
      <div className="lm-progress" role="progressbar" aria-label={t("logoMaker.stepOf", { step: Math.min(state.step, totalSteps), total: totalSteps })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progressRatio(state.step) * 100)}>
        <span className="lm-progress-fill" style={{ transform: `scaleX(${progressRatio(state.step)})` }} />
      </div>
      {state.step > 1 && (
        <div className="lm-bar">
          <button type="button" className="button button-small" onClick={() => act({ type: "home" })}>
            {t("logoMaker.home")}
          </button>
          <span className="lm-bar-name" title={state.prompt}>
            {state.prompt}
          </span>
          {state.step < 5 && <span className="lm-bar-step">{t("logoMaker.stepOf", { step: state.step, total: totalSteps })}</span>}
          {state.step < 5 && state.generation > 0 && (
            <button type="button" className="button button-small" onClick={() => act({ type: "toResults" })}>
              {t("logoMaker.toResult")}
            </button>
          )}
        </div>
      )}
      <div key={state.step} className={state.direction > 0 ? "lm-slide lm-slide-next" : "lm-slide lm-slide-prev"}>
        {state.step === 1 &&
          (init.variant === "name" ? (
            <NameStep name={state.prompt} slogan={state.slogan} emptyName={state.emptyName} />
          ) : (
            <StartStep
              prompt={state.prompt}
              emptyName={state.emptyName}
              onPrompt={(value) => act({ type: "prompt", value })}
              onSubmit={() => act({ type: "submitPrompt" })}
              uploads={state.picks.filter((url) => url.startsWith("data:"))}
              problem={state.tooManyPicks ? "logoMaker.tooManyPicks" : uploadProblem}
              onFiles={(files) => void addFiles(files)}
              onRemove={(url) => act({ type: "togglePick", url })}
            />
          ))}
        {state.step === 2 && (
          <IndustryStep
            industry={state.industry}
            onChoose={(industry) => act({ type: "chooseIndustry", industry })}
            onContinue={() => act({ type: "continueIndustry" })}
            onSkip={() => act({ type: "skip" })}
            onBack={backOrHome}
          />
        )}
        {state.step === 3 && (
          <StyleStep styles={state.styles} thumbs={Object.keys(groups).length > 0} onToggle={(style) => act({ type: "toggleStyle", style })} waiting={waitingForStyles} onContinue={continueStyles} onBack={backOrHome} />
        )}
        {state.step === 4 && (
          <SamplesStep
            cases={state.cases}
            picks={state.picks}
            tooManyPicks={state.tooManyPicks}
            cost={roundCost(state.picks.length)}
            onToggle={(url) => act({ type: "togglePick", url })}
            onGenerate={() => act({ type: "generate" })}
            onSkip={() => act({ type: "skip" })}
            onBack={backOrHome}
            problem={uploadProblem}
            onFiles={(files) => void addFiles(files)}
          />
        )}
        {state.step === 5 && (uploading || uploadProblem) && (
          <p className={uploadProblem ? "lm-error" : "lm-step-lead"} role={uploadProblem ? "alert" : "status"}>
            {uploadProblem ? t(uploadProblem) : t("logoMaker.uploading")}
          </p>
        )}
        {state.step === 5 && (
          <ResultsView
            name={state.prompt}
            slots={slots}
            generating={generating || state.generation > startedGeneration}
            signedIn={user !== null}
            cost={roundCost(nextBatch(state.makeLogs).references.length)}
            canPickSamples={state.cases.length > 0}
            canContinue={canContinue(state)}
            onContinue={() => act({ type: "generateMore" })}
            onLogin={() => {
              runAfterSignIn(() => act({ type: "generateMore" }));
              openLoginPanel("sign-in");
            }}
            onPickSamples={() => act({ type: "pickSamples" })}
            onCancel={cancel}
            onOpen={(slot) => {
              const designs = slots.flatMap((s) => (s.status === "done" && s.url ? (designOf({ url: s.url, thumb: s.thumb, width: s.width, height: s.height }) ?? []) : []));
              const initial = designs.find((design) => design.url === slot.url);
              if (initial) setOpened({ designs, initial });
            }}
          />
        )}
        {opened && (
          <Suspense fallback={null}>
            <IconDesignModal designs={opened.designs} initial={opened.initial} name={state.prompt} onClose={() => setOpened(null)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
