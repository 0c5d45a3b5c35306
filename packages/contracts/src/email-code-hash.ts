/**
 * Spec 03 section 7: the e-mail code sign-in "sends a hash of the email joined with the code to a
 * login function". Ours: base64url of `{email}:{code}`, sent as `hash` to the magic link's
 * `POST /api/auth/sign-in/verify` (the other login function that takes a hash). It is an encoding,
 * not a secret: the code itself is what proves the mailbox, checked like `POST /api/auth/sign-in/code`
 * (single use, locked after 5 wrong tries). A magic-link secret never decodes to this shape.
 */
export function emailCodeHash(email: string, code: string): string {
  return base64url(`${email.trim()}:${code.trim()}`);
}

/** The e-mail and code inside a hash made by emailCodeHash, or null for anything else (a link's secret). */
export function parseEmailCodeHash(hash: string): { email: string; code: string } | null {
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(hash)) return null;
  let text: string;
  try {
    text = decodeBase64url(hash);
  } catch {
    return null;
  }
  const match = /^([^\s:@]+@[^\s:@]+\.[^\s:@]+):(\d{6})$/.exec(text);
  return match?.[1] && match[2] ? { email: match[1], code: match[2] } : null;
}

// btoa/atob with UTF-8 and the URL-safe alphabet: the same in the browser and on Node 20.
function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeBase64url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
