import { defaultCreditCosts, resolveCreditCosts, type CreditCosts } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { loaderStore } from "../../ui/loader-store";
import { toastStore } from "../../ui/toast-store";
import type { SessionUser } from "../auth/api/auth-api";
import { recordTarget } from "../images/record-target";
import { CreditConfirmHost } from "../credits/components/CreditConfirmHost";
import { closeLimitModal, limitModalStore } from "../limits/limit-modal-store";
import { closePayment, paymentStore } from "../payments/payment-store";
import { closeLoginPanel, loginPanelStore } from "../session/login-panel-store";
import { auxLogKey, auxLogMaxEntries, imageHash, readAuxEntry, recordAuxEntry } from "./aux-log";
import { DownloadPopover } from "./components/DownloadPopover";
import { paidFormats, paysWithCredits } from "./hooks/use-download";
import { hasNoLogoCredits } from "./hooks/use-watermark";
import { downloadFileName } from "./save-file";
import { sessionUserFixture } from "../../testing/fixtures";

const target = { taskId: "task-1", index: 1 };
const baseUser: SessionUser = sessionUserFixture({ ai_credits: 10, download_left: 0 });

type Call = { method: string; path: string };

/** A fake server for the popover's calls; records every request. */
function mockServer(
  options: { user?: SessionUser | null; status?: { jpg: 0 | 1; png: 0 | 1; svg: 0 | 1 }; costs?: CreditCosts; faviconGate?: Promise<void> } = {},
) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname });
      if (url.pathname === "/api/user") return json(200, { code: 200, data: options.user === undefined ? baseUser : options.user, msg: "success" });
      if (url.pathname === "/api/credits/costs")
        return json(200, {
          code: 200,
          data: { costs: options.costs ?? defaultCreditCosts, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 },
          msg: "success",
        });
      if (url.pathname === "/api/ai-design/download/status")
        return json(200, { code: 200, data: options.status ?? { jpg: 0, png: 0, svg: 0 }, msg: "success" });
      const download = /^\/api\/ai-design\/download\/(jpg|png|svg)$/.exec(url.pathname);
      if (download && method === "POST") {
        const format = download[1];
        return json(200, {
          code: 200,
          data: { url: `/oss/ai-images/${format}/task-1-2.${format}`, format, paid: true, cost: format === "svg" ? 5 : 2, source: "credits" },
          msg: "success",
        });
      }
      if (url.pathname === "/api/ai-design/favicon" && method === "POST") {
        await options.faviconGate;
        return json(200, {
          code: 200,
          data: { url: "/oss/ai-images/favicon/task-1-2.zip", files: ["favicon.ico"], cost: 0, html: '<link rel="icon">' },
          msg: "success",
        });
      }
      if (url.pathname === "/api/ai-design/brand/offer") return json(200, { code: 200, data: { enabled: false }, msg: "success" });
      if (url.pathname.startsWith("/oss/ai-images/")) return new Response(method === "HEAD" ? null : "file", { status: 200 });
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return calls;
}

let clicked: string[] = [];
beforeEach(() => {
  localStorage.clear();
  clicked = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:file", revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  closeLoginPanel();
  closeLimitModal();
});

