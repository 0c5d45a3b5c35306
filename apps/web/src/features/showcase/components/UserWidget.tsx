import type { ImageOwner } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BlacklistButton } from "../../auth/components/BlacklistButton";
import { showcaseQueryKey } from "../hooks/use-showcase";

/**
 * Who made a logo (the showcase's 'All' tab): initial, name, e-mail, id and designer type, with
 * the blacklist action (confirm, 'Waiting please...', 'Succeed'; BlacklistButton).
 */
export function UserWidget({ owner }: { owner: ImageOwner }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = (owner.name || owner.email || "?").trim().charAt(0).toUpperCase();
  return (
    <div className="showcase-user" data-testid="showcase-user" data-user-id={owner.id}>
      <span className="avatar avatar-initial showcase-user-avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="showcase-user-text">
        <strong className="showcase-user-name">{owner.name || owner.email || t("showcase.noEmail")}</strong>
        <span>{owner.email ?? t("showcase.noEmail")}</span>
        <span>
          {t("showcase.userId", { id: owner.id })} ·{" "}
          {owner.designer_type > 0 ? t("showcase.designerType", { type: owner.designer_type }) : t("showcase.notDesigner")}
        </span>
      </div>
      {owner.blacklisted ? (
        <span className="showcase-badge showcase-badge-danger" data-testid="showcase-blacklisted">
          {t("showcase.blacklisted")}
        </span>
      ) : (
        <BlacklistButton userId={owner.id} onDone={() => void queryClient.invalidateQueries({ queryKey: showcaseQueryKey })} />
      )}
    </div>
  );
}
