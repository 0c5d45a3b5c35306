import type { ErrorCode } from "@studio/contracts";

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
  errors: {
    occurred: "Error is occured.",
    network: "Network error, please check your connection and try again.",
    VALIDATION: "Invalid request.",
    BAD_REQUEST: "Bad request.",
    UNAUTHORIZED: "Please sign in.",
    FORBIDDEN: "You are not allowed to do this.",
    NOT_FOUND: "Not found.",
    CONFLICT: "Conflict.",
    PAYLOAD_TOO_LARGE: "Image file size cannot exceed 25MB, please upload again",
    IMAGE_TOO_LARGE: "Image size cannot exceed 4096x4096 pixels, please upload again",
    UNSUPPORTED_MEDIA: "Only image files can be uploaded.",
    RATE_LIMITED: "Too many requests, please try again later.",
    INTERNAL: "Error is occured.",
    UNAVAILABLE: "Service unavailable, please try again later.",
  } satisfies Record<ErrorCode | "occurred" | "network", string>,
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
  },
  payment: {
    loadingPayPal: "Loading PayPal...",
    success: "Success!",
    timeout: "timeout",
    iosMessagingPayUnsupported: "Payment inside the messaging app is not supported on iOS.",
  },
  login: {
    title: "Sign in",
    sessionEnded: "Your session has ended. Sign in again to continue.",
    emailRequired: "Please enter your email",
    mobileRequired: "Please enter your mobile number",
    mobileInvalid: "Please enter a valid mobile number",
    captchaRequired: "Please enter the verification code",
    captchaInvalid: "Please enter a valid verification code",
    failed: "Failed!",
    success: "Login successful",
    qrExpired: "QR code expired",
    clickToRefresh: "Click to refresh",
    goToSavedLogos: "Go to your saved logos",
    magicLinkSent: "We sent a sign-in link to {{email}}. Open it on this device to continue.",
    resendIn: "You can request another link in {{seconds}} s.",
  },
  contact: {
    title: "Contact and help",
    subjectRequired: "Subject is required.",
    messageRequired: "Message is required.",
    nameRequired: "Please enter your name.",
    emailRequired: "Please enter your email.",
    defaultApiType: "LOGO API",
    faqInvoice: "A receipt or invoice can be downloaded from the logo download center.",
    faqChanges:
      "The logo name and symbol can be changed within 3 days of purchase; everything else can be changed forever.",
    faqOneTime: "A purchase is one-time, with permanent access to the download center.",
    faqSave: "A logo must be saved to be found again.",
  },
  ui: {
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
    featureImageBody:
      "Text to image, image to image, remix and bulk generation with several models; watch progress live and keep every result.",
    featureEditTitle: "Image editing",
    featureEditBody:
      "Remove backgrounds, enlarge without blur, erase objects, convert to vector and retouch photos in a few clicks.",
    featureAssetsTitle: "Brand assets",
    featureAssetsBody:
      "Business cards, posters, favicons, e-mail signatures, logo animations and slide decks made from the same design.",
    featurePhotoTitle: "Photos and avatars",
    featurePhotoBody: "Passport photos, cartoon avatars, mockups and file conversion for everyday brand work.",
    featureOwnTitle: "Yours to run",
    featureOwnBody:
      "Self-hosted with an embedded database: start it on a laptop, scale it to PostgreSQL and object storage later.",
    creditsTitle: "How credits work",
    creditsLead: "AI features are paid for with credits, also called AI coins. You always see the cost before you spend.",
    creditsStepFree: "Sign in to get free AI credits every day.",
    creditsStepSpend: "Each AI action spends credits: a generated image costs {{imageCost}} credits.",
    creditsStepPro: "Pro members get {{proCredits}} AI credits a month; credit packs top up at any time.",
    creditsStepRefund: "If a generation fails, its credits are refunded automatically.",
    paletteTitle: "Find your brand colours",
    paletteLead:
      "Drop an image or logo anywhere on this page, or choose a file, to see its main colours. The image stays in your browser.",
    paletteChoose: "Choose an image",
    paletteEmpty: "No image yet. Your colours will appear here.",
    paletteResult: "Main colours of {{name}}",
    paletteImageAlt: "The image you chose",
    paletteNotImage: "Only image files can be used.",
    paletteUnreadable: "This image could not be read.",
    paletteCopyColour: "Copy {{colour}}",
    footer: "Logo Studio: a self-hostable AI logo and design studio. MIT licence.",
  },
  notFound: {
    title: "Page not found",
    body: "The page you asked for does not exist, or it has moved.",
    backHome: "Back to the home page",
  },
};

export type Messages = typeof en;