describe("download rules", () => {
  it("aux-log keeps stored files per user and image hash, trusts only /oss/ai-images files, and stays bounded", () => {
    expect(imageHash(target)).toMatch(/^[0-9a-f]{8}$/);
    expect(imageHash(target)).not.toBe(imageHash({ ...target, index: 2 }));
    recordAuxEntry(7, target, "png", "/oss/ai-images/png/task-1-2.png");
    expect(readAuxEntry(7, target)).toEqual({ png: "/oss/ai-images/png/task-1-2.png" });
    expect(readAuxEntry(8, target)).toEqual({});
    localStorage.setItem(auxLogKey, JSON.stringify({ [`7:${imageHash(target)}`]: { svg: "https://evil.test/x.svg" } }));
    expect(readAuxEntry(7, target)).toEqual({});
    localStorage.setItem(auxLogKey, "not json");
    expect(readAuxEntry(7, target)).toEqual({});
    for (let i = 0; i < auxLogMaxEntries + 5; i += 1)
      recordAuxEntry(7, { taskId: `t${i}`, index: 0 }, "jpg", `/oss/ai-images/jpg/t${i}-1.jpg`, localStorage, i);
    expect(Object.keys(JSON.parse(localStorage.getItem(auxLogKey) ?? "{}") as object)).toHaveLength(auxLogMaxEntries);
    expect(readAuxEntry(7, { taskId: "t0", index: 0 })).toEqual({});
  });

  it("only a download that is not paid, free today, unlimited or the partner's is a credit spend", () => {
    expect(paysWithCredits({ download_left: 0 }, true)).toBe(false);
    expect(paysWithCredits({ download_left: 2 }, false)).toBe(false);
    expect(paysWithCredits({ download_left: null, download_unlimited: true }, false)).toBe(false);
    expect(paysWithCredits({ download_left: 0, partner: "acme" }, false)).toBe(false);
    expect(paysWithCredits({ download_left: 0 }, false)).toBe(true);
    expect([...paidFormats({ jpg: 0, png: 1, svg: 0 }, { svg: "/oss/ai-images/svg/x.svg" })].sort()).toEqual(["png", "svg"]);
  });

  it("record targets, file names and the zero-credit rule", () => {
    expect(recordTarget({ task_id: "abc", src: "/oss/ai-images/abc/3.png" })).toEqual({ taskId: "abc", index: 2 });
    expect(recordTarget({ task_id: "abc", src: "/oss/ai-images/abc/3.png?exp=1767225600&sig=a-b_c" })).toEqual({ taskId: "abc", index: 2 });
    expect(recordTarget({ task_id: null, src: "/oss/ai-images/abc/3.png" })).toBeNull();
    expect(recordTarget({ task_id: "abc", src: "/oss/uploads/x.png" })).toBeNull();
    expect(downloadFileName("Blue Bottle Café!", 0, "png")).toBe("blue-bottle-café-1.png");
    expect(downloadFileName("咖啡小馆", 1, "svg")).toBe("咖啡小馆-2.svg");
    expect(downloadFileName("***", 0, "jpg")).toBe("logo-1.jpg");
    expect(hasNoLogoCredits({ ...baseUser, ai_credits: 0 })).toBe(true);
    expect(hasNoLogoCredits({ ...baseUser, ai_credits: 0, freeCredits: 4 })).toBe(false);
    expect(hasNoLogoCredits({ ...baseUser, ai_credits: 0, vip: true, vip_ends_at: "2999-01-01T00:00:00Z" })).toBe(false);
    expect(hasNoLogoCredits(baseUser)).toBe(false);
  });
});

