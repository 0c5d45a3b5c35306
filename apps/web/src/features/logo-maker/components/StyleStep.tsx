import { useState } from "react";
import { useTranslation } from "react-i18next";
import { logoStyles, type LogoStyle } from "../wizard-machine";
import { StepFooter } from "./StepFooter";
import { StyleGlyph } from "./StyleGlyph";

/**
 * The server's thumbnail when it has one; until it has loaded (and if it fails) the drawn glyph
 * shows, so a missing file never appears as a broken image.
 */
function StyleThumb({ style }: { style: LogoStyle }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  return (
    <span className="lm-style-thumb">
      {state !== "loaded" && <StyleGlyph style={style} />}
      {state !== "failed" && (
        <img
          src={`/oss/ai-logo-style/thumb/${style}.png`}
          alt=""
          className={state === "loaded" ? "lm-style-img" : "lm-style-img lm-style-img-pending"}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      )}
    </span>
  );
}

export type StyleStepProps = {
  styles: LogoStyle[];
  /** Whether the style data is installed (its thumbnails come with it); otherwise only the drawings. */
  thumbs: boolean;
  onToggle: (style: LogoStyle) => void;
  /** Continue was pressed and waits for the style data. */
  waiting?: boolean;
  onContinue: () => void;
  onBack: () => void;
};

/** Step 3: 'Select your logo type', a multi-select grid; Continue needs at least one. */
export function StyleStep({ styles, thumbs, waiting = false, onToggle, onContinue, onBack }: StyleStepProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lm-step-title">
      <h2 id="lm-step-title" className="lm-step-title">
        {t("logoMaker.styleTitle")}
      </h2>
      <p className="lm-step-lead">{styles.length === 0 ? t("logoMaker.styleRequired") : t("logoMaker.styleLead")}</p>
      <div className="lm-style-grid">
        {logoStyles.map((style) => (
          <button
            key={style}
            type="button"
            className="lm-style-tile"
            aria-pressed={styles.includes(style)}
            onClick={() => onToggle(style)}
            data-testid={`style-${style}`}
          >
            {thumbs ? (
              <StyleThumb style={style} />
            ) : (
              <span className="lm-style-thumb">
                <StyleGlyph style={style} />
              </span>
            )}
            <span className="lm-style-label">{t(`logoMaker.styles.${style}`)}</span>
          </button>
        ))}
      </div>
      <StepFooter onBack={onBack}>
        <button type="button" className="button button-primary" onClick={onContinue} disabled={styles.length === 0 || waiting} aria-busy={waiting}>
          {t("logoMaker.continue")}
        </button>
      </StepFooter>
    </section>
  );
}
