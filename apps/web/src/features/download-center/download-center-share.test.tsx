import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DownloadCenter } from "@studio/contracts";
import { centerFiles, lowestPackageFor, packageAllows } from "@studio/domain";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { savedLogoId } from "./center-links";
import { DownloadCenterPage } from "./components/DownloadCenterPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = "B".repeat(32);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { code: 200, data, msg: "success" });

/** An unbought logo's center as the server answers it to `owner` or to someone else (an admin). */
function centerOf(designId: string, owner: boolean): DownloadCenter {
  return {
    designId,
    name: "Harbor & Pine",
    previewUrl: "data:image/svg+xml;base64,PHN2Zy8+",
    level: null,
    access: owner ? "package" : "staff",
    owner,
    pro: false,
    files: centerFiles.map((file) => ({
      id: file.id,
      feature: file.feature,
      format: file.format,
      width: file.size?.width ?? null,
      height: file.size?.height ?? null,
      allowed: packageAllows(null, file.feature),
      unlockedBy: lowestPackageFor(file.feature),
    })),
    brandItems: [],
    offers: [],
    brandPlatform: false,
    brandRegistered: false,
    customSize: { min: 16, max: 5000 },
    orders: [],
  };
}

function serve(center: DownloadCenter) {
  const calls: { path: string; method: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      calls.push({ path: url.pathname, method: init?.method ?? "GET" });
      if (url.pathname === "/api/user") return ok(sessionUserFixture({}));
      if (url.pathname === "/api/payment/catalogue") return ok({ currency: "USD", providers: [], defaultCreditPackType: 3, products: [] });
      if (url.pathname === `/api/download-center/${encodeURIComponent(center.designId)}`) return ok(center);
      if (url.pathname === "/api/user/favourite/42/share" && init?.method === "POST") {
        return ok({
          token,
          url: `http://localhost:3000/share/${token}`,
          poster_url: `/api/share/${token}/poster.png`,
          likes: 0,
          threshold: 20,
          unlocked: false,
        });
      }
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return calls;
}

const render = (designId: string) => renderWithProviders(<DownloadCenterPage />, { url: `/download?logo=${encodeURIComponent(designId)}` });

describe("sharing from the download center", () => {
  it("names a saved classic logo's fa_id, and nothing else", () => {
    expect(savedLogoId("logo:42")).toBe(42);
    expect(savedLogoId("task:0b7d7c2e-1111-4222-8333-944455556666:1")).toBeNull();
    expect(savedLogoId("logo:4x")).toBeNull();
  });

  it("the owner of a saved classic logo opens the share dialog, which makes the logo's link", async () => {
    const calls = serve(centerOf("logo:42", true));
    render("42");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share your logo" });
    expect(await within(dialog).findByRole("img", { name: "Share poster of Harbor & Pine" })).toHaveProperty(
      "src",
      expect.stringContaining(`/api/share/${token}/poster.png`),
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>("Share link").value).toBe(`http://localhost:3000/share/${token}`);
    expect(within(dialog).getByText("0 of 20 likes")).toBeTruthy();
    expect(calls).toContainEqual({ path: "/api/user/favourite/42/share", method: "POST" });
  });

  it("someone else looking (an admin) and an AI logo result get no Share button", async () => {
    serve(centerOf("logo:42", false));
    render("42");
    expect(await screen.findByTestId("download-center")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    const task = "task:0b7d7c2e-1111-4222-8333-944455556666:1";
    serve(centerOf(task, true));
    render(task);
    expect(await screen.findByTestId("download-center")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });
});
