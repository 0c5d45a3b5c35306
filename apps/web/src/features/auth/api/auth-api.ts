import type { Language, LoginRequest, PasswordResetRequest, RegisterRequest } from "@studio/contracts";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";

// The payloads are the server's own schemas (packages/contracts: users.ts, auth.ts).
export type { AltchaChallenge, AuthOptions, CaptchaChallenge, SessionUser, SignedIn } from "@studio/contracts";

// Each built once: the schemas (and zod) load with the first call that needs them (api/contract-schema.ts).
const authOptionsAnswer = contractSchema((c) => c.authOptionsSchema);
const blacklistedAnswer = contractSchema((c) => c.blacklistedSchema);
const captchaChallengeAnswer = contractSchema((c) => c.captchaChallengeSchema);
const codeSentAnswer = contractSchema((c) => c.codeSentSchema);
const currentUserAnswer = contractSchema((c) => c.currentUserSchema);
const emailVerifiedAnswer = contractSchema((c) => c.emailVerifiedSchema);
const qrCodeAnswer = contractSchema((c) => c.qrCodeSchema);
const qrConfirmedAnswer = contractSchema((c) => c.qrConfirmedSchema);
const qrPollAnswer = contractSchema((c) => c.qrPollSchema);
const sessionUserAnswer = contractSchema((c) => c.sessionUserSchema);
const signedInAnswer = contractSchema((c) => c.signedInSchema);
const nothing = contractSchema((c) => c.nullDataSchema);

export const authApi = {
  currentUser: (signal?: AbortSignal) => api.get("/api/user", { schema: currentUserAnswer, signal, quiet: true }),
  options: () => api.get("/api/auth/options", { schema: authOptionsAnswer, quiet: true }),
  captchaChallenge: () => api.get("/api/captcha/challenge", { schema: captchaChallengeAnswer, quiet: true }),
  requestSignIn: (email: string, gtoken: string, lang: Language) =>
    api.post("/api/auth/sign-in/request", { email, gtoken, lang }, { schema: codeSentAnswer, quiet: true }),
  verifyHash: (hash: string, lang: Language) => api.post("/api/auth/sign-in/verify", { hash, lang }, { schema: signedInAnswer, quiet: true }),
  verifyCode: (email: string, code: string, lang: Language) =>
    api.post("/api/auth/sign-in/code", { email, code, lang }, { schema: signedInAnswer, quiet: true }),
  register: (input: RegisterRequest) => api.post("/api/register", input, { schema: signedInAnswer, quiet: true }),
  login: (input: LoginRequest) => api.post("/api/login", input, { schema: signedInAnswer, quiet: true }),
  verifyEmail: (hash: string) => api.post("/api/auth/verify-email", { hash }, { schema: emailVerifiedAnswer, quiet: true }),
  resendVerification: (lang: Language) => api.post("/api/auth/verify-email/resend", { lang }, { schema: codeSentAnswer, quiet: true }),
  googleLogin: (credential: string, lang: Language) => api.post("/api/google/login", { credential, lang }, { schema: signedInAnswer, quiet: true }),
  facebookLogin: (accessToken: string, lang: Language) => api.post("/api/fbLogin", { accessToken, lang }, { schema: signedInAnswer, quiet: true }),
  forgotPassword: (email: string, gtoken: string, lang: Language) =>
    api.post("/api/password/forgot", { email, gtoken, lang }, { schema: codeSentAnswer, quiet: true }),
  resetPassword: (input: PasswordResetRequest) => api.post("/api/password/reset", input, { schema: signedInAnswer, quiet: true }),
  qrCode: () => api.get("/api/wechat/getQRCode", { schema: qrCodeAnswer, quiet: true }),
  qrStatus: (uuid: string) => api.get("/api/wechat/isSubscribed", { query: { uuid }, schema: qrPollAnswer, quiet: true }),
  confirmQr: (uuid: string, openid: string, name: string) =>
    api.post("/api/wechat/sandbox/confirm", { uuid, openid, name }, { schema: qrConfirmedAnswer, quiet: true }),
  sendSms: (mobile: string, gtoken: string) => api.post("/api/sms/send", { mobile, gtoken }, { schema: codeSentAnswer, quiet: true }),
  /** The cn site's bind-mobile dialog: the code of sendSms proves the number, bound to the signed-in account. */
  bindMobile: (mobile: string, code: string) =>
    api.post("/api/user/mobile", { mobile, code }, { schema: contractSchema((c) => c.mobileBoundSchema), quiet: true }),
  smsLogin: (mobile: string, code: string) => api.post("/api/sms/login", { mobile, code }, { schema: signedInAnswer, quiet: true }),
  updateProfile: (name: string) => api.post("/api/user/profile", { name }, { schema: sessionUserAnswer, quiet: true }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api.post("/api/user/avatar", form, { schema: sessionUserAnswer, quiet: true });
  },
  deleteAccount: () => api.delete("/api/user", { schema: nothing, quiet: true }),
  blacklist: (userId: number) => api.post(`/api/user/blacklist/${userId}`, {}, { schema: blacklistedAnswer, quiet: true }),
  logout: () => api.post("/api/logout", {}, { schema: nothing, quiet: true }),
};
