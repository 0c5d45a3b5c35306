import type { ColorOption, GradientAngle } from "@studio/contracts";
import { gradientAngles } from "@studio/contracts/plain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchColorCategories } from "../api/classic-maker-api";
import { chooseColorCategory, toggleColorOption, type Choices } from "../classic-choices";

const angleKey = (angle: GradientAngle) => (angle === "radial" ? "radial" : (`a${angle}` as const));

function swatchStyle(option: ColorOption, angle: GradientAngle) {
  if (option.hex_colors) {
    const [from, to] = option.hex_colors.split(",");
    return { background: angle === "radial" ? `radial-gradient(${from}, ${to})` : `linear-gradient(${90 + angle}deg, ${from}, ${to})` };
  }
  const colors = option.colors.length > 0 ? option.colors : [option.hex_color ?? "#000000"];
  return { background: `linear-gradient(90deg, ${colors.map((c, i) => `${c} ${(i / colors.length) * 100}% ${((i + 1) / colors.length) * 100}%`).join(", ")})` };
}

/**
 * Step 3: colours (GET /api/allColorCategory): a group selects its first option; more options of
 * the group can be added; the gradient group offers the angles 0, 45, 90 and radial.
 */
export function ColorStep({ choices, onChange }: { choices: Choices; onChange: (next: Choices) => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ["classic", "color-categories"], queryFn: ({ signal }) => fetchColorCategories(signal), staleTime: Infinity });
  const groups = query.data?.color_cates ?? [];
  const chosen = groups.find((group) => group.id === choices.colorCategory);
  return (
    <section className="cm-section" aria-labelledby="cm-colors-title">
      <h2 id="cm-colors-title" className="cm-section-title">
        {t("classicMaker.colorsTitle")}
      </h2>
      <div className="cm-chips" data-testid="cm-color-groups">
        {groups.map((group) => (
          <button
            key={group.id}
            type="button"
            className="cm-chip cm-color-group"
            data-group={group.key}
            aria-pressed={group.id === choices.colorCategory}
            onClick={() => onChange(chooseColorCategory(choices, group))}
          >
            <span className="cm-swatch" style={group.colors[0] ? swatchStyle(group.colors[0], choices.gradientAngle) : undefined} aria-hidden="true" />
            {t(`classicMaker.colorGroups.${group.key}`)}
          </button>
        ))}
      </div>
      {chosen ? (
        <ul className="cm-color-options" data-testid="cm-color-options">
          {chosen.colors.map((option) => (
            <li key={option.color_id}>
              <button
                type="button"
                className="cm-color-option"
                aria-pressed={choices.colors.includes(option.color_id)}
                title={option.name}
                onClick={() => onChange(toggleColorOption(choices, option.color_id))}
              >
                <span className="cm-swatch cm-swatch-large" style={swatchStyle(option, choices.gradientAngle)} aria-hidden="true" />
                <span className="cm-option-name">{option.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen?.id === 99 ? (
        <fieldset className="cm-angles">
          <legend>{t("classicMaker.gradientAngle")}</legend>
          {(query.data?.gradient_angles ?? gradientAngles).map((angle) => (
            <label key={String(angle)} className="cm-angle">
              <input type="radio" name="cm-angle" checked={choices.gradientAngle === angle} onChange={() => onChange({ ...choices, gradientAngle: angle })} />
              {t(`classicMaker.angles.${angleKey(angle)}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