describe("download popover", () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole("button", { name: "Download" }));
    return screen.findByTestId("download-popover");
  };

  it("shows JPG 2, Transparent PNG 2 (paid: Downloaded), Vector SVG 5; SVG is charged once and saved as a file", async () => {
    const calls = mockServer({ status: { jpg: 0, png: 1, svg: 0 } });
    renderWithProviders(
      <>
        <DownloadPopover target={target} name="Blue Bottle" />
        <CreditConfirmHost />
      </>,
    );
    const panel = await open();
    await waitFor(() => expect(within(panel).getByTestId("download-png").getAttribute("data-paid")).toBe("1"));
    expect(within(within(panel).getByTestId("download-png")).getByText(/Downloaded/)).toBeTruthy();
    expect(within(panel).getByTestId("download-jpg").textContent).toContain("JPG");
    expect(within(within(panel).getByTestId("download-jpg")).getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 2 credits");
    expect(within(within(panel).getByTestId("download-svg")).getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 5 credits");

    fireEvent.click(within(panel).getByTestId("download-svg"));
    // A credit spend: the credit check asks first, with the format's price (spec 01 section 4).
    expect((await screen.findByTestId("credit-confirm")).textContent).toBe("This uses 5 credits. Continue?");
    fireEvent.click(screen.getByTestId("credit-confirm-continue"));
    await waitFor(() => expect(clicked).toEqual(["blue-bottle-2.svg"]));
    expect(screen.getByTestId("download-popover")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/ai-design/download/svg"]);
    expect(calls.some((c) => c.method === "GET" && c.path === "/oss/ai-images/svg/task-1-2.svg")).toBe(true);
    expect(readAuxEntry(7, target).svg).toBe("/oss/ai-images/svg/task-1-2.svg");
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain("Downloaded blue-bottle-2.svg: 5 credits used");
  });

  it("a format in the aux-log downloads again after a HEAD check, without the server's charge call", async () => {
    recordAuxEntry(7, target, "png", "/oss/ai-images/png/task-1-2.png");
    const calls = mockServer();
    renderWithProviders(<DownloadPopover target={target} name="Blue Bottle" />);
    const panel = await open();
    expect(within(panel).getByTestId("download-png").getAttribute("data-paid")).toBe("1");
    fireEvent.click(within(panel).getByTestId("download-png"));
    await waitFor(() => expect(clicked).toEqual(["blue-bottle-2.png"]));
    expect(calls.filter((c) => c.path === "/oss/ai-images/png/task-1-2.png").map((c) => c.method)).toEqual(["HEAD", "GET"]);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a visitor gets the login panel; a user who cannot pay gets the top-up dialog, and nothing is charged", async () => {
    let calls = mockServer({ user: null });
    renderWithProviders(<DownloadPopover target={target} name="X" />);
    fireEvent.click(within(await open()).getByTestId("download-jpg"));
    expect(loginPanelStore.getSnapshot().open).toBe(true);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    cleanup();

    calls = mockServer({ user: { ...baseUser, ai_credits: 0 } });
    renderWithProviders(<DownloadPopover target={target} name="X" />);
    const panel = await open();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/ai-design/download/status")).toBe(true));
    fireEvent.click(within(panel).getByTestId("download-jpg"));
    // Unpaid with nothing to pay from: the purchase / top-up dialog for this logo (issue 16).
    await waitFor(() =>
      expect(paymentStore.getSnapshot()).toEqual({ tab: "package", designId: `task:${target.taskId}:${target.index}`, reason: "FREE_DOWNLOAD_LIMIT" }),
    );
    expect(limitModalStore.getSnapshot()).toBeNull();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    closePayment();
  });

  it("the favicon package is prepared under the full-screen loader, closed when it is done", async () => {
    let release = () => undefined as void;
    const faviconGate = new Promise<void>((resolve) => (release = resolve));
    mockServer({ status: { jpg: 0, png: 1, svg: 0 }, faviconGate });
    renderWithProviders(<DownloadPopover target={target} name="X" />);
    const panel = await open();
    await waitFor(() => expect(within(panel).getByTestId("download-png").getAttribute("data-paid")).toBe("1"));
    fireEvent.click(within(panel).getByTestId("download-favicon"));
    await waitFor(() => expect(loaderStore.getSnapshot().has("favicon-pack")).toBe(true));
    release();
    await waitFor(() => expect(clicked).toEqual(["x-2-favicon.zip"]));
    expect(loaderStore.getSnapshot().size).toBe(0);
  });

  it("the confirm names the operator's price; Cancel charges nothing; a free download today asks nothing", async () => {
    let calls = mockServer({ costs: resolveCreditCosts({ download: { jpg: 3 } }) });
    renderWithProviders(
      <>
        <DownloadPopover target={target} name="X" />
        <CreditConfirmHost />
      </>,
    );
    let panel = await open();
    fireEvent.click(within(panel).getByTestId("download-jpg"));
    expect((await screen.findByTestId("credit-confirm")).textContent).toBe("This uses 3 credits. Continue?");
    fireEvent.click(screen.getByTestId("credit-confirm-cancel"));
    await waitFor(() => expect(screen.queryByTestId("credit-confirm")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(toastStore.getSnapshot().filter((t) => t.kind === "error")).toEqual([]);
    cleanup();

    calls = mockServer({ user: { ...baseUser, download_left: 2 } });
    renderWithProviders(
      <>
        <DownloadPopover target={target} name="X" />
        <CreditConfirmHost />
      </>,
    );
    panel = await open();
    fireEvent.click(within(panel).getByTestId("download-jpg"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/ai-design/download/jpg"]));
    expect(screen.queryByTestId("credit-confirm")).toBeNull();
  });
});
