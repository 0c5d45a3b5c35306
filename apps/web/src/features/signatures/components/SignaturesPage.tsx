import { SIGNATURE_FIELD_MAX, SIGNATURE_LAYOUTS, signatureFieldsSchema, type Signature, type SignatureFields, type SignatureLayout } from "@studio/contracts";
import { signatureHtml, signatureText } from "@studio/domain";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { toast } from "../../../ui/toast-store";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useFavourites } from "../../classic-maker/hooks/use-favourites";
import { svgDataUrl } from "../../classic-maker/svg-image";
import { openLoginPanel } from "../../session/login-panel-store";
import { copySignature } from "../copy-signature";
import { logoColors, previewLogoSize } from "../signature-logo";
import { useDeleteSignature, useSaveSignature, useSignatures } from "../use-signatures";
import "../signatures.css";

const TEXT_FIELDS = ["name", "title", "company", "phone", "email", "web", "address"] as const;
// The web field stays type "text": a bare host (harbor.example) is what people type, and type "url" would refuse it.
const INPUT_TYPES: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = { email: "email", phone: "tel" };
const DEFAULT_COLORS = ["#1f2937", "#2563eb", "#0a7c55", "#b91c1c"];
const emptyFields: SignatureFields = { ...signatureFieldsSchema.parse({ name: "-" }), name: "" };

/**
 * /signature: the e-mail signature maker (spec 03 sections 2 and 4). The fields, a saved logo and its
 * colours, three layouts and a live preview drawn by the same generator the server saves with; saved
 * signatures are listed, copied as rich text, opened again or deleted.
 */
export function SignaturesPage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  useEffect(() => {
    if (!loading && !user) openLoginPanel("sign-in");
  }, [loading, user]);
  if (!ready || loading) return <p className="sig-empty">{t("common.loading")}</p>;
  if (!user)
    return (
      <div className="sig-page">
        <h1 className="sig-title">{t("signatures.title")}</h1>
        <p className="sig-empty" data-testid="signature-signed-out">
          {t("classicMaker.notLoggedIn")}
        </p>
      </div>
    );
  return <SignatureMaker />;
}

