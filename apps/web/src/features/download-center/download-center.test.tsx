import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { centerFiles, lowestPackageFor, packageAllows, productAreas, isProductOffered, type PackageLevel } from "@studio/domain";
import type { DownloadCenter } from "@studio/contracts";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import type { SessionUser } from "../auth/api/auth-api";
import { centerDesignId, centerFileUrl, centerPath, designIdOf, mobilePreviewHref, ownFileUrl, targetOf } from "./center-links";
import { DownloadCenterPage } from "./components/DownloadCenterPage";

const user: SessionUser = sessionUserFixture({ ai_credits: 10, download_left: 0 });
const designId = "task:0b7d7c2e-1111-4222-8333-944455556666:1";

/** What the server answers for a logo at `level` (the same rule, packageAllows, decides `allowed`). */
function centerOf(level: PackageLevel | null, owner = true): DownloadCenter {
  const prices = { basic: 2900, professional: 5900, brand: 9900 } as const;
  const paid = level ? prices[level] : 0;
  return {
    designId,
    name: "Blue Bottle",
    previewUrl: "/oss/ai-images/x/2.png?exp=1&sig=s",
    level,
    access: "package",
    owner,
    pro: false,
    files: centerFiles.map((file) => ({
      id: file.id,
      feature: file.feature,
      format: file.format,
      width: file.size?.width ?? null,
      height: file.size?.height ?? null,
      allowed: packageAllows(level, file.feature),
      unlockedBy: lowestPackageFor(file.feature),
    })),
    brandItems: ["animation", "brandIdentity", "viMockups", "businessCard", "brandCentre"].map((feature) => ({ feature, included: level === "brand" })),
    offers: (["basic", "professional", "brand"] as const)
      .filter((to) => prices[to] > paid)
      .map((to) => ({ level: to, product: `package-${to}`, amount: prices[to] - paid, currency: "USD" as const, canBuy: owner })),
    brandPlatform: false,
    brandRegistered: false,
    customSize: { min: 16, max: 5000 },
    orders: level && owner ? [{ orderId: "ord_basic_1", level, paidAt: "2026-11-20T10:01:00.000Z", refunded: false }] : [],
  };
}

function mockServer(answer: DownloadCenter | "missing", providers: string[] = ["sandbox"]) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/user") return json(200, { code: 200, data: user, msg: "success" });
      if (url.pathname === "/api/payment/catalogue") {
        return json(200, { code: 200, data: { currency: "USD", providers, defaultCreditPackType: 3, products: [] }, msg: "success" });
      }
      if (url.pathname === `/api/download-center/${encodeURIComponent(designId)}`) {
        return answer === "missing"
          ? json(404, { code: 404, data: null, msg: "Image not found.", error: "NOT_FOUND" })
          : json(200, { code: 200, data: answer, msg: "success" });
      }
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () => renderWithProviders(<DownloadCenterPage />, { url: `/download?logo=${encodeURIComponent(designId)}` });
const fileRow = (id: string) => document.querySelector(`[data-file="${id}"]`) as HTMLElement;

describe("download center links", () => {
  it("reads the page's logo parameter: task ids, logo:{fa_id} and the spec's bare fa_id", () => {
    expect(centerDesignId("123")).toBe("logo:123");
    expect(centerDesignId("logo:7")).toBe("logo:7");
    expect(centerDesignId("task:t-1:2")).toBe("task:t-1:2");
    expect(centerDesignId("design:5")).toBeNull();
    expect(centerDesignId(null)).toBeNull();
  });

  it("shows only the site's own files on the phone's preview page", () => {
    expect(ownFileUrl("/api/download-center/task%3Aa%3A0/files/png-800")).toBe("/api/download-center/task%3Aa%3A0/files/png-800");
    expect(ownFileUrl("https://elsewhere.example/x.png")).toBeNull();
    expect(ownFileUrl("//elsewhere.example/x.png")).toBeNull();
    expect(ownFileUrl("/api/../x")).toBeNull();
    expect(ownFileUrl(null)).toBeNull();
  });

  it("names an AI logo result task:{taskId}:{index} and builds one-click file addresses", () => {
    expect(designIdOf({ taskId: "t-1", index: 2 })).toBe("task:t-1:2");
    expect(targetOf("task:t-1:2")).toEqual({ taskId: "t-1", index: 2 });
    expect(targetOf("design:5")).toBeNull();
    expect(centerPath({ taskId: "t-1", index: 0 })).toBe("/download?logo=task%3At-1%3A0");
    expect(centerFileUrl("task:t-1:0", "png-custom", { width: 300, height: 200 })).toBe(
      "/api/download-center/task%3At-1%3A0/files/png-custom?width=300&height=200",
    );
  });
});

