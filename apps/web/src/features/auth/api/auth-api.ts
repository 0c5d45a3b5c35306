import type { Language } from "@studio/contracts";
import { api } from "../../../api/client";
import type { WidgetChallenge } from "../captcha-widget-store";

/** The user object of GET /api/user and of every sign-in answer (spec 01 section 3). */
export type SessionUser = {
  id: number;
  email: string | null;
  name: string;
  mobile: string | null;
  avatar: string;
  ai_credits: number;
  credits: number;
  freeCredits: number;
  /** Free downloads left today (null when unlimited: Pro, designers, admins); merged in by the credits module. */
  download_left?: number | null;
  download_unlimited?: boolean;
  vip: boolean;
  super_vip: boolean;
  vip_ends_at: string | null;
  is_admin: boolean;
  stripeMerchant: number;
  blacklist: { user_id: number } | null;
  hasIcon: boolean;
  designer_type: number;
  /** False only for a password registration whose verification link was not used yet. */
  email_verified?: boolean;
  /** The embedding partner of this session (SDK iframe mode), set by the server; it pays, so limits are skipped. */
  partner?: string | null;
};

export type SignedIn = { token: string; user: SessionUser; logo: unknown };

export type AuthOptions = {
  variant: "en" | "cn";
  captcha: "altcha" | "turnstile" | "recaptcha" | "off";
  google: { clientId: string; scriptUrl: string } | null;
  facebook: { appId: string; sdkUrl: string } | null;
  password: boolean;
};

export type AltchaChallenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
export type CaptchaChallenge = AltchaChallenge | WidgetChallenge;

export const authApi = {
  currentUser: (signal?: AbortSignal) => api.get<SessionUser | null>("/api/user", { signal, quiet: true }),
  options: () => api.get<AuthOptions>("/api/auth/options", { quiet: true }),
  captchaChallenge: () => api.get<CaptchaChallenge | null>("/api/captcha/challenge", { quiet: true }),
  requestSignIn: (email: string, gtoken: string, lang: Language) => api.post("/api/auth/sign-in/request", { email, gtoken, lang }, { quiet: true }),
  verifyHash: (hash: string, lang: Language) => api.post<SignedIn>("/api/auth/sign-in/verify", { hash, lang }, { quiet: true }),
  verifyCode: (email: string, code: string, lang: Language) => api.post<SignedIn>("/api/auth/sign-in/code", { email, code, lang }, { quiet: true }),
  register: (input: { email: string; password: string; name?: string; gtoken: string; lang: Language }) => api.post<SignedIn>("/api/register", input, { quiet: true }),
  login: (input: { email: string; password: string; lang: Language }) => api.post<SignedIn>("/api/login", input, { quiet: true }),
  verifyEmail: (hash: string) => api.post<{ email: string; email_verified: true }>("/api/auth/verify-email", { hash }, { quiet: true }),
  resendVerification: (lang: Language) => api.post<{ sent: boolean; wait_seconds: number }>("/api/auth/verify-email/resend", { lang }, { quiet: true }),
  googleLogin: (credential: string, lang: Language) => api.post<SignedIn>("/api/google/login", { credential, lang }, { quiet: true }),
  facebookLogin: (accessToken: string, lang: Language) => api.post<SignedIn>("/api/fbLogin", { accessToken, lang }, { quiet: true }),
  forgotPassword: (email: string, gtoken: string, lang: Language) => api.post("/api/password/forgot", { email, gtoken, lang }, { quiet: true }),
  resetPassword: (input: { hash?: string; email?: string; code?: string; password: string; lang: Language }) => api.post<SignedIn>("/api/password/reset", input, { quiet: true }),
  qrCode: () => api.get<{ uuid: string; qrcode: string; url: string; expires_in: number }>("/api/wechat/getQRCode", { quiet: true }),
  qrStatus: (uuid: string) => api.get<{ status: "waiting" | "expired" } | ({ status: "confirmed" } & SignedIn)>("/api/wechat/isSubscribed", { query: { uuid }, quiet: true }),
  confirmQr: (uuid: string, openid: string, name: string) => api.post("/api/wechat/sandbox/confirm", { uuid, openid, name }, { quiet: true }),
  sendSms: (mobile: string, gtoken: string) => api.post("/api/sms/send", { mobile, gtoken }, { quiet: true }),
  smsLogin: (mobile: string, code: string) => api.post<SignedIn>("/api/sms/login", { mobile, code }, { quiet: true }),
  updateProfile: (name: string) => api.post<SessionUser>("/api/user/profile", { name }, { quiet: true }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api.post<SessionUser>("/api/user/avatar", form, { quiet: true });
  },
  deleteAccount: () => api.delete("/api/user", { quiet: true }),
  blacklist: (userId: number) => api.post(`/api/user/blacklist/${userId}`, {}, { quiet: true }),
  logout: () => api.post("/api/logout", {}, { quiet: true }),
};
