import { errorsEn } from "./errors.en";
import { authEn, bindMobileEn, loginEn } from "./auth.en";
import { qrPayEn } from "./qr-pay.en";
import { contactEn } from "./contact.en";
import { nameChatEn } from "./name-chat.en";
import { iconDesignEn } from "./icon-design.en";
import type { LazyMessages } from "./lazy.en";
import { logoMakerEn } from "./logo-maker.en";
import { imagesEn } from "./images.en";
import { showcaseEn } from "./showcase.en";
import { classicMakerEn } from "./classic-maker.en";
import { downloadsEn, myLogosEn } from "./downloads.en";
import { downloadCenterEn } from "./download-center.en";

/**
 * English messages: the source of truth. Its inferred type (`Messages`) is the key set every
 * other language must satisfy, so a missing translation fails typecheck rather than showing a key.
 * Placeholders use `{{name}}` (i18next syntax), shared with the server's `format`.
 * Spec wording is kept verbatim where the spec quotes it (including 'Error is occured.').
 */
export const en = {
  app: {
    name: "Logo Studio",
    documentTitle: "Logo Studio: AI logo maker and design studio",
    skipToContent: "Skip to content",
    version: "Version {{version}}",
  },
  language: {
    label: "Language",
    en: "English",
    zh: "中文",
  },
  common: {
    close: "Close",
    cancel: "Cancel",
    ok: "OK",
    copy: "Copy",
    copied: "Copied",
    loading: "Loading...",
    success: "Success!",
    or: "Or",
    backToTop: "Back to top",
  },
  errors: errorsEn,
  credits: {
    historyTitle: "Credit history",
    historyLead: "Every credit you received or spent, newest first.",
    signInToSee: "Sign in to see your credit history.",
    signIn: "Sign in",
    empty: "No credit activity yet.",
    date: "Date",
    kind: "Type",
    for: "What it was for",
    amount: "Credits",
    balance: "Balance after",
    unknownKind: "Other",
    refunded: "Refunded",
    /** A refund shown under the spend it returns (a failed, timed-out or cancelled generation). */
    refundOfAbove: "↳ Returned: the spend above was not charged",
    newer: "Newer",
    older: "Older",
    page: "Page {{page}}",
    balanceAi: "AI credits",
    balanceClassic: "credits",
    balanceFree: "free today",
    balancePartner: "paid by the partner site",
    balanceCutout: "free AI cutout",
    aiCredits: "{{count}} AI credits",
    freeToday: "{{count}} free AI credits left today",
    downloadsToday: "{{count}} free downloads left today",
    downloadsUnlimited: "Unlimited template downloads",
    usesCredits: "Uses {{count}} credits",
    confirmTitle: "Use credits?",
    confirmSpend: "This uses {{count}} credits. Continue?",
    confirmContinue: "Continue",
    reasonRegister: "Sign-up bonus",
    reasonProMonthly: "Pro monthly credits",
    reasonAdmin: "Added by an administrator",
    reasonRefund: "Refund of a failed task",
    reasonTask: "Generation task",
    reasonDownload: "Download ({{format}})",
    reasonAi: "AI tool",
    rechargeTitle: "Recharge credits",
    upgradeTitle: "Upgrade to Pro",
    proBenefits: "Pro members get {{proCredits}} AI credits a month and unlimited template downloads.",
    howFree: "Signed-in users get {{credits}} free AI credits and {{downloads}} free downloads every day; they come back at midnight.",
    viewHistory: "View credit history",
    menuLink: "Credit history",
  },
  limits: {
    title: "Limit reached",
    aiCreditsMonth: "You have run out of AI credits for this month!",
    freeAiCreditsToday: "Free AI credits reached for today!",
    freeDownloadsToday: "Free downloads reached for today!",
    proTemplate: "This template is for PRO only!",
    aiLimitReached: "AI Limit Reached!",
    creditsNotEnough: "Credits is not enough!",
    renewPro: "Renew Pro",
  },
  tasks: {
    errorGenerating: "Error generating task",
    timeout: "timeout",
    /** Said with every failed, timed-out or cancelled generation: its credits were returned. */
    notCharged: "Your credits were returned: you were not charged.",
    cancelledNotCharged: "Generation stopped. Your credits were returned: you were not charged.",
    nothingChanged:
      "The built-in designer could not use that instruction, so your credits were refunded. Try a colour ('make it green'), a layout ('icon on the left'), a font mood ('elegant'), a palette, or a thing to draw ('add a moon').",
    /** A failed task's stable code (the image vendor's own words stay in the server log). */
    failure: {
      rate_limited: "The image service is busy right now. Please try again in a minute.",
      timeout: "The image service did not answer in time. Please try again.",
      unavailable: "The image service is not available right now. Please try again later.",
      rejected: "The image service could not make this image. Please change the request and try again.",
      bad_response: "The image service sent back something unusable. Please try again.",
      content_policy: "The image service declined this request under its content rules. Please change the prompt or image and try again.",
      tool_already_transparent: "The image already has a transparent background.",
      tool_no_plain_background: "This image has no plain background, so its background cannot be removed by colour.",
      tool_nothing_marked: "Brush over the area to erase first.",
      tool_nothing_left: "Nothing of the image was left after removing its background.",
      tool_method_unavailable: "This method is not available on this site.",
      tool_no_source: "Please choose an image first.",
      tool_no_person: "No person was found in the photo.",
      tool_too_large_to_enlarge: "This image is too large for that enlargement: choose 2x, or a smaller image (4x takes at most 512x512 pixels).",
      tool_needs_edit_provider: "A background from a description needs an image provider this site has not configured: choose a colour, gradient or scene.",
    },
  },
  payment: {
    loadingPayPal: "Loading PayPal...",
    success: "Success!",
    timeout: "timeout",
    iosMessagingPayUnsupported: "Payment inside the messaging app is not supported on iOS.",
    buyCredits: "Buy AI credits",
    upgradePro: "Upgrade to Pro",
    seePricing: "See all prices",
    buyPackage: "Buy a logo package",
  },
  auth: authEn,
  bindMobile: bindMobileEn,
  login: loginEn,
  contact: contactEn,
  nameChat: nameChatEn,
  creditKinds: {
    subscription: "Subscription",
    adminManual: "Adjusted by an admin",
    recharge: "Credit top-up",
    register: "Sign-up bonus",
    logoBrandPackage: "Logo brand package",
    renewPro: "Pro renewal",
    matting: "Background removal",
    vector: "Vector conversion",
    aicon: "AI icon",
    aimockup: "AI mockup",
    imageclarity: "Image enlarging",
    imagefix: "Image repair",
    text2img: "Text to image",
    img2img: "Image to image",
    mergeface: "Face merge",
    aiimage: "AI image",
    idphoto: "Passport photo",
    cartoonProfile: "Cartoon avatar",
    fileConverter: "File conversion",
    beautification: "Photo retouch",
  },
  productTypes: {
    poster: "Poster",
    bizcard: "Business card",
    logoanimate: "Logo animation",
    ppt: "Slide deck",
  },
  imageInfo: {
    model: "Model",
    createdAt: "Created",
    prompt: "Prompt",
    design: "Design with this image",
  },
  /** The describe call's answer (spec 01 section 4); `offline` when no vision model made it. */
  describe: {
    action: "Describe this image",
    working: "Describing...",
    offline: "(Described offline from the image's colours and shape: no image-reading model is configured on this site.)",
    failed: "The image could not be described. Please try again.",
  },
  ui: {
    /** The avatar menu's link to the fonts admin page (the page's own texts load later: fonts.*). */
    fontsAdminLink: "Fonts",
    dialog: "Dialog",
    notifications: "Notifications",
    dismiss: "Dismiss",
    pleaseWait: "Please wait",
    progress: "Progress",
    imageFailed: "Image failed to load",
    dropTitle: "Drop your images here",
    dropHint: "PNG, JPG, GIF, WebP or SVG",
  },
  home: {
    eyebrow: "AI logo and design studio",
    title: "Design your brand with AI, from logo to launch",
    lead: "Describe your business and get logos, images and brand assets you can edit, download and use everywhere. Runs on your own server, in English and Chinese.",
    ctaFeatures: "See what it does",
    ctaPalette: "Find your brand colours",
    featuresTitle: "Everything a brand needs, in one studio",
    featuresLead: "Start with a name and an idea; leave with a logo, images and the files to use them.",
    featureLogoTitle: "AI logo maker",
    featureLogoBody:
      "Type your brand name and slogan, pick an industry and a style, and get ranked logo designs with real fonts and icons that you can refine.",
    featureImageTitle: "AI image generation",
    featureImageBody: "Text to image, image to image, remix and bulk generation with several models; watch progress live and keep every result.",
    featureEditTitle: "Image editing",
    featureEditBody: "Remove backgrounds, enlarge without blur, erase objects and convert to vector in a few clicks.",
    featureEditorTitle: "Posters and social images",
    featureEditorBody: "Instagram posts, Twitter headers, posters and more in the editor: move, restyle and download as PNG, JPG, SVG or PDF.",
    featureAssetsTitle: "Brand assets",
    featureAssetsBody: "Business cards, posters, favicons, e-mail signatures, logo animations and slide decks made from the same design.",
    featurePhotoTitle: "Photos and avatars",
    featurePhotoBody: "Passport photos, mockups and file conversion for everyday brand work.",
    featureOwnTitle: "Yours to run",
    featureOwnBody: "Self-hosted with an embedded database: start it on a laptop, scale it to PostgreSQL and object storage later.",
    creditsTitle: "How credits work",
    creditsLead: "AI features are paid for with credits, also called AI coins. You always see the cost before you spend.",
    creditsStepFree: "Sign in to get free AI credits every day.",
    creditsStepSpend: "Each AI action spends credits: a generated image costs {{imageCost}} credits.",
    creditsStepPro: "Pro members get {{proCredits}} AI credits a month; credit packs top up at any time.",
    creditsStepGrant: "A new account starts with {{grant}} AI credits.",
    creditsStepRefund: "If a generation fails, its credits are refunded automatically.",
    paletteTitle: "Find your brand colours",
    paletteLead: "Drop an image or logo anywhere on this page, or choose a file, to see its main colours. The image stays in your browser.",
    paletteChoose: "Choose an image",
    paletteEmpty: "No image yet. Your colours will appear here.",
    paletteResult: "Main colours of {{name}}",
    paletteImageAlt: "The image you chose",
    paletteNotImage: "Only image files can be used.",
    paletteUnreadable: "This image could not be read.",
    paletteCopyColour: "Copy {{colour}}",
    footer: "Logo Studio: a self-hostable AI logo and design studio. MIT licence.",
  },
  logoMaker: logoMakerEn,
  iconDesign: iconDesignEn,
  images: imagesEn,
  showcase: showcaseEn,
  downloads: downloadsEn,
  myLogos: myLogosEn,
  qrPay: qrPayEn,
  downloadCenter: downloadCenterEn,
  classicMaker: classicMakerEn,
  notFound: {
    title: "Page not found",
    body: "The page you asked for does not exist, or it has moved.",
    backHome: "Back to the home page",
    redirecting: "Going to the home page in {{count}} s.",
  },
};

/**
 * The catalogue a page loads before its first render. Sections only some pages need (payments,
 * orders) are in lazy.en.ts: the browser adds them when such a page first opens, so they do not
 * grow every page's first download (the initial-JS budget); the server and tests use the whole
 * catalogue (`en` of the package index).
 */
export type CoreMessages = typeof en;
export type Messages = CoreMessages & LazyMessages;
