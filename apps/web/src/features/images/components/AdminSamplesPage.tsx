import type { ImageRecordType } from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { ossVariantUrl } from "../../../lib/oss-url";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import type { ImageSample, SampleFields } from "../api/images-api";
import { useSampleChange, useSamples, type SampleChange, type SampleFilters } from "../hooks/use-samples";
import { SampleForm } from "./SampleForm";
import "../images.css";

const pageSize = 50;

/** The editable fields of a sample (the id and dates are the server's). */
const fieldsOf = ({ type, scene, style, model, prompt, src, preview, aspect, width, height, sort }: SampleFields): SampleFields => ({
  type,
  scene,
  style,
  model,
  prompt,
  src,
  preview,
  aspect,
  width,
  height,
  sort,
});

/**
 * /admin/image-samples: spec 01 section 7's sample management (GET page 1 size 50 with type, scene and
 * keywords filters; create, update, delete by id). Admins only: the server answers 403 to anyone else.
 */
export function AdminSamplesPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const admin = user?.is_admin === true;
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<SampleFilters>({});
  const [draft, setDraft] = useState<SampleFilters>({});
  const samples = useSamples(page, filters, admin);
  const change = useSampleChange();
  const [editing, setEditing] = useState<ImageSample | "new" | null>(null);
  const [deleting, setDeleting] = useState<ImageSample | null>(null);

  if (!admin) return <section className="inspiration">{user ? <p role="alert">{t("images.samples.adminOnly")}</p> : null}</section>;

  const run = (value: SampleChange, message: string, done: () => void) =>
    change.mutate(value, {
      onSuccess: () => {
        toast.success(message);
        done();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t("images.tags.failed")),
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters({ type: draft.type, scene: draft.scene?.trim() || undefined, keywords: draft.keywords?.trim() || undefined });
  };
  const list = samples.data ?? [];

  return (
    <section className="inspiration admin-samples" data-testid="admin-samples">
      <h1>{t("images.samples.title")}</h1>
      <p>{t("images.samples.lead")}</p>
      <form className="creation-filters" role="search" aria-label={t("images.samples.filters")} onSubmit={search}>
        <select
          className="lm-field"
          aria-label={t("images.samples.type")}
          value={draft.type ?? ""}
          onChange={(e) => setDraft({ ...draft, type: (["image", "logo", "icon"] as ImageRecordType[]).find((type) => type === e.target.value) })}
        >
          <option value="">{t("images.samples.anyType")}</option>
          <option value="image">image</option>
          <option value="logo">logo</option>
          <option value="icon">icon</option>
        </select>
        <input
          className="lm-field"
          placeholder={t("images.samples.scene")}
          aria-label={t("images.samples.scene")}
          value={draft.scene ?? ""}
          onChange={(e) => setDraft({ ...draft, scene: e.target.value })}
        />
        <input
          className="lm-field"
          placeholder={t("images.samples.keywords")}
          aria-label={t("images.samples.keywords")}
          value={draft.keywords ?? ""}
          onChange={(e) => setDraft({ ...draft, keywords: e.target.value })}
        />
        <button type="submit" className="button">
          {t("images.samples.search")}
        </button>
        <button type="button" className="button button-primary" onClick={() => setEditing("new")} data-testid="sample-new">
          {t("images.samples.create")}
        </button>
      </form>
      {samples.isSuccess && list.length === 0 ? <p>{t("images.samples.empty")}</p> : null}
      <ul className="featured-grid">
        {list.map((sample) => (
          <li key={sample.id} className="featured-card" data-testid="sample-card">
            <img
              src={ossVariantUrl(sample.preview || sample.src, 400)}
              alt={sample.prompt}
              loading="lazy"
              width={sample.width || 400}
              height={sample.height || 400}
            />
            <p className="featured-prompt">{sample.prompt}</p>
            <p className="creation-group-label">
              #{sample.id} · {sample.type} · {sample.scene || "-"} · {sample.style || "-"} · {sample.aspect} · {t("images.samples.sort")} {sample.sort}
            </p>
            <div className="featured-admin-card">
              <button type="button" className="button button-small" onClick={() => setEditing(sample)}>
                {t("images.samples.edit")}
              </button>
              <button type="button" className="button button-small" onClick={() => setDeleting(sample)}>
                {t("images.samples.delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <nav className="admin-samples-pager">
        <button type="button" className="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t("images.samples.previous")}
        </button>
        <span>{t("images.samples.page", { page })}</span>
        <button type="button" className="button" disabled={list.length < pageSize} onClick={() => setPage(page + 1)}>
          {t("images.samples.next")}
        </button>
      </nav>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("images.samples.create") : t("images.samples.edit")}>
        {editing !== null ? (
          <SampleForm
            key={editing === "new" ? "new" : editing.id}
            sample={editing === "new" ? undefined : editing}
            busy={change.isPending}
            onSave={(fields) =>
              run(
                editing === "new" ? { kind: "create", fields: fieldsOf(fields) } : { kind: "update", id: editing.id, fields: fieldsOf(fields) },
                t("images.samples.saved"),
                () => setEditing(null),
              )
            }
          />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("images.samples.deleteConfirm")}
        footer={
          <button
            type="button"
            className="button button-primary"
            disabled={change.isPending}
            onClick={() => deleting && run({ kind: "delete", id: deleting.id }, t("images.samples.deleted"), () => setDeleting(null))}
          >
            {t("images.samples.delete")}
          </button>
        }
      >
        <p>{deleting?.prompt}</p>
      </Modal>
    </section>
  );
}
