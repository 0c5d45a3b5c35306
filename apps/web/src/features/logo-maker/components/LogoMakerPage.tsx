import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { runAfterSignIn } from "../../auth/after-sign-in";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { useGatedWizard } from "../hooks/use-gated-wizard";
import { useLogoGeneration } from "../hooks/use-logo-generation";
import { useRoundStart } from "../hooks/use-round-start";
import { useStyleContinue } from "../hooks/use-style-continue";
import { canContinue, nextBatch } from "../wizard-machine";
import { entryInit, type EntryInit } from "../entry";
import { registerResultsJump } from "../results-jump";
import { NameStep } from "./NameStep";
import type { Design } from "../icon-design/icon-design-api";
import { StartStep } from "./StartStep";
import { WizardBar } from "./WizardBar";
import "../logo-maker.css";

// The icon editor loads when a logo is opened, not with the wizard's first screen (the initial-JS
// budget of /logo-maker, e2e/tests/bundle-budget.e2e.test.ts).
const IconDesignModal = lazy(async () => ({ default: (await import("../icon-design/IconDesignModal")).IconDesignModal }));
// Steps 2-4 and the results grid (with its lazy image boxes) likewise: fetched once the wizard is on
// screen, while the user types the name, so moving on does not wait for them.
const loadResultsView = () => import("./ResultsView");
const ResultsView = lazy(async () => ({ default: (await loadResultsView()).ResultsView }));
const IndustryStep = lazy(async () => ({ default: (await import("./IndustryStep")).IndustryStep }));
const StyleStep = lazy(async () => ({ default: (await import("./StyleStep")).StyleStep }));
const SamplesStep = lazy(async () => ({ default: (await import("./SamplesStep")).SamplesStep }));
const prefetchSteps = () => Promise.all([import("./IndustryStep"), import("./StyleStep"), import("./SamplesStep"), loadResultsView()]);

/** The logo maker: the wizard (steps 1-4) and its results on one page. */
export function LogoMakerPage() {
  const location = useLocation();
  const init = entryInit(location.pathname, location.search);
  // A new /make or entry link starts the wizard afresh.
  return <LogoWizard key={`${location.pathname}${init.key}`} init={init} />;
}

function LogoWizard({ init }: { init: EntryInit }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { state, stateRef, dispatch, act, roundCost } = useGatedWizard(init);
  const { slots, generating, start, cancel } = useLogoGeneration();
  const { uploadProblem, uploading, startedGeneration, addFiles } = useRoundStart(state, init.variant, start, dispatch);
  const styles = useStyleContinue(stateRef, act);
  const [opened, setOpened] = useState<{ designs: Design[]; initial: Design } | null>(null);

  // Once this visit has results, the header's latest-design thumbnail comes back to them.
  const hasResults = state.generation > 0;
  useEffect(() => {
    if (!hasResults) return;
    return registerResultsJump(() => {
      setOpened(null);
      if (stateRef.current.step === 5) window.scrollTo({ top: 0 });
      else act({ type: "toResults" });
    });
  }, [hasResults, act, stateRef]);

  // Fetch the results' code while the user walks the steps, so step 5 does not wait for it.
  useEffect(() => {
    void prefetchSteps();
  }, []);

  // Slide into view from the top of the wizard on each step change.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.step]);

  const backOrHome = () => act({ type: "back" });

  return (
    <div className="lm-page" data-step={state.step}>
      <WizardBar state={state} onHome={() => act({ type: "home" })} onResults={() => act({ type: "toResults" })} />
      <div key={state.step} className={state.direction > 0 ? "lm-slide lm-slide-next" : "lm-slide lm-slide-prev"}>
        <Suspense fallback={<p className="lm-step-lead">{t("common.loading")}</p>}>
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
            <StyleStep
              styles={state.styles}
              thumbs={Object.keys(styles.groups).length > 0}
              onToggle={(style) => act({ type: "toggleStyle", style })}
              waiting={styles.waiting}
              onContinue={styles.continueStyles}
              onBack={backOrHome}
            />
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
              onOpen={(slot) =>
                // Loaded on the first opening, with the editor (the initial-JS budget of /logo-maker).
                void import("../icon-design/icon-design-api").then(({ designOf }) => {
                  const designs = slots.flatMap((s) =>
                    s.status === "done" && s.url ? (designOf({ url: s.url, thumb: s.thumb, width: s.width, height: s.height }) ?? []) : [],
                  );
                  const initial = designs.find((design) => design.url === slot.url);
                  if (initial) setOpened({ designs, initial });
                })
              }
            />
          )}
          {opened && (
            <Suspense fallback={null}>
              <IconDesignModal designs={opened.designs} initial={opened.initial} name={state.prompt} onClose={() => setOpened(null)} />
            </Suspense>
          )}
        </Suspense>
      </div>
    </div>
  );
}
