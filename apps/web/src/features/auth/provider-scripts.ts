/**
 * Loading the sign-in providers' browser SDKs (Google Identity Services, the Facebook JS SDK) from
 * the URLs the server announces in /api/auth/options, once per page, and the small parts of their
 * globals we use. The server's CSP allows these origins only when the provider is configured.
 */
export type GoogleCredentialResponse = { credential?: string; select_by?: string };

export type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: "popup" | "redirect";
        use_fedcm_for_prompt?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: "standard" | "icon";
          theme?: "outline" | "filled_blue" | "filled_black";
          size?: "large" | "medium" | "small";
          text?: "signin_with" | "signup_with" | "continue_with" | "signin";
          shape?: "rectangular" | "pill";
          width?: number;
          locale?: string;
        },
      ): void;
    };
  };
};

export type FacebookLoginResponse = { status?: string; authResponse?: { accessToken?: string } | null };

export type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string }): void;
};

type ProviderWindow = Window & { google?: GoogleIdentity; FB?: FacebookSdk; fbAsyncInit?: () => void };

const loads = new Map<string, Promise<void>>();

/** Adds `<script src=url async>` once; later calls share the same promise. A failed load may be retried. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  const existing = loads.get(url);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    doc.head.appendChild(script);
  });
  loads.set(url, loading);
  return loading;
}

/** Google Identity Services, loaded from `scriptUrl`. */
export async function loadGoogleIdentity(scriptUrl: string, win: ProviderWindow = window): Promise<GoogleIdentity> {
  await loadScript(scriptUrl, win.document);
  if (!win.google?.accounts?.id) throw new Error("Google Identity Services did not start");
  return win.google;
}

const facebookReady = new Map<string, Promise<FacebookSdk>>();

/**
 * The Facebook SDK, loaded from `sdkUrl` and initialised for `appId` once. The SDK calls
 * `fbAsyncInit` when it is ready; FB.init runs there, or at load when FB already exists.
 */
export function loadFacebookSdk(sdkUrl: string, appId: string, win: ProviderWindow = window): Promise<FacebookSdk> {
  const key = `${sdkUrl}|${appId}`;
  const existing = facebookReady.get(key);
  if (existing) return existing;
  const ready = new Promise<FacebookSdk>((resolve, reject) => {
    let done = false;
    const start = () => {
      if (done || !win.FB) return;
      done = true;
      win.FB.init({ appId, version: "v19.0", cookie: false, xfbml: false });
      resolve(win.FB);
    };
    win.fbAsyncInit = start;
    loadScript(sdkUrl, win.document).then(start, (error: unknown) => {
      facebookReady.delete(key);
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  facebookReady.set(key, ready);
  return ready;
}
