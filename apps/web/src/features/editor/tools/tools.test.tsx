import { DesignElementSchema } from "@studio/design";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { AddEmojiTool, AddIconTool, AddQrCodeTool, AddShapeTool, AddTextTool } from "./AddTools";
import { EmojiPicker } from "./EmojiPicker";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 2v20" onclick="x()"/><circle cx="12" cy="6" r="2"/></svg>';

/** The icon search (GET /api/search) answers `list` for "anchor" and nothing else; the icon file is ICON_SVG. */
function stubIconApi(calls: string[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith("/api/icon/")) return new Response(ICON_SVG, { status: 200, headers: { "content-type": "image/svg+xml" } });
      const key = new URL(url, "http://x").searchParams.get("key");
      const list =
        key === "anchor" || key === "锚"
          ? [{ id: "tabler:anchor", set: "tabler", name: "anchor", category: "Marine", tags: ["sea"], url: "/api/icon/tabler/anchor" }]
          : [];
      return new Response(JSON.stringify({ code: 200, data: { list, page: 1, more: false }, msg: "success" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** Every element a tool makes must be one the v3 document accepts as it is. */
const expectValid = (elements: unknown[]) => {
  for (const element of elements) expect(DesignElementSchema.parse(element)).toEqual(element);
};

describe("add tools", { timeout: 45_000 }, () => {
  it("text: a heading at spec 03's default size 72 and body text, placed where the editor says", () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddTextTool onAdd={onAdd} center={{ x: 540, y: 540 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a heading" }));
    fireEvent.click(screen.getByRole("button", { name: "Add text" }));
    const [[heading], [body]] = onAdd.mock.calls.map(([elements]) => elements);
    expect(heading).toMatchObject({ type: "text", text: "Your heading", fontSize: 72, letterSpacing: 0, x: 540, y: 540 });
    expect(body).toMatchObject({ type: "text", text: "Your text", fontSize: 36 });
    expect(heading.id).not.toBe(body.id);
    expectValid([heading, body]);
  });

  it("text in Chinese starts in a Chinese font", () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddTextTool onAdd={onAdd} />, { language: "zh" });
    fireEvent.click(screen.getByRole("button", { name: "添加标题" }));
    expect(onAdd.mock.calls[0]?.[0][0]).toMatchObject({ text: "你的标题", fontId: expect.stringMatching(/^(noto|ma-shan|zcool)/) });
  });

  it("shapes: every preset shape makes a valid shape element", () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddShapeTool onAdd={onAdd} />);
    for (const name of ["Square", "Rounded square", "Circle", "Shield", "Badge", "Hexagon", "Diamond", "Seal"])
      fireEvent.click(screen.getByRole("button", { name }));
    const made = onAdd.mock.calls.map(([elements]) => elements[0]);
    expect(made.map((element) => element.shape)).toEqual(["square", "rounded-square", "circle", "shield", "badge", "hexagon", "diamond", "seal"]);
    expectValid(made);
  });

  it("QR code: needs text, then makes a valid QR code element of it", () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddQrCodeTool onAdd={onAdd} />);
    fireEvent.click(screen.getByRole("button", { name: "Add QR code" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter the text or link for the QR code.");
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("QR code text"), { target: { value: " https://example.test/menu " } });
    fireEvent.click(screen.getByRole("button", { name: "Add QR code" }));
    const [qr] = onAdd.mock.calls[0]?.[0] ?? [];
    expect(qr).toMatchObject({ type: "qrcode", text: "https://example.test/menu", errorCorrection: "M" });
    expectValid([qr]);
  });

  it("icon: searches the icon library and adds the chosen icon's geometry (no handlers kept)", async () => {
    const calls = stubIconApi();
    const onAdd = vi.fn();
    renderWithProviders(<AddIconTool onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText("Search icons"), { target: { value: "anchor" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.click(await screen.findByRole("button", { name: "anchor" }, { timeout: 20_000 }));
    await waitFor(() => expect(onAdd).toHaveBeenCalled(), { timeout: 20_000 });
    const [icon] = onAdd.mock.calls[0]?.[0] ?? [];
    expect(icon).toMatchObject({
      type: "icon",
      set: "tabler",
      iconId: "anchor",
      paint: "stroke",
      viewBox: [0, 0, 24, 24],
      nodes: [
        { tag: "path", attrs: { d: "M12 2v20" } },
        { tag: "circle", attrs: { cx: "12", cy: "6", r: "2" } },
      ],
    });
    expectValid([icon]);
    expect(calls[0]).toContain("/api/search?key=anchor");
  });

  it("icon: an empty answer says 'Sorry no results found.' (Chinese words searched as they are)", async () => {
    const calls = stubIconApi();
    renderWithProviders(<AddIconTool onAdd={vi.fn()} />, { language: "zh" });
    fireEvent.change(screen.getByLabelText("搜索图标"), { target: { value: "独角兽" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect((await screen.findByText("抱歉，没有找到结果。", {}, { timeout: 20_000 })).getAttribute("role")).toBe("status");
    expect(decodeURIComponent(calls[0] ?? "")).toContain("key=独角兽");
  });
});

// The emoji lists and the icon search load lazily (a chunk, then zod for the answer): slow on a busy machine.
describe("EmojiPicker (sheet size 64)", { timeout: 45_000 }, () => {
  it("lists the unicode emojis by group and finds them by English name or tag", async () => {
    const onPick = vi.fn();
    renderWithProviders(<EmojiPicker onPick={onPick} />);
    expect(await screen.findByRole("button", { name: "grinning face" }, { timeout: 20_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search emoji"), { target: { value: "red heart" } });
    fireEvent.click(await screen.findByRole("button", { name: "red heart" }, { timeout: 20_000 }));
    expect(onPick).toHaveBeenCalledWith("❤️");
    fireEvent.change(screen.getByLabelText("Search emoji"), { target: { value: "zzzz-not-an-emoji" } });
    expect(screen.getByText("Sorry no results found.").getAttribute("role")).toBe("status");
  });

  it("searches Chinese names in Chinese", async () => {
    const onPick = vi.fn();
    renderWithProviders(<EmojiPicker onPick={onPick} />, { language: "zh" });
    fireEvent.change(screen.getByLabelText("搜索表情"), { target: { value: "猫" } });
    const cats = await screen.findAllByRole("button", { name: /猫/ }, { timeout: 20_000 });
    expect(cats.length).toBeGreaterThan(3);
    fireEvent.click(cats[0] as HTMLElement);
    expect(onPick.mock.calls[0]?.[0]).toMatch(/\p{Extended_Pictographic}/u);
  });

  it("the emoji tool adds the emoji as text", async () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddEmojiTool onAdd={onAdd} />);
    fireEvent.click(await screen.findByRole("button", { name: "grinning face" }, { timeout: 20_000 }));
    expect(onAdd.mock.calls[0]?.[0][0]).toMatchObject({ type: "text", text: "😀" });
  });
});
