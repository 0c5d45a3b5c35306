import { checkoutZh } from "./checkout.zh";
import { commerceZh } from "./commerce.zh";
import type { LazyMessages } from "./lazy.en";
import { ordersZh } from "./orders.zh";
import { ordersPagesZh } from "./orders-pages.zh";
import { designerZh } from "./designer.zh";
import { generatorZh } from "./generator.zh";
import { imageBulkZh } from "./image-bulk.zh";
import { imageToolsZh } from "./image-tools.zh";
import { toolFormsZh } from "./image-tool-forms.zh";
import { iconGeneratorZh } from "./icon-generator.zh";
import { editorUploadsZh } from "./editor-uploads.zh";
import { editorPanelsZh } from "./editor-panels.zh";
import { worksZh } from "./works.zh";
import { fontsZh } from "./fonts.zh";
import { editorZh } from "./editor.zh";
import { templatesZh } from "./templates.zh";
import { bizcardZh } from "./bizcard.zh";
import { signaturesZh } from "./signatures.zh";
import { brandDocsZh } from "./brand-docs.zh";
import { viZh } from "./vi.zh";
import { profileKitZh } from "./profile-kit.zh";
import { logoAnimationZh } from "./logo-animation.zh";
import { brandKitZh } from "./brand-kit.zh";
import { logoApiZh } from "./logo-api.zh";
import { affiliateZh } from "./affiliate.zh";

/** The Chinese of lazy.en.ts: loaded by the browser on first use. */
export const zhLazy = {
  commerce: commerceZh,
  checkout: checkoutZh,
  orders: ordersZh,
  ordersPages: ordersPagesZh,
  designer: designerZh,
  generator: generatorZh,
  imageBulk: imageBulkZh,
  imageTools: imageToolsZh,
  toolForms: toolFormsZh,
  iconGenerator: iconGeneratorZh,
  editorUploads: editorUploadsZh,
  editorPanels: editorPanelsZh,
  works: worksZh,
  fonts: fontsZh,
  editor: editorZh,
  templates: templatesZh,
  bizcard: bizcardZh,
  signatures: signaturesZh,
  brandDocs: brandDocsZh,
  /** VI mockups: /vi/, /download/vi and the favourites panel's MOCKUP tab (issue 22). */
  vi: viZh,
  /** The social profile kit: /download/profile (issue 22). */
  profileKit: profileKitZh,
  logoAnimation: logoAnimationZh,
  brandKit: brandKitZh,
  logoApi: logoApiZh,
  affiliate: affiliateZh,
} satisfies LazyMessages;
