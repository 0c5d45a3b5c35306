import type { EditMode } from "@studio/contracts";
import type { Palette } from "@studio/logo-engine/palettes";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useCreditCheck } from "../../credits/credit-check";
import { useHealth } from "../../system/hooks/use-health";
import { recordTarget } from "../../images/record-target";
import { DownloadPopover } from "../components/DownloadPopover";
import { ChangeStyleDialog, type StyleSample } from "./ChangeStyleDialog";
import { ChooseColorDialog, paletteColors } from "./ChooseColorDialog";
import { DesignInfo } from "./DesignInfo";
import { DesignStage } from "./DesignStage";
import { DesignStrip } from "./DesignStrip";
import { EditPromptBar } from "./EditPromptBar";
import { IconDesignHeader } from "./IconDesignHeader";
import { useEditHistory } from "./edit-history";
import type { Design } from "./icon-design-api";
import { useIconEdit, type EditReference } from "./use-icon-edit";
import { useModalKeys } from "./use-modal-keys";
import "./icon-design.css";

/** Spec 02 section 4: a successful edit becomes the present design after 300 ms. */
export const presentDelayMs = 300;

export type IconDesignModalProps = {
  /** The designs to browse (the results so far), newest edits are added in front. */
  designs: Design[];
  initial: Design;
  /** The logo's name: downloaded files are named after it. */
  name?: string;
  onClose: () => void;
};

/**
 * The full-screen icon design modal (spec 02 sections 2 and 4): the design with its group's
 * variants, history back/forward, a strip of the results, the info overlay (admins, and outside
 * production), and AI Edit: normal mode shows the buttons, magic mode the prompt bar.
 */
export function IconDesignModal({ designs, initial, name = "logo", onClose }: IconDesignModalProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const health = useHealth();
  const [items, setItems] = useState(designs);
  const history = useEditHistory<Design>(initial);
  const present = history.present;
  const [magic, setMagic] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [mode, setMode] = useState<EditMode>("quick");
  const [reference, setReference] = useState<EditReference>();
  const [dialog, setDialog] = useState<"style" | "color" | null>(null);
  const [showInfo, setShowInfo] = useState(false);
  const edit = useIconEdit();
  const creditCheck = useCreditCheck();
  const checking = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const infoAllowed = user?.is_admin === true || health.data?.production === false;
  const variants = items.filter((design) => design.groupId === present.groupId);
  const downloadTarget = recordTarget({ task_id: present.taskId, src: present.url });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const enterMagic = () => {
    setPrompt("");
    setMagic(true);
  };
  const exitMagic = () => {
    setMagic(false);
    setReference(undefined);
  };

  const submit = useCallback(
    async (nextReference: EditReference | undefined) => {
      // Spec 02 section 4: ignored while a check or an edit is already running.
      if (edit.loading || checking.current) return;
      const text = prompt.trim();
      if (!text && !nextReference) {
        if (magic) exitMagic();
        else enterMagic();
        return;
      }
      // The credit check first (the AI Edit price in force): login panel or the limit modal when short.
      checking.current = true;
      const outcome = await creditCheck({ required: "aidesign.ai-image.edit" }).finally(() => (checking.current = false));
      if (outcome !== "proceed") return;
      const source = present;
      const made = await edit.run({ source, prompt: text, mode, reference: nextReference });
      if (!made || made.length === 0) return;
      setItems((current) => [...made, ...current.filter((design) => !made.some((m) => m.key === design.key))]);
      setPrompt("");
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        history.set(made[0] as Design);
      }, presentDelayMs);
      timers.current.add(timer);
    },
    [edit, prompt, magic, creditCheck, present, mode, history],
  );

  useModalKeys(panel, {
    covered: dialog !== null,
    onClose,
    onArrow: (direction) => {
      const index = variants.findIndex((design) => design.key === present.key);
      const target = variants[index + direction];
      if (target) history.set(target);
    },
  });

  const choosePalette = (palette: Palette) => {
    const next: EditReference = { kind: "palette", id: palette.id, name: palette.name, colors: paletteColors(palette) };
    setDialog(null);
    setMagic(true);
    setReference(next);
    void submit(next);
  };
  const chooseStyle = (sample: StyleSample) => {
    setDialog(null);
    setMagic(true);
    setReference({ kind: "style", src: sample.src, label: sample.label });
  };

  return createPortal(
    <div ref={panel} className="idm" role="dialog" aria-modal="true" aria-labelledby="idm-title" tabIndex={-1} data-testid="icon-design-modal">
      <IconDesignHeader
        canBack={history.canBack}
        canForward={history.canForward}
        onBack={history.back}
        onForward={history.forward}
        infoAllowed={infoAllowed}
        info={showInfo}
        onToggleInfo={() => setShowInfo((on) => !on)}
        onClose={onClose}
      />
      <div className="idm-body">
        <div className="idm-main">
          <DesignStage present={present} variants={variants} job={edit.job} onShow={history.set} />
          {infoAllowed && showInfo && <DesignInfo design={present} />}
          {magic ? (
            <EditPromptBar
              prompt={prompt}
              mode={mode}
              reference={reference}
              busy={edit.loading}
              onPrompt={setPrompt}
              onMode={setMode}
              onSubmit={() => void submit(reference)}
              onCancel={exitMagic}
              onClearReference={() => setReference(undefined)}
              onChangeStyle={() => setDialog("style")}
              onChooseColor={() => setDialog("color")}
            />
          ) : (
            <div className="idm-actions">
              <button type="button" className="button button-primary" onClick={() => void submit(undefined)}>
                {t("iconDesign.aiEdit")}
              </button>
              {downloadTarget && <DownloadPopover target={downloadTarget} name={name} />}
            </div>
          )}
        </div>
        <DesignStrip designs={items} present={present} pending={edit.loading} onShow={history.set} />
      </div>
      <ChooseColorDialog open={dialog === "color"} onClose={() => setDialog(null)} onChoose={choosePalette} />
      <ChangeStyleDialog open={dialog === "style"} onClose={() => setDialog(null)} onChoose={chooseStyle} />
    </div>,
    document.body,
  );
}
