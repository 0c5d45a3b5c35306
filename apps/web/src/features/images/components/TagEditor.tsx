import type { ImageRecordType } from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import type { ImageRecord, ImageTag } from "../api/images-api";
import { useCreateTag, useTagRecord, useTags } from "../hooks/use-tags";

// Written out rather than imported: @studio/contracts' values would bring zod into the generator page's first download.
const productTypes: readonly ImageRecordType[] = ["image", "logo", "icon"];

/** A record's product type as its tags are kept (spec 02 section 7: tags by productType). */
export function productTypeOf(record: Pick<ImageRecord, "type">): ImageRecordType {
  return productTypes.find((type) => type === record.type) ?? "image";
}

/**
 * The tags of one creation: every tag of its product type (20 a page, 'more' when a page is full),
 * ticked when the record has it; ticking adds or removes it ('Success!' or 'Failed, please try
 * again!'); a new name makes an own tag and adds it.
 */
export function TagEditor({ record, onClose }: { record: ImageRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const type = productTypeOf(record);
  const tags = useTags(type, true);
  const create = useCreateTag(type);
  const tagRecord = useTagRecord();
  const [name, setName] = useState("");
  const has = new Set(record.tags.map((tag) => tag.id));
  const list = tags.data?.pages.flat() ?? [];

  const toggle = (tag: ImageTag, on: boolean) =>
    tagRecord.mutate(
      { id: record.id, tag, on },
      { onSuccess: () => toast.success(t("images.tags.success")), onError: () => toast.error(t("images.tags.failed")) },
    );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: (tag) => {
        setName("");
        if (!has.has(tag.id)) toggle(tag, true);
      },
      onError: () => toast.error(t("images.tags.failed")),
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t("images.tags.edit")}
      footer={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t("images.tags.close")}
        </button>
      }
    >
      <form className="tag-new" onSubmit={add}>
        <input
          className="lm-field"
          value={name}
          maxLength={40}
          placeholder={t("images.tags.newTag")}
          aria-label={t("images.tags.newTag")}
          data-testid="tag-new-name"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button" disabled={create.isPending || !name.trim()} data-testid="tag-new-add">
          {t("images.tags.add")}
        </button>
      </form>
      {tags.isSuccess && list.length === 0 ? <p>{t("images.tags.none")}</p> : null}
      <ul className="tag-options">
        {list.map((tag) => (
          <li key={tag.id}>
            <label>
              <input type="checkbox" checked={has.has(tag.id)} disabled={tagRecord.isPending} onChange={(event) => toggle(tag, event.target.checked)} />
              {tag.name}
            </label>
          </li>
        ))}
      </ul>
      {tags.hasNextPage ? (
        <button type="button" className="button button-small" disabled={tags.isFetchingNextPage} onClick={() => void tags.fetchNextPage()}>
          {t("images.tags.more")}
        </button>
      ) : null}
    </Modal>
  );
}
