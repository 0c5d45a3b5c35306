import "./lib/zod-jitless";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { ApiError } from "./api/client";
import { listenForPartnerSession } from "./api/sdk-session";
import { currentUserQueryKey } from "./features/auth/hooks/use-current-user";
import { createI18n, loadMessages } from "./i18n/i18n-setup";
import { htmlLang, readStoredLanguage, rememberLanguage, resolveLanguage } from "./i18n/language";
import { createAppRouter } from "./routes/router";
import { applyEnvironmentClasses } from "./ui/browser-environment";
import "./styles/global.css";

const language = resolveLanguage(window.location.search, readStoredLanguage());
rememberLanguage(language);
document.documentElement.lang = htmlLang(language);
applyEnvironmentClasses();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network blips and 5xx get one more try.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

// SDK iframe mode: the embedding partner's page may hand this frame a session; ask for the user again.
listenForPartnerSession(() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The page's language arrives as its own chunk (started as soon as this module runs); then the app renders.
void loadMessages(language).then((catalogue) => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={createI18n(language, { [language]: catalogue })}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
