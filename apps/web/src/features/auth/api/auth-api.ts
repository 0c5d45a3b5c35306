import {
  authOptionsSchema,
  blacklistedSchema,
  captchaChallengeSchema,
  codeSentSchema,
  currentUserSchema,
  emailVerifiedSchema,
  qrCodeSchema,
  qrConfirmedSchema,
  qrPollSchema,
  sessionUserSchema,
  signedInSchema,
  type Language,
  type LoginRequest,
  type PasswordResetRequest,
  type RegisterRequest,
} from "@studio/contracts";
import { z } from "zod";
import { api } from "../../../api/client";

// The payloads are the server's own schemas (packages/contracts: users.ts, auth.ts).
export type { AltchaChallenge, AuthOptions, CaptchaChallenge, SessionUser, SignedIn } from "@studio/contracts";

const nothing = z.null();

export const authApi = {
  currentUser: (signal?: AbortSignal) => api.get("/api/user", { schema: currentUserSchema, signal, quiet: true }),
  options: () => api.get("/api/auth/options", { schema: authOptionsSchema, quiet: true }),
  captchaChallenge: () => api.get("/api/captcha/challenge", { schema: captchaChallengeSchema, quiet: true }),
  requestSignIn: (email: string, gtoken: string, lang: Language) =>
    api.post("/api/auth/sign-in/request", { email, gtoken, lang }, { schema: codeSentSchema, quiet: true }),
  verifyHash: (hash: string, lang: Language) => api.post("/api/auth/sign-in/verify", { hash, lang }, { schema: signedInSchema, quiet: true }),
  verifyCode: (email: string, code: string, lang: Language) =>
    api.post("/api/auth/sign-in/code", { email, code, lang }, { schema: signedInSchema, quiet: true }),
  register: (input: RegisterRequest) => api.post("/api/register", input, { schema: signedInSchema, quiet: true }),
  login: (input: LoginRequest) => api.post("/api/login", input, { schema: signedInSchema, quiet: true }),
  verifyEmail: (hash: string) => api.post("/api/auth/verify-email", { hash }, { schema: emailVerifiedSchema, quiet: true }),
  resendVerification: (lang: Language) => api.post("/api/auth/verify-email/resend", { lang }, { schema: codeSentSchema, quiet: true }),
  googleLogin: (credential: string, lang: Language) => api.post("/api/google/login", { credential, lang }, { schema: signedInSchema, quiet: true }),
  facebookLogin: (accessToken: string, lang: Language) => api.post("/api/fbLogin", { accessToken, lang }, { schema: signedInSchema, quiet: true }),
  forgotPassword: (email: string, gtoken: string, lang: Language) =>
    api.post("/api/password/forgot", { email, gtoken, lang }, { schema: codeSentSchema, quiet: true }),
  resetPassword: (input: PasswordResetRequest) => api.post("/api/password/reset", input, { schema: signedInSchema, quiet: true }),
  qrCode: () => api.get("/api/wechat/getQRCode", { schema: qrCodeSchema, quiet: true }),
  qrStatus: (uuid: string) => api.get("/api/wechat/isSubscribed", { query: { uuid }, schema: qrPollSchema, quiet: true }),
  confirmQr: (uuid: string, openid: string, name: string) =>
    api.post("/api/wechat/sandbox/confirm", { uuid, openid, name }, { schema: qrConfirmedSchema, quiet: true }),
  sendSms: (mobile: string, gtoken: string) => api.post("/api/sms/send", { mobile, gtoken }, { schema: codeSentSchema, quiet: true }),
  smsLogin: (mobile: string, code: string) => api.post("/api/sms/login", { mobile, code }, { schema: signedInSchema, quiet: true }),
  updateProfile: (name: string) => api.post("/api/user/profile", { name }, { schema: sessionUserSchema, quiet: true }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api.post("/api/user/avatar", form, { schema: sessionUserSchema, quiet: true });
  },
  deleteAccount: () => api.delete("/api/user", { schema: nothing, quiet: true }),
  blacklist: (userId: number) => api.post(`/api/user/blacklist/${userId}`, {}, { schema: blacklistedSchema, quiet: true }),
  logout: () => api.post("/api/logout", {}, { schema: nothing, quiet: true }),
};
