import { contactMessagesPageSchema, contactSentSchema, type AffiliateForm, type ApiRequestForm, type ContactForm } from "@studio/contracts";
import { api } from "../../../api/client";

/** The contact calls (spec 01 section 7, spec 02 section 9), read with the server's own schemas. Quiet: the dialog reports. */
export const contactApi = {
  sendContact: (form: ContactForm) => api.post("/api/sendContactUsEmail", form, { schema: contactSentSchema, quiet: true }),
  sendAffiliate: (form: AffiliateForm) => api.post("/api/system/email/send/affiliate", form, { schema: contactSentSchema, quiet: true }),
  sendApiRequest: (form: ApiRequestForm) => api.post("/api/system/email/send/api", form, { schema: contactSentSchema, quiet: true }),
  messages: (page: number, size: number, signal?: AbortSignal) =>
    api.get("/api/admin/contact-messages", { query: { page, size }, schema: contactMessagesPageSchema, signal, quiet: true, ownForbidden: true }),
};
