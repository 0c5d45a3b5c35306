import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fetchLogoFonts } from "../api/classic-maker-api";
import { toggleFont, type Choices } from "../classic-choices";
import { loadPreviewFonts, previewFamily } from "../font-faces";

/**
 * Step 4: fonts for the name, by category (GET /ubrand/api/logo-fonts/order), Chinese fonts
 * included. Nothing chosen lets the designer use them all; a failed catalogue shows none.
 */
export function FontStep({ choices, onChange }: { choices: Choices; onChange: (next: Choices) => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ["classic", "logo-fonts"], queryFn: ({ signal }) => fetchLogoFonts(signal), staleTime: Infinity });
  useEffect(() => {
    if (query.data) loadPreviewFonts(query.data.flatMap((category) => category.fonts));
  }, [query.data]);
  return (
    <section className="cm-section" aria-labelledby="cm-fonts-title">
      <h2 id="cm-fonts-title" className="cm-section-title">
        {t("classicMaker.fontsTitle")}
      </h2>
      <p className="cm-lead">{t("classicMaker.fontsLead")}</p>
      {(query.data ?? []).map((category) => (
        <div key={category.cat_id} className="cm-font-category" data-testid={`cm-font-category-${category.cat_id}`}>
          <h3 className="cm-font-category-name">{category.cate_name}</h3>
          <ul className="cm-font-list">
            {category.fonts.map((font) => (
              <li key={font.id}>
                <button type="button" className="cm-font" aria-pressed={choices.fonts.includes(font.id)} onClick={() => onChange(toggleFont(choices, font.id))}>
                  <span className="cm-font-name" style={{ fontFamily: `"${previewFamily(font)}", inherit` }}>
                    {font.font_name}
                  </span>
                  <span className="cm-font-type">{font.simplified ? "中文" : font.font_type}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
