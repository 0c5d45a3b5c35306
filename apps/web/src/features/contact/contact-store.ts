import { useSyncExternalStore } from "react";
import type { apiTypes } from "@studio/contracts";
import { createExternalStore } from "../../lib/external-store";

/**
 * The dialog's modes: spec 01 section 2 names 'contact-us' (FAQ and form) and the withdraw request
 * (form only, name and e-mail locked to the signed-in user); spec 02 section 3 adds the affiliate and
 * logo-API request forms.
 */
export type ContactMode = "contact-us" | "withdraw" | "affiliate" | "api";
export type ApiType = (typeof apiTypes)[number];

/** A partner's withdrawal (the affiliate page opens the withdraw mode with it): the balance and the fee rule to show. */
export type WithdrawalTerms = { available: number; currency: "USD" | "CNY"; fee: number; feeBelow: number; workingDays: number };

export type ContactDialogState = { open: boolean; mode: ContactMode; apiType: ApiType; coupon: string; withdrawal: WithdrawalTerms | null };

/** What the dialog is opened with: a type (mode), an API type (default 'LOGO API'), a coupon, a partner's withdrawal terms. */
export type OpenContactOptions = { type?: ContactMode; apiType?: ApiType; coupon?: string; withdrawal?: WithdrawalTerms };

const closed: ContactDialogState = { open: false, mode: "contact-us", apiType: "LOGO API", coupon: "", withdrawal: null };
export const contactDialogStore = createExternalStore<ContactDialogState>(closed);

export function openContactDialog(options: OpenContactOptions = {}): void {
  contactDialogStore.set({
    open: true,
    mode: options.type ?? "contact-us",
    apiType: options.apiType ?? "LOGO API",
    coupon: options.coupon ?? "",
    withdrawal: options.withdrawal ?? null,
  });
}

export function closeContactDialog(): void {
  contactDialogStore.set({ ...contactDialogStore.getSnapshot(), open: false });
}

export function useContactDialog(): ContactDialogState {
  return useSyncExternalStore(contactDialogStore.subscribe, contactDialogStore.getSnapshot);
}

/**
 * The contact form's draft, shared by every opening of the dialog (spec 01 section 4): closing keeps
 * what was typed, a successful send clears subject and message.
 */
export type ContactDraft = { name: string; email: string; subject: string; message: string };
export const emptyDraft: ContactDraft = { name: "", email: "", subject: "", message: "" };
export const contactDraftStore = createExternalStore<ContactDraft>(emptyDraft);

export function useContactDraft(): [ContactDraft, (patch: Partial<ContactDraft>) => void] {
  const draft = useSyncExternalStore(contactDraftStore.subscribe, contactDraftStore.getSnapshot);
  return [draft, (patch) => contactDraftStore.set({ ...contactDraftStore.getSnapshot(), ...patch })];
}
