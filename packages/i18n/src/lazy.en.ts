import { checkoutEn } from "./checkout.en";
import { commerceEn } from "./commerce.en";
import { ordersEn } from "./orders.en";
import { ordersPagesEn } from "./orders-pages.en";
import { designerEn } from "./designer.en";
import { generatorEn } from "./generator.en";
import { imageBulkEn } from "./image-bulk.en";
import { imageToolsEn } from "./image-tools.en";
import { toolFormsEn } from "./image-tool-forms.en";
import { iconGeneratorEn } from "./icon-generator.en";
import { editorUploadsEn } from "./editor-uploads.en";
import { editorPanelsEn } from "./editor-panels.en";
import { worksEn } from "./works.en";
import { fontsEn } from "./fonts.en";
import { editorEn } from "./editor.en";
import { templatesEn } from "./templates.en";
import { bizcardEn } from "./bizcard.en";
import { signaturesEn } from "./signatures.en";
import { brandDocsEn } from "./brand-docs.en";
import { viEn } from "./vi.en";
import { profileKitEn } from "./profile-kit.en";
import { logoAnimationEn } from "./logo-animation.en";
import { brandKitEn } from "./brand-kit.en";
import { logoApiEn } from "./logo-api.en";
import { affiliateEn } from "./affiliate.en";

/**
 * Sections of the English catalogue that only some pages need (payments, orders, invoices): the
 * browser loads them on first use (apps/web/src/i18n/use-lazy-messages.ts), so they are not part
 * of every page's first download. This is the one way texts load later: add an area's messages
 * here when only pages that load later use them.
 */
export const enLazy = {
  commerce: commerceEn,
  checkout: checkoutEn,
  orders: ordersEn,
  /** Receipts and invoices (the server's PDF too), My orders / My invoices, the admin's orders and revenue. */
  ordersPages: ordersPagesEn,
  designer: designerEn,
  /** The AI image generator (/design, /edit). */
  generator: generatorEn,
  /** The bulk image generator (/design/bulk-image-generator). */
  imageBulk: imageBulkEn,
  /** The image tools (/design/tools/). */
  imageTools: imageToolsEn,
  /** The image tools' brush and mockup form. */
  toolForms: toolFormsEn,
  /** The icon generator modal (aicon, issue 19). */
  iconGenerator: iconGeneratorEn,
  /** The editor's uploads and the phone's upload page (issue 21). */
  editorUploads: editorUploadsEn,
  /** The design editor's property panels, add tools and canvas size dialog (/design/{path}). */
  editorPanels: editorPanelsEn,
  /** The user's works: the 'My designs' side bar (issue 21). */
  works: worksEn,
  /** The font picker, custom fonts and the fonts admin page (issue 21). */
  fonts: fontsEn,
  /** The design editor (/design/{path}). */
  editor: editorEn,
  /** Templates to start a design from, "Save as template" (issue 21). */
  templates: templatesEn,
  /** Business cards: /bizcard, the print info dialog, the editor's card tools (issue 22). */
  bizcard: bizcardEn,
  /** The e-mail signature maker (/signature, issue 22). */
  signatures: signaturesEn,
  /** The brand documents: /download/ppt, /download/word and the words of the documents (issue 22). */
  brandDocs: brandDocsEn,
  /** VI mockups: /vi/, /download/vi and the favourites panel's MOCKUP tab (issue 22). */
  vi: viEn,
  /** The social profile kit: /download/profile (issue 22). */
  profileKit: profileKitEn,
  /** The logo animation page (/download/animation, issue 22). */
  logoAnimation: logoAnimationEn,
  /** The brand kit page (/brand, issue 22). */
  brandKit: brandKitEn,
  /** The logo API's admin page (/admin/logo-api) and partner page (/logo-api), issue 23. */
  logoApi: logoApiEn,
  /** The affiliate programme (/affiliate, /partner/{code}, /admin/affiliate). */
  affiliate: affiliateEn,
};

export type LazyMessages = typeof enLazy;
