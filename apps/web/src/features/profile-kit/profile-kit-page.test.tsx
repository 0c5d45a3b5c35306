import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profileImageIds, profileImageSizes, type ProfileKitView } from "@studio/contracts";
import { isProductOffered } from "@studio/domain";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { ProfileKitPage } from "./ProfileKitPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (fields: Partial<ProfileKitView>): ProfileKitView => ({
  designId: "logo:7",
  name: "Harbor",
  owner: true,
  access: null,
  level: "basic",
  images: profileImageIds.map((id) => ({ id, ...profileImageSizes[id] })),
  ...fields,
});

/** The server: the signed-in user, the kit's view, and the download center's offers (Basic bought: Professional and Brand above it). */
function stubServer(answer: ProfileKitView) {
  const json = (body: unknown) =>
    new Response(JSON.stringify({ code: 200, data: body, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/user") return json(sessionUserFixture({}));
      if (url.pathname === "/api/payment/catalogue") return json({ currency: "USD", providers: ["sandbox"], defaultCreditPackType: 3, products: [] });
      if (url.pathname === "/api/profile-kit/logo%3A7") return json(answer);
      if (url.pathname === "/api/download-center/logo%3A7") {
        const offer = (level: "professional" | "brand", amount: number) => ({ level, product: `package-${level}`, amount, currency: "USD", canBuy: true });
        return json({
          designId: "logo:7",
          name: "Harbor",
          previewUrl: "/oss/x.png",
          level: "basic",
          access: "package",
          owner: true,
          pro: false,
          files: [],
          brandItems: [],
          offers: [offer("professional", 3000), offer("brand", 7000)],
          brandPlatform: false,
          brandRegistered: false,
          customSize: { min: 16, max: 5000 },
          orders: [],
        });
      }
      return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }), { status: 404 });
    }),
  );
}

const render = (language: "en" | "zh" = "en") => renderWithProviders(<ProfileKitPage />, { url: "/download/profile?logo=7", language });

describe("the social profile kit page", () => {
  it("shows every image's preview, drawing until it arrives, says what to do when one fails, and offers the packages that bring the kit", async () => {
    stubServer(view({}));
    render();
    const avatar = await screen.findByRole("img", { name: "Profile picture" }, { timeout: 5000 });
    expect(avatar.getAttribute("src")).toBe("/api/profile-kit/logo%3A7/images/avatar");
    expect(screen.getAllByRole("img")).toHaveLength(profileImageIds.length);
    expect(screen.getByText("1500 × 500 px")).toBeTruthy();
    expect(screen.getAllByText("Drawing the image…")).toHaveLength(6);
    fireEvent.load(avatar);
    expect(screen.getAllByText("Drawing the image…")).toHaveLength(5);
    fireEvent.error(screen.getByRole("img", { name: "YouTube banner" }));
    expect(screen.getByRole("alert").textContent).toContain("Reload the page to try again");

    // Locked: no file links; the packages that include the kit (not Basic) are offered in place, and Pro.
    expect(screen.queryByTestId("profile-download-avatar")).toBeNull();
    expect(screen.queryByTestId("profile-download-all")).toBeNull();
    expect(screen.getByTestId("profile-kit-locked").textContent).toContain("Professional or Brand package");
    const offers = await screen.findAllByTestId("dc-offer");
    const levels = offers.map((offer) => offer.getAttribute("data-level"));
    expect(levels).toEqual(isProductOffered({ kind: "package", level: "brand" }) ? ["professional", "brand"] : ["professional"]);
    expect(screen.getByRole("link", { name: "See Pro" }).getAttribute("href")).toBe("/pricing");
  });

  it("with the right, links each image's PNG and the zip, in Chinese too", async () => {
    stubServer(view({ access: "package", level: "professional" }));
    render("zh");
    const png = await screen.findByTestId("profile-download-x-header", {}, { timeout: 5000 });
    expect(png.getAttribute("href")).toBe("/api/profile-kit/logo%3A7/images/x-header?size=full");
    expect(png.textContent).toBe("下载 PNG");
    expect(screen.getByTestId("profile-download-all").getAttribute("href")).toBe("/api/profile-kit/logo%3A7/zip");
    expect(screen.getByText("已包含在此 LOGO 的套餐中。")).toBeTruthy();
    expect(screen.queryByTestId("profile-kit-locked")).toBeNull();
  });
});
