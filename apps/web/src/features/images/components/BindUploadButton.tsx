import { uploadRefusal } from "@studio/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { useBindUpload } from "../hooks/use-tags";

/**
 * 'Bind tag to an uploaded image' (spec 02 sections 7 and 8): the chosen picture is uploaded and
 * becomes a creation with this tag. 'Wait please...' while it uploads, 'Succeed' when bound, 'Failed,
 * please try again!' otherwise; a second pick while one is loading is ignored.
 */
export function BindUploadButton({ tagId }: { tagId: number }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const bind = useBindUpload("image");
  const pick = (file: File | undefined) => {
    if (!file || bind.isPending) return;
    // The size rule in the browser for comfort; the server checks bytes and pixels again.
    const refusal = uploadRefusal({ bytes: file.size });
    if (refusal) {
      toast.error(t(`errors.${refusal}`));
      return;
    }
    toast.info(t("images.tags.waitPlease"));
    bind.mutate({ file, tagIds: [tagId] }, { onSuccess: () => toast.success(t("images.tags.succeed")), onError: () => toast.error(t("images.tags.failed")) });
  };
  return (
    <>
      <button type="button" className="button" disabled={bind.isPending} onClick={() => input.current?.click()} data-testid="creations-bind-upload">
        {bind.isPending ? t("images.tags.waitPlease") : t("images.tags.bindUpload")}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="creations-bind-file"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </>
  );
}
