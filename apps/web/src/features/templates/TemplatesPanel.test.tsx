import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TemplateSummary } from "@studio/contracts";
import { currentUserQueryKey } from "../auth/hooks/use-current-user";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { SaveAsTemplate } from "./SaveAsTemplate";
import { templateFillOf } from "./template-fill-query";
import { TemplatesPanel } from "./TemplatesPanel";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });
const template = (id: number, name: string, pro: boolean): TemplateSummary => ({
  id,
  name,
  kind: "social",
  preset: "instagram-post",
  width: 1080,
  height: 1080,
  pro,
  builtin: true,
  builtin_key: null,
  thumbnail: `/oss/ai-images/0b6c1c9e-4e4e-4a57-9a0e-3f3f8a1d2b1${id}/work-thumb.png?exp=1&sig=x`,
  created_at: "2026-11-26T00:00:00.000Z",
});

function serve(handler: (method: string, url: string, body: unknown) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      return handler(method, String(input), body);
    }),
  );
  return calls;
}

/** A query cache that already knows who is signed in (null: a visitor). */
function signedInAs(user: ReturnType<typeof sessionUserFixture> | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(currentUserQueryKey, user);
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the editor's Templates tab", () => {
  it("lists the open size's templates with a PRO badge, pages on, and starts a work filled from the query", async () => {
    const calls = serve((method, url) => {
      if (method === "POST")
        return ok({
          ...template(1, "Sunrise", false),
          kind: "design",
          version: 1,
          logo_id: null,
          updated_at: "2026-11-26T00:00:00.000Z",
          id: 42,
          document: {},
        });
      return url.includes("page=2")
        ? ok({ list: [template(3, "Gold", false)], page: 2, page_size: 12, more: false })
        : ok({ list: [template(1, "Sunrise", false), template(2, "Pop corners", true)], page: 1, page_size: 12, more: true });
    });
    const { router } = renderWithProviders(<TemplatesPanel preset="instagram-post" fill={{ t1: "Blue Bottle", color: "#123456" }} />, {
      queryClient: signedInAs(sessionUserFixture()),
      url: "/design/new?type=instagram-post",
    });
    await screen.findByRole("button", { name: "Start from the template Sunrise" });
    expect(screen.getAllByTestId("template-pro-badge")).toHaveLength(1);
    expect(document.querySelector('[data-template-id="2"]')?.getAttribute("data-pro")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("button", { name: "Start from the template Gold" });
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start from the template Sunrise" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/design/w/42"));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/ai-design/templates?page=1&preset=instagram-post",
      "GET /api/ai-design/templates?page=2&preset=instagram-post",
      "POST /api/ai-design/templates/1/start",
    ]);
    expect(calls[2]?.body).toEqual({ t1: "Blue Bottle", color: "#123456" });
  });

  it("shows a built-in template's name in the page's language, an admin's template by its own name", async () => {
    const list = [
      { ...template(1, "Sunrise", false), builtin_key: "ig-centred-sunrise" },
      { ...template(2, "Launch night", false), builtin: false },
    ];
    serve(() => ok({ list, page: 1, page_size: 12, more: false }));
    renderWithProviders(<TemplatesPanel preset="instagram-post" fill={{}} />, { language: "zh", queryClient: signedInAs(null) });
    expect(await screen.findByText("日出")).toBeTruthy();
    expect(screen.getByText("Launch night")).toBeTruthy();
    expect(screen.queryByText("Sunrise")).toBeNull();
  });

  it("says when there is none for this size, and when the list could not be loaded", async () => {
    serve(() => ok({ list: [], page: 1, page_size: 12, more: false }));
    renderWithProviders(<TemplatesPanel preset="banner" fill={{}} />, { queryClient: signedInAs(null) });
    expect(await screen.findByText("No templates for this size yet.")).toBeTruthy();
    cleanup();
    serve(() => json(500, { code: 500, data: null, msg: "boom" }));
    renderWithProviders(<TemplatesPanel preset="banner" fill={{}} />, { language: "zh", queryClient: signedInAs(null) });
    expect(await screen.findByText("模板加载失败，请稍后再试。")).toBeTruthy();
  });

  it("fills from the logo when there is one, else the words and valid colours", () => {
    expect(templateFillOf({ logo: 5, t1: "A", t2: null, color: "#ABCDEF", colors: ["#112233", "red"] })).toEqual({
      logo: 5,
      t1: "A",
      color: "#ABCDEF",
      colors: ["#112233"],
    });
    expect(templateFillOf({ logo: null, t1: null, t2: null, color: null, colors: [] })).toEqual({});
  });
});

describe("Save as template", () => {
  it("is offered to admins only, requires a name, and saves the work as a template", async () => {
    const calls = serve(() => ok(template(9, "Launch", true)));
    renderWithProviders(<SaveAsTemplate workId={12} defaultName="" />, { queryClient: signedInAs(sessionUserFixture()) });
    expect(screen.queryByTestId("save-as-template")).toBeNull();
    cleanup();
    renderWithProviders(<SaveAsTemplate workId={12} defaultName="" />, { queryClient: signedInAs(sessionUserFixture({ is_admin: true })) });
    fireEvent.click(await screen.findByTestId("save-as-template"));
    fireEvent.submit(screen.getByTestId("save-as-template-form"));
    expect(await screen.findByText("Template name is required.")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByTestId("template-name"), { target: { value: "Launch" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByTestId("template-save"));
    await waitFor(() => expect(screen.queryByTestId("save-as-template-form")).toBeNull());
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/admin/templates", body: { work_id: 12, name: "Launch", pro: true } });
  });
});