describe("DownloadCenterPage", () => {
  it("a Basic owner gets exactly the 800x600 JPG and PNG as links; the rest names the package that has it; upgrades at the difference", async () => {
    mockServer(centerOf("basic"));
    render();
    expect((await screen.findByTestId("dc-level")).textContent).toContain("Basic package");
    const links = screen.getAllByTestId("dc-file-download");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([centerFileUrl(designId, "jpg-800"), centerFileUrl(designId, "png-800")]);
    expect(within(fileRow("svg")).getByText("Included in Professional package")).toBeTruthy();
    expect(fileRow("png-custom").getAttribute("data-allowed")).toBe("false");
    const offers = screen.getAllByTestId("dc-offer");
    // The Brand package is offered (and its kit listed) only once the brand kit works.
    const brandSold = isProductOffered({ kind: "package", level: "brand" });
    if (productAreas.payments.ready) {
      // Payments work: each offer is a button at the difference.
      const texts = ["Get Professional package for $30.00", ...(brandSold ? ["Get Brand package for $70.00"] : [])];
      expect(offers.map((offer) => offer.textContent)).toEqual(texts);
      expect(screen.getAllByTestId("dc-offer-buy")).toHaveLength(texts.length);
    } else {
      // Payments are not switched on in this build: prices, and no button that cannot work yet.
      expect(offers.map((offer) => offer.textContent)).toEqual(["Professional package: $30.00", ...(brandSold ? ["Brand package: $70.00"] : [])]);
      expect(screen.queryByTestId("dc-offer-buy")).toBeNull();
      expect(screen.getByText("Buying packages opens on this site soon.")).toBeTruthy();
    }
    if (brandSold) expect(screen.getAllByTestId("dc-brand-item").every((item) => item.dataset.included === "false")).toBe(true);
    else expect(screen.queryByTestId("dc-brand-kit")).toBeNull();
    // The order that bought the package, with its receipt and invoice.
    const receipt = screen.getByTestId("dc-receipt");
    expect(receipt.dataset.orderId).toBe("ord_basic_1");
    expect(receipt.textContent).toContain("Basic package, paid Nov 20, 2026");
    expect(within(receipt).getByTestId("order-receipt").textContent).toBe("Receipt (PDF)");
  });

  it("Professional opens the custom size form, which keeps sizes within 16 to 5000 px", async () => {
    mockServer(centerOf("professional"));
    render();
    const form = await screen.findByTestId("dc-custom");
    expect(within(form).getByTestId("dc-custom-download").getAttribute("href")).toBe(centerFileUrl(designId, "png-custom", { width: 1200, height: 1200 }));
    fireEvent.change(within(form).getByTestId("dc-custom-width"), { target: { value: "5001" } });
    expect(within(form).queryByTestId("dc-custom-download")).toBeNull();
    expect(within(form).getByRole("alert").textContent).toBe("width or height must not exceed 5000 px");
    fireEvent.change(within(form).getByTestId("dc-custom-width"), { target: { value: "15" } });
    expect(within(form).getByRole("alert").textContent).toContain("Each side from 16 to 5000 pixels.");
    fireEvent.change(within(form).getByTestId("dc-custom-width"), { target: { value: "1200" } });
    expect(screen.getAllByTestId("dc-file-download")).toHaveLength(10);
  });

  it("someone else's logo (an admin) shows the owner-only message on the offers", async () => {
    mockServer(centerOf("basic", false));
    render();
    const brandSold = isProductOffered({ kind: "package", level: "brand" });
    expect((await screen.findAllByText("only the owner of this logo can upgrade the package")).length).toBe(brandSold ? 2 : 1);
    expect(screen.queryByTestId("dc-receipts")).toBeNull();
  });

  it("tells each missing feature's upgrade; without a payment provider the offers say payments are not set up", async () => {
    mockServer(centerOf("basic"), []);
    render();
    await screen.findByTestId("download-center");
    expect(within(fileRow("svg")).getByTestId("dc-file-upgrade").textContent).toBe(
      "Vector files (SVG, EPS, PDF) for print come with the Professional package: upgrade to get them.",
    );
    expect(within(fileRow("png-2400")).getByTestId("dc-file-upgrade").textContent).toContain("High resolution 2400 × 1800");
    expect(within(fileRow("png-800")).queryByTestId("dc-file-upgrade")).toBeNull();
    expect((await screen.findByTestId("dc-payments-off")).textContent).toContain("Payments are not set up on this site");
    expect(screen.queryByTestId("dc-offer-buy")).toBeNull();
    // An AI result has no saved-logo id, so no VI mockups link (docs/vi.md): Word, PPT and the social profile kit.
    expect(screen.getByTestId("dc-kit-nav").querySelectorAll("a")).toHaveLength(3);
    expect(screen.queryByTestId("dc-kit-vi")).toBeNull();
    expect(screen.getByTestId("dc-kit-profile").getAttribute("href")).toBe(`/download/profile?logo=${encodeURIComponent(designId)}`);
  });

  it("on a phone, images open the preview page and other formats ask for a PC", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    mockServer(centerOf("professional"));
    render();
    await screen.findByTestId("download-center");
    const preview = within(fileRow("png-800")).getByTestId("dc-file-preview").getAttribute("href") ?? "";
    expect(preview).toBe(mobilePreviewHref(centerFileUrl(designId, "png-800"), "Blue Bottle.png"));
    expect(preview.startsWith("/logo/img/preview?file=%2Fapi%2Fdownload-center%2F")).toBe(true);
    expect(within(fileRow("eps")).getByTestId("dc-file-pc").textContent).toContain("please download it on a PC");
    expect(screen.queryAllByTestId("dc-file-download")).toHaveLength(0);
  });

  it("says when the logo is not found, in Chinese too", async () => {
    mockServer("missing");
    renderWithProviders(<DownloadCenterPage />, { url: `/download?logo=${encodeURIComponent(designId)}`, language: "zh" });
    expect((await screen.findByTestId("dc-message")).textContent).toContain("未找到该标志。");
  });
});
