import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextPromptDialog } from "../../../ui/TextPromptDialog";
import { fontQueryKeys, fontsApi } from "../api/fonts-api";
import type { PickerFont } from "../font-groups";

/** Rename and delete one of the user's own fonts (the server lets only its owner). */
export function UserFontActions({ font }: { font: PickerFont }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(font.id.replace(/^user-/, ""));
  const refresh = () => queryClient.invalidateQueries({ queryKey: fontQueryKeys.mine });
  const rename = useMutation({ mutationFn: (name: string) => fontsApi.renameUserFont(id, name), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => fontsApi.deleteUserFont(id), onSuccess: refresh });
  const [renaming, setRenaming] = useState(false);
  return (
    <span className="font-actions">
      <button type="button" data-testid="user-font-rename" onClick={() => setRenaming(true)}>
        {t("fonts.upload.rename")}
      </button>
      {renaming ? (
        <TextPromptDialog
          title={t("fonts.upload.rename")}
          label={t("fonts.upload.renameLabel", { name: font.name })}
          initial={font.name}
          submitLabel={t("fonts.upload.rename")}
          maxLength={100}
          testId="user-font-rename-dialog"
          onClose={() => setRenaming(false)}
          onSubmit={(name) => rename.mutate(name)}
        />
      ) : null}
      <button
        type="button"
        onClick={() => {
          if (window.confirm(t("fonts.upload.removeConfirm", { name: font.name }))) remove.mutate();
        }}
      >
        {t("fonts.upload.remove")}
      </button>
      {rename.isError ? <span role="alert">{t("fonts.upload.saveFailed")}</span> : null}
      {remove.isError ? <span role="alert">{t("fonts.upload.deleteFailed")}</span> : null}
    </span>
  );
}
