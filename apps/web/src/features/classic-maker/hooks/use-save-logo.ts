import type { ClassicLogo } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { runAfterSignIn } from "../../auth/after-sign-in";
import type { SessionUser } from "../../auth/api/auth-api";
import { currentUserQueryKey } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { saveFavourite } from "../api/favourites-api";

// Under the session prefix, so signing out drops the saved list and counter with the user.
export const favouritesQueryKey = [...sessionQueryKey, "classic-favourites"] as const;

/**
 * Saving a logo to favourites (POST /api/user/favourite). A visitor is told 'You are not logged in!'
 * and gets the login panel; the save runs once they have signed in. The saved list and the saved
 * counter are fetched again after a save (spec 03 section 4: the saved-count cache is dropped). A
 * save the server refuses with BOUGHT_LOGO_LOCKED shows that message.
 */
export function useSaveLogo(onSaved: (logo: ClassicLogo, faId: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);

  const save = useCallback(
    async (logo: ClassicLogo): Promise<void> => {
      const user = queryClient.getQueryData<SessionUser | null>(currentUserQueryKey) ?? null;
      if (!user) {
        toast.info(t("classicMaker.notLoggedIn"));
        runAfterSignIn(() => void save(logo));
        openLoginPanel("sign-in");
        return;
      }
      setSaving(logo.token);
      try {
        const { fa_id } = await saveFavourite(logo);
        onSaved(logo, fa_id);
        toast.success(t("classicMaker.savedToast"));
        await queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
      } catch (error) {
        // A bought logo whose name or symbol changed after its 3 days: the server's reason, not 'Save failed'.
        toast.error(error instanceof ApiError && error.error === "BOUGHT_LOGO_LOCKED" ? t("errors.BOUGHT_LOGO_LOCKED") : t("classicMaker.saveFailed"));
      } finally {
        setSaving(null);
      }
    },
    [queryClient, t, onSaved],
  );

  return { save, saving };
}
