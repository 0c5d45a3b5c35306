/**
 * Stable error codes shared by server and browser. The server maps each to an HTTP status
 * once (the error handler); the browser maps each to a translation key `errors.<code>`.
 * `message` is the English text sent in `msg` (the spec's wording where it has one).
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: "Invalid request." },
  BAD_REQUEST: { status: 400, message: "Bad request." },
  UNAUTHORIZED: { status: 401, message: "Please sign in." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  NOT_FOUND: { status: 404, message: "Not found." },
  CONFLICT: { status: 409, message: "Conflict." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Image file size cannot exceed 25MB, please upload again" },
  IMAGE_TOO_LARGE: { status: 413, message: "Image size cannot exceed 4096x4096 pixels, please upload again" },
  UNSUPPORTED_MEDIA: { status: 415, message: "Only image files can be uploaded." },
  IMAGE_UNREADABLE: { status: 415, message: "This file cannot be read as a PNG, JPG, WebP or GIF image, please upload again" },
  RATE_LIMITED: { status: 429, message: "Too many requests, please try again later." },
  INTERNAL: { status: 500, message: "Error is occured." },
  UNAVAILABLE: { status: 503, message: "Service unavailable, please try again later." },
  // Credit and quota limits (issue 5): each names the limit hit, so the browser opens the right modal.
  AI_LIMIT: { status: 403, message: "AI Limit Reached!" },
  AI_CREDITS_MONTH: { status: 403, message: "You have run out of AI credits for this month!" },
  FREE_AI_LIMIT: { status: 403, message: "Free AI credits reached for today!" },
  FREE_DOWNLOAD_LIMIT: { status: 403, message: "Free downloads reached for today!" },
  PRO_TEMPLATE: { status: 403, message: "This template is for PRO only!" },
  NAME_CHAT_LIMIT: { status: 429, message: "Sorry, I'm tired from chatting too much today. Please come back tomorrow" },
  ADDRESS_REFUSED: { status: 403, message: "This address cannot be fetched." },
  // The image proxy serves only links this server signed, within a byte budget per address and user.
  PROXY_LINK_INVALID: { status: 403, message: "This image link is not valid or has expired; reload the page." },
  PROXY_BUDGET_EXCEEDED: { status: 429, message: "Too many images were loaded through this site in the last hour; please try again later." },
  UPSTREAM_FAILED: { status: 502, message: "The remote server did not answer properly." },
  // A model no configured provider serves: refused before any charge, never run on another provider.
  MODEL_UNAVAILABLE: { status: 400, message: "This model is not available on this site." },
  TASK_QUEUE_FULL: { status: 429, message: "Max 10 in the process que!" },
  UPSTREAM_TIMEOUT: { status: 504, message: "The remote server took too long to answer." },
  SIGN_IN_FAILED: { status: 400, message: "Failed!" },
  CODE_WRONG: { status: 400, message: "Code is wrong!" },
  CODE_LOCKED: { status: 400, message: "Too many wrong codes. Please ask for a new one." },
  CREDENTIALS_WRONG: { status: 400, message: "E-mail or password is wrong." },
  CAPTCHA_FAILED: { status: 400, message: "The bot check failed, please try again." },
  BLACKLISTED: { status: 403, message: "This account has been blocked." },
  LOGO_OWNER_ONLY: { status: 403, message: "Only the logo owner can make this operation!" },
  BRAND_SETUP_FAILED: { status: 502, message: "Brand Identity setup failure" },
  // A paid action of an area that does not work on this site yet: refused before anything is charged.
  FEATURE_UNAVAILABLE: { status: 404, message: "This feature is not available on this site yet." },
  // The cn variant's vendors (issue 14): our words; the vendor's answer goes to the server log only.
  SMS_UNAVAILABLE: { status: 503, message: "Sign-in by SMS is not available on this site." },
  SMS_FAILED: { status: 502, message: "The SMS could not be sent, please try again later." },
  WECHAT_FAILED: { status: 502, message: "WeChat sign-in failed, please scan the code again." },
  // Payments (issue 16): the spec's words where it has them.
  PAYMENT_FAILED: { status: 402, message: "Payment failed" },
  PAYMENT_SIGNATURE: { status: 400, message: "The payment notification signature is not valid." },
  PRODUCT_UNAVAILABLE: { status: 404, message: "The material has been taken down and cannot be purchased!" },
  COUPON_REQUIRED: { status: 400, message: "Coupon code is required." },
  COUPON_LENGTH: { status: 400, message: "Coupon code must be between 4 and 20 characters" },
  COUPON_INVALID: { status: 400, message: "Invalid code!" },
  COUPON_TAKEN: { status: 409, message: "Code already exist, please choose a different one!" },
  OWNER_ONLY: { status: 403, message: "Only the owner can operate" },
  UPGRADE_OWNER_ONLY: { status: 403, message: "Only the logo owner can make this upgrade!" },
  NOT_AN_UPGRADE: { status: 409, message: "This logo already has this package or a higher one." },
  // The download center (issue 16): a file the logo's package does not include, a custom size out of range.
  PACKAGE_REQUIRED: { status: 403, message: "This logo's package does not include this file." },
  CUSTOM_SIZE: { status: 400, message: "Custom sizes go from 16 to 5000 pixels on each side." },
  // Spec 03 section 5's words for a custom size above the limit.
  CUSTOM_SIZE_MAX: { status: 400, message: "width or height must not exceed 5000 px" },
  // POST /api/createImgForLogo: the posted SVG failed the sanitiser (not XML, a DOCTYPE, over the limits); details say why.
  SVG_INVALID: { status: 400, message: "The logo's SVG could not be read." },
  // The designer role (issue 17): an answer to a designer-fix order outside its terms (3 days, 3 revisions).
  DESIGNER_FIX_CLOSED: { status: 409, message: "This designer fix takes no more answers." },
  ORDER_NOT_PAID: { status: 409, message: "This order has not been paid." },
  REFUND_FAILED: { status: 502, message: "The payment provider did not accept the refund; nothing was changed." },
  // Spec 01 section 2: paying inside the messaging app on iOS is not offered.
  IOS_PAY_UNSUPPORTED: { status: 403, message: "iOS messaging-app payment is unsupported" },
  // The classic logo maker (issue 17): spec 03 section 8's words.
  NOT_LOGGED_IN: { status: 401, message: "You are not logged in!" },
  SAVE_FAILED: { status: 400, message: "Save failed" },
  DELETE_FAILED: { status: 409, message: "Delete failed" },
  SYSTEM_BUSY: { status: 503, message: "The system is busy, please try again later" },
  BOUGHT_LOGO_LOCKED: { status: 403, message: "The name and symbol of a bought logo can be changed for 3 days after the purchase." },
  // The cn site's bind-mobile rule (spec 03 sections 2 and 6): the share needs a bound mobile.
  MOBILE_NOT_BOUND: { status: 403, message: "Please bind your mobile number first." },
  MOBILE_TAKEN: { status: 409, message: "This mobile number is bound to another account." },
  // The image tools (issue 19): spec 03 section 8's upload words, and refusals made before any charge.
  UPLOAD_FAILED: { status: 502, message: "Upload failed, please try again later" },
  IMAGE_GONE: { status: 410, message: "Image is no longer valid, please re-upload" },
  ALREADY_TRANSPARENT: { status: 409, message: "The image already has a transparent background." },
  MASK_REQUIRED: { status: 400, message: "Brush over the area to erase first." },
  TOOL_NEEDS_PROVIDER: { status: 503, message: "This tool needs an AI service that this site has not set up." },
  TOOL_FAILED: { status: 422, message: "Error generating task" },
  // Mobile upload by QR code (spec 03 sections 2, 5 and 9): the phone's file limit and its link's life.
  MOBILE_UPLOAD_TOO_LARGE: { status: 413, message: "The file must be 20M or smaller." },
  MOBILE_UPLOAD_EXPIRED: { status: 410, message: "This upload link has expired; scan the code in the editor again." },
  MOBILE_UPLOAD_FULL: { status: 429, message: "This upload link has taken all the files it can; scan a new code." },
  // The user's works (issue 21): a save made from an older version than the stored one, a document over the size limit.
  WORK_CONFLICT: { status: 409, message: "This design was changed elsewhere; the newer version has been loaded." },
  DESIGN_TOO_LARGE: { status: 413, message: "This design is too large to save (at most 2 MB)." },
  // A poster download (`download-poster`, `work:{id}`) is for posters and social images; a logo's own design is sold as its logo packages.
  LOGO_NOT_A_POSTER: { status: 409, message: "This design is a logo: buy one of its logo packages to download it, not a poster download." },
  // Custom fonts (issue 21): spec 03 section 5 'Custom fonts accept ttf, otf, woff' (woff2 too), kept as TTF.
  FONT_UNREADABLE: { status: 415, message: "Custom fonts accept ttf, otf, woff and woff2 files; this file cannot be read as a font." },
  FONT_TOO_LARGE: { status: 413, message: "Font files must be 10 MB or smaller, please upload again" },
  FONT_LIMIT: { status: 409, message: "You can keep at most 100 fonts; delete one to add another." },
  // Bulk fill (issue 22): the CSV's limits and who may fill a batch of cards (docs/bulk-fill.md).
  BULK_FILL_CSV_EMPTY: { status: 400, message: "The CSV needs a header row and at least one row under it." },
  BULK_FILL_CSV_TOO_LARGE: { status: 413, message: "The CSV must be 1 MB or smaller." },
  BULK_FILL_TOO_MANY_ROWS: { status: 400, message: "A bulk fill takes at most 500 rows." },
  BULK_FILL_TOO_MANY_COLUMNS: { status: 400, message: "A bulk fill CSV may have at most 50 columns." },
  BULK_FILL_CELL_TOO_LONG: { status: 400, message: "A CSV cell may hold at most 2000 characters." },
  BULK_FILL_UNKNOWN_COLUMN: { status: 400, message: "The column mapping names a column the CSV does not have." },
  BULK_FILL_NOT_A_CARD: { status: 400, message: "This design has no card fields to fill." },
  BULK_FILL_NOT_INCLUDED: { status: 403, message: "Bulk fill is included with Pro or with this business card bought." },
  BULK_FILL_BUSY: { status: 409, message: "One of your bulk fills is still running; wait for it to finish." },
  // The affiliate programme (issue 23, docs/affiliate.md).
  AFFILIATE_NOT_PARTNER: { status: 403, message: "This is for approved partners of the affiliate programme." },
  AFFILIATE_CODE_SET: { status: 409, message: "Your affiliate code is already chosen." },
  AFFILIATE_BALANCE: { status: 409, message: "You cannot withdraw more than your available balance." },
  AFFILIATE_WITHDRAW_TOO_SMALL: { status: 400, message: "The amount must be more than the withdrawal fee." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in errorCatalogue;
}
