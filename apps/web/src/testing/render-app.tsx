import type { Language } from "@studio/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { en, zh } from "@studio/i18n";
import { createI18n } from "../i18n/i18n-setup";

/** Renders `ui` with the app's providers (i18n, query client, an in-memory router) for unit tests. */
export function renderWithProviders(
  ui: ReactNode,
  options: { language?: Language; url?: string; routes?: RouteObject[]; /** A cache primed before the first render. */ queryClient?: QueryClient } = {},
) {
  const { language = "en", url = "/", routes } = options;
  const i18n = createI18n(language, { en, zh });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes ?? [{ path: "*", element: ui }], { initialEntries: [url] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient, router };
}
