import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { ShareDialog } from "./components/ShareDialog";
import { SharedLogoPage } from "./components/SharedLogoPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = "A".repeat(32);
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => answer(200, { code: 200, data, msg: "success" });
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600"/></svg>';

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET" });
      return handler(url, init);
    }),
  );
  return calls;
}

describe("the share poster dialog", () => {
  it("shows the poster, the link and the likes so far of the threshold", async () => {
    const calls = stubFetch(() =>
      ok({ token, url: `http://localhost:3000/share/${token}`, poster_url: `/api/share/${token}/poster.png`, likes: 3, threshold: 20, unlocked: false }),
    );
    renderWithProviders(<ShareDialog faId={7} name="Harbor & Pine" onClose={() => undefined} />);
    // The dialog asks for the link once it knows the user and the site (the cn site's bind-mobile
    // check), after the contracts' first load in this file.
    expect(await screen.findByRole("img", { name: "Share poster of Harbor & Pine" }, { timeout: 5000 })).toHaveProperty(
      "src",
      expect.stringContaining(`/api/share/${token}/poster.png`),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Share link").value).toBe(`http://localhost:3000/share/${token}`);
    expect(screen.getByText("3 of 20 likes")).toBeTruthy();
    expect(screen.getByText("20 likes from your friends unlock a free Basic download of this logo.")).toBeTruthy();
    expect(calls).toContainEqual({ url: "/api/user/favourite/7/share", method: "POST" });
  });

  it("says 'Share failed' in English and 分享失败 in Chinese when the link cannot be made", async () => {
    stubFetch(() => answer(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }));
    renderWithProviders(<ShareDialog faId={7} name="x" onClose={() => undefined} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Share failed");
    cleanup();
    renderWithProviders(<ShareDialog faId={7} name="x" onClose={() => undefined} />, { language: "zh" });
    expect((await screen.findByRole("alert")).textContent).toBe("分享失败");
  });
});

describe("the public page of a shared logo", () => {
  const routes = [{ path: "/share/:token", element: <SharedLogoPage /> }];

  it("shows the logo and takes the visitor's like once", async () => {
    const calls = stubFetch((url, init) =>
      init?.method === "POST"
        ? ok({ likes: 5, threshold: 20, unlocked: false, liked: true })
        : ok({ token, logo_name: "Harbor & Pine", slogan: "", svg, likes: 4, threshold: 20, unlocked: false, liked: false, mine: false }),
    );
    renderWithProviders(null, { url: `/share/${token}`, routes });
    expect(await screen.findByRole("heading", { name: "Harbor & Pine" })).toBeTruthy();
    expect(screen.getByText("4 of 20 likes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Like" }));
    await waitFor(() => expect(screen.getByText("5 of 20 likes")).toBeTruthy());
    expect((screen.getByRole("button", { name: "Liked" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([`/api/share/${token}/like`]);
  });

  it("offers no like button to the owner, and says so when the link is unknown", async () => {
    stubFetch(() => ok({ token, logo_name: "Mine", slogan: "", svg, likes: 0, threshold: 30, unlocked: false, liked: false, mine: true }));
    renderWithProviders(null, { url: `/share/${token}`, routes, language: "zh" });
    expect(await screen.findByText("这是你的标志：分享链接，邀请好友点赞。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "点赞" })).toBeNull();
    cleanup();
    stubFetch(() => answer(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }));
    renderWithProviders(null, { url: `/share/${token}`, routes });
    expect((await screen.findByRole("alert")).textContent).toBe("This shared logo does not exist (any more).");
  });
});
