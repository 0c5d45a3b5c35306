import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DownloadCenter } from "@studio/contracts";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { toastStore } from "../../ui/toast-store";
import { DownloadCenterPage } from "./components/DownloadCenterPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });

const centerOf = (level: DownloadCenter["level"], registered: boolean): DownloadCenter => ({
  designId: "logo:42",
  name: "Harbor & Pine",
  previewUrl: "data:image/svg+xml;base64,PHN2Zy8+",
  level,
  access: "package",
  owner: true,
  pro: false,
  files: [],
  brandItems: [],
  offers: [],
  brandPlatform: true,
  brandRegistered: registered,
  customSize: { min: 16, max: 5000 },
  orders: [],
});

/** The center of logo:42 and its brand call, which answers the link or `failure`. */
function serve(center: () => DownloadCenter, failure?: { status: number; error: string; msg: string }) {
  const brandCalls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/user") return ok(sessionUserFixture({}));
      if (path === "/api/payment/catalogue") return ok({ currency: "USD", providers: [], defaultCreditPackType: 3, products: [] });
      if (path === `/api/download-center/${encodeURIComponent("logo:42")}`) return ok(center());
      if (path === "/api/user/favourite/42/brand" && init?.method === "POST") {
        brandCalls.push(path);
        if (failure) return json(failure.status, { code: failure.status, data: null, msg: failure.msg, error: failure.error });
        return ok({
          url: "https://brand.example.test/start?logo=x&name=Harbor",
          logoUrl: "https://studio.example.test/oss/ai-images/png/logo-42-x.png",
          name: "Harbor & Pine",
        });
      }
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return brandCalls;
}

const render = () => renderWithProviders(<DownloadCenterPage />, { url: `/download?logo=${encodeURIComponent("logo:42")}` });

describe("the brand centre in the download center", () => {
  it("asks before activating, then opens the platform and shows its link", async () => {
    let registered = false;
    const calls = serve(() => centerOf("brand", registered));
    const opened = vi.fn();
    vi.stubGlobal("open", opened);
    render();
    fireEvent.click(await screen.findByTestId("brand-centre-activate"));
    expect(screen.getByText("Activate the brand centre for Harbor & Pine? The brand platform opens in a new tab with your logo.")).toBeTruthy();
    registered = true;
    fireEvent.click(screen.getByTestId("brand-centre-confirm"));
    const link = await screen.findByTestId("brand-centre-link");
    expect(link.getAttribute("href")).toBe("https://brand.example.test/start?logo=x&name=Harbor");
    expect(opened).toHaveBeenCalledWith("https://brand.example.test/start?logo=x&name=Harbor", "_blank", "noopener,noreferrer");
    expect(calls).toHaveLength(1);
  });

  it("opens an active centre in one click, and shows the spec's failure message", async () => {
    serve(() => centerOf("brand", true), { status: 502, error: "BRAND_SETUP_FAILED", msg: "Brand Identity setup failure" });
    vi.stubGlobal("open", vi.fn());
    render();
    fireEvent.click(await screen.findByTestId("brand-centre-open"));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("Brand Identity setup failure"));
  });

  it("is not offered below the Brand package", async () => {
    serve(() => centerOf("professional", false));
    render();
    await screen.findByTestId("download-center");
    expect(screen.queryByTestId("brand-centre")).toBeNull();
  });
});
