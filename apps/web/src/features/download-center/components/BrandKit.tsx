import type { en } from "@studio/i18n";
import type { DownloadCenter } from "@studio/contracts";
import { useTranslation } from "react-i18next";

type BrandItem = keyof typeof en.downloadCenter.brandItem;

/**
 * What the Brand package adds beyond files. Each item is made in its own studio (later issues), so
 * here it is listed as included or not, never as a button; the brand centre is the brand platform
 * offer below the list when the site has one.
 */
export function BrandKit({ items }: { items: DownloadCenter["brandItems"] }) {
  const { t } = useTranslation();
  return (
    <section className="dc-section" aria-labelledby="dc-brand-title" data-testid="dc-brand-kit">
      <h2 id="dc-brand-title">{t("downloadCenter.brandTitle")}</h2>
      <p>{t("downloadCenter.brandLead")}</p>
      <ul className="dc-brand-items">
        {items.map((item) => (
          <li key={item.feature} data-testid="dc-brand-item" data-included={item.included} className={item.included ? "dc-included" : "dc-file-locked"}>
            <span>{t(`downloadCenter.brandItem.${item.feature as BrandItem}`)}</span>
            <span className="dc-file-lock">
              {item.included ? t("downloadCenter.brandIncluded") : t("downloadCenter.includedIn", { level: t("downloadCenter.levelBrand") })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
