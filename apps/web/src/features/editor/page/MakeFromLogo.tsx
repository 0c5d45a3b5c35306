import type { DesignDocument } from "@studio/design";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { createWork } from "../../works/api/works-api";
import { useEditorStoreApi } from "../store/editor-store-context";
import { buildDesignQuery } from "./design-query";
import { logoToDesign, POST_PRESETS } from "./logo-post";

/** The post is named after the logo's name as it now reads (the work's name is the one it was opened with). */
const postName = (logo: DesignDocument): string =>
  logo.elements
    .flatMap((element) => (element.type === "text" && element.role === "name" ? [element.text.replace(/\s+/g, " ")] : []))
    .join(" ")
    .trim()
    .slice(0, 80);

/**
 * For a logo's own design: 'Make a post' turns the logo as it stands (name, slogan, icon, colours,
 * fonts) into a new poster or social image of the chosen size, saved as a work of its own, and
 * opens it. The logo's design is left as it is.
 */
export function MakeFromLogo({ name }: { name: string }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const sizeId = useId();
  const [key, setKey] = useState("instagram-post");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const make = () => {
    const preset = POST_PRESETS.find((candidate) => candidate.key === key);
    if (!preset) return;
    setState("busy");
    const logo = store.getState().document;
    const document = logoToDesign(logo, preset);
    createWork({ kind: preset.workKind, name: postName(logo) || name, document: document as unknown as Record<string, unknown>, preset: preset.key }).then(
      (work) => navigate(`/design/w/${work.id}${buildDesignQuery(location.search, { type: preset.key }, ["logo"])}`),
      () => setState("failed"),
    );
  };
  return (
    <section className="editor-from-logo" aria-label={t("editor.fromLogo.title")} data-testid="editor-from-logo">
      <h2 className="editor-from-logo-title">{t("editor.fromLogo.title")}</h2>
      <label htmlFor={sizeId}>{t("editor.fromLogo.size")}</label>
      <select id={sizeId} value={key} onChange={(event) => setKey(event.target.value)} disabled={state === "busy"} data-testid="editor-from-logo-size">
        {POST_PRESETS.map((preset) => (
          <option key={preset.key} value={preset.key}>
            {t(`editorPanels.preset.${preset.key}`)} ({preset.width} × {preset.height})
          </option>
        ))}
      </select>
      <button type="button" className="button button-primary button-small" onClick={make} disabled={state === "busy"} data-testid="editor-from-logo-make">
        {t("editor.fromLogo.make")}
      </button>
      {state === "failed" ? (
        <p role="alert" className="lm-error">
          {t("editor.fromLogo.failed")}
        </p>
      ) : null}
    </section>
  );
}
