import { CARD_FORM_FIELDS, type CardFieldValuesBody, type CardFormField, type Work } from "@studio/contracts";
import { fillCardFields, migrateDesignDocument, type DesignDocument } from "@studio/design";
import { useCallback, useState } from "react";
import { startTemplate } from "../templates/templates-api";
import { saveWork } from "../works/api/works-api";

export type CardForm = Record<CardFormField, string>;
export const EMPTY_CARD_FORM: CardForm = { name: "", title: "", company: "", phone: "", email: "", web: "", address: "", code: "" };

/** The form as the start call's `fields`: every field is sent, so an empty one leaves the card (spec 03 fields). */
export const formFields = (form: CardForm): CardFieldValuesBody => Object.fromEntries(CARD_FORM_FIELDS.map((field) => [field, form[field]]));

/** Both sides of a card with the form's values (the one fill of @studio/design). */
export function refill(sides: { front: DesignDocument; back: DesignDocument | null }, form: CardForm) {
  const values = formFields(form);
  return { front: fillCardFields(sides.front, values), back: sides.back ? fillCardFields(sides.back, values) : null };
}

export type CardState = { work: Work; front: DesignDocument; back: DesignDocument | null; dirty: boolean };
export type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * The /bizcard page's card: made from a template with the logo and the form (the server fills it),
 * then refilled in the page as the form changes, and saved (both sides) on request.
 */
export function useBizcard() {
  const [card, setCard] = useState<CardState | null>(null);
  const [making, setMaking] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [failed, setFailed] = useState(false);

  const make = useCallback(async (templateId: number, logo: number | null, form: CardForm) => {
    setMaking(true);
    setFailed(false);
    try {
      const work = await startTemplate(templateId, { ...(logo ? { logo } : {}), fields: formFields(form) });
      setCard({ work, front: migrateDesignDocument(work.document), back: work.back ? migrateDesignDocument(work.back) : null, dirty: false });
      setSaveState("idle");
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  }, []);

  const change = useCallback((form: CardForm) => {
    setCard((current) => (current ? { ...current, ...refill(current, form), dirty: true } : current));
    setSaveState("idle");
  }, []);

  const save = useCallback(async () => {
    if (!card) return;
    setSaveState("saving");
    try {
      const outcome = await saveWork(card.work.id, {
        document: card.front as unknown as Record<string, unknown>,
        back: card.back as unknown as Record<string, unknown> | null,
        version: card.work.version,
      });
      const work = outcome.work;
      setCard({
        work,
        front: migrateDesignDocument(work.document),
        back: work.back ? migrateDesignDocument(work.back) : null,
        dirty: outcome.status !== "saved",
      });
      setSaveState(outcome.status === "saved" ? "saved" : "failed");
    } catch {
      setSaveState("failed");
    }
  }, [card]);

  return { card, making, failed, saveState, make, change, save };
}