function SignatureMaker() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<SignatureFields>(emptyFields);
  const [logoId, setLogoId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const logos = useFavourites("all", true);
  const savedLogos = logos.data?.pages.flatMap((page) => page.list) ?? [];
  const logo = savedLogos.find((item) => item.fa_id === logoId) ?? null;
  const save = useSaveSignature();
  const colors = useMemo(() => {
    const own = logo ? logoColors(logo.svg) : [];
    return [...new Set([...own, ...DEFAULT_COLORS])];
  }, [logo]);

  const preview = useMemo(
    () =>
      signatureHtml({ ...fields, name: fields.name || t("signatures.fields.name") }, logo ? { src: svgDataUrl(logo.svg), ...previewLogoSize(logo.svg) } : null),
    [fields, logo, t],
  );

  const set = (key: keyof SignatureFields, value: string) => setFields((current) => ({ ...current, [key]: value }));
  const open = (signature: Signature) => {
    setFields(signature.fields);
    setLogoId(signature.logo);
    setEditingId(signature.id);
  };
  const startNew = () => {
    setFields(emptyFields);
    setLogoId(null);
    setEditingId(null);
  };
  const submit = () => {
    if (fields.name.trim() === "") {
      toast.error(t("signatures.nameRequired"));
      return;
    }
    save.mutate(
      { id: editingId, logo: logoId, fields },
      {
        onSuccess: (saved) => {
          setEditingId(saved.id);
          toast.success(t("signatures.saved"));
        },
      },
    );
  };

  return (
    <div className="sig-page" data-testid="signature-page">
      <h1 className="sig-title">{t("signatures.title")}</h1>
      <p className="sig-intro">{t("signatures.intro")}</p>
      <div className="sig-maker">
        <form
          className="sig-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {TEXT_FIELDS.map((key) => (
            <label key={key} className="sig-field">
              <span>{t(`signatures.fields.${key}`)}</span>
              <input
                name={key}
                type={INPUT_TYPES[key] ?? "text"}
                maxLength={key === "phone" ? 40 : SIGNATURE_FIELD_MAX}
                required={key === "name"}
                value={fields[key]}
                onChange={(event) => set(key, event.target.value)}
              />
            </label>
          ))}
          <label className="sig-field">
            <span>{t("signatures.logo")}</span>
            <select name="logo" value={logoId ?? ""} onChange={(event) => setLogoId(event.target.value === "" ? null : Number(event.target.value))}>
              <option value="">{t("signatures.noLogo")}</option>
              {savedLogos.map((item) => (
                <option key={item.fa_id} value={item.fa_id}>
                  {item.logo_name}
                </option>
              ))}
            </select>
          </label>
          {logos.isSuccess && savedLogos.length === 0 ? <p className="sig-hint">{t("signatures.noSavedLogos")}</p> : null}
          <fieldset className="sig-choices">
            <legend>{t("signatures.color")}</legend>
            {colors.map((hex) => (
              <button
                key={hex}
                type="button"
                className="sig-swatch"
                style={{ background: hex }}
                aria-label={t("signatures.colorNamed", { hex })}
                aria-pressed={fields.color === hex}
                data-color={hex}
                onClick={() => set("color", hex)}
              />
            ))}
          </fieldset>
          <fieldset className="sig-choices">
            <legend>{t("signatures.layout")}</legend>
            {SIGNATURE_LAYOUTS.map((layout: SignatureLayout) => (
              <label key={layout} className="sig-radio">
                <input type="radio" name="layout" value={layout} checked={fields.layout === layout} onChange={() => set("layout", layout)} />
                {t(`signatures.layouts.${layout}`)}
              </label>
            ))}
          </fieldset>
          <div className="sig-actions">
            <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="signature-save">
              {editingId === null ? t("signatures.save") : t("signatures.saveChanges")}
            </button>
            {editingId !== null ? (
              <button type="button" className="button" onClick={startNew}>
                {t("signatures.newSignature")}
              </button>
            ) : null}
          </div>
        </form>
        <section className="sig-preview" aria-label={t("signatures.preview")}>
          <h2>{t("signatures.preview")}</h2>
          {/* The generator escapes every value (signature-html.ts): this is the same HTML the server saves. */}
          <div className="sig-mail" data-testid="signature-preview" dangerouslySetInnerHTML={{ __html: preview }} />
          <p className="sig-hint">{t("signatures.howTo")}</p>
        </section>
      </div>
      <MySignatures onOpen={open} editingId={editingId} onDeleted={(id) => (id === editingId ? startNew() : undefined)} />
    </div>
  );
}

function MySignatures({ onOpen, editingId, onDeleted }: { onOpen(signature: Signature): void; editingId: number | null; onDeleted(id: number): void }) {
  const { t } = useTranslation();
  const { query, signatures, loadMore } = useSignatures(true);
  const remove = useDeleteSignature();
  const copy = async (signature: Signature) => {
    const copied = await copySignature(signature.html, signatureText(signature.fields));
    if (copied) toast.success(t("signatures.copied"));
    else toast.error(t("signatures.copyFailed"));
  };
  return (
    <section className="sig-list" aria-labelledby="sig-mine">
      <h2 id="sig-mine">{t("signatures.mine")}</h2>
      {query.isSuccess && signatures.length === 0 ? <p className="sig-empty">{t("signatures.empty")}</p> : null}
      <ul>
        {signatures.map((signature) => (
          <li key={signature.id} className="sig-item" data-testid="signature-item" data-id={signature.id} aria-current={signature.id === editingId}>
            {/* Made by the server from escaped fields (signatureHtml). */}
            <div className="sig-mail" data-testid="signature-html" dangerouslySetInnerHTML={{ __html: signature.html }} />
            <div className="sig-actions">
              <button type="button" className="button button-small button-primary" data-testid="signature-copy" onClick={() => void copy(signature)}>
                {t("signatures.copy")}
              </button>
              <button type="button" className="button button-small" onClick={() => onOpen(signature)}>
                {t("signatures.edit")}
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(signature.id, { onSuccess: () => (onDeleted(signature.id), toast.success(t("signatures.removed"))) })}
              >
                {t("signatures.remove")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button type="button" className="button" disabled={query.isFetchingNextPage} onClick={loadMore}>
          {t("signatures.loadMore")}
        </button>
      ) : null}
    </section>
  );
}
