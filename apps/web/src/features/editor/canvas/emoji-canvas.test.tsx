import { readFile } from "node:fs/promises";
import path from "node:path";
import { createBrowserFontProvider } from "@studio/assets";
import { parseDesignDocument, type DesignDocument } from "@studio/design";
import { cleanup, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { AddEmojiTool } from "../tools/AddTools";
import { useRenderedDesign } from "./use-rendered-design";

afterEach(cleanup);

// The files the server's /api/fonts/files/ answers, read from node_modules as that route reads them.
const nodeModules = path.resolve(import.meta.dirname, "../../../../../../node_modules");
const served: string[] = [];
const fonts = createBrowserFontProvider({
  baseUrl: "/api/fonts/files/",
  fetchBytes: async (url) => {
    served.push(url);
    const bytes = await readFile(path.join(nodeModules, url.replace("/api/fonts/files/", "")));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  },
  fetchJson: async (url) => JSON.parse(await readFile(path.join(nodeModules, url.replace("/api/fonts/files/", "")), "utf8")) as unknown,
});

describe("an emoji picked in the editor", { timeout: 45_000 }, () => {
  it("is drawn on the canvas as its picture, fetched before drawing like a font", async () => {
    const onAdd = vi.fn();
    renderWithProviders(<AddEmojiTool onAdd={onAdd} />);
    fireEvent.click(await screen.findByRole("button", { name: "grinning face" }, { timeout: 20_000 }));
    const element: unknown = onAdd.mock.calls[0]?.[0][0];
    const doc: DesignDocument = parseDesignDocument({
      version: 3,
      kind: "poster",
      width: 400,
      height: 400,
      background: { type: "solid", color: "#ffffff" },
      layout: { aspect: "square", code: "" },
      elements: [element],
    });
    const { result } = renderHook(() => useRenderedDesign(doc, fonts));
    await waitFor(() => expect(result.current.fontsReady).toBe(true), { timeout: 10_000 });
    expect(served).toContain("/api/fonts/files/@twemoji/svg/1f600.svg");
    // Twemoji's grinning face: its yellow disc, inside the text element's group, in a box of the font size.
    await waitFor(() =>
      expect(result.current.svg).toMatch(
        /<g id="[^"]+"[^>]*>.*<g transform="translate\([^)]*\) scale\([\d.]+\)"><circle cx="18" cy="18" r="18" fill="#FFCC4D"/,
      ),
    );
    const box = result.current.boxes.values().next().value;
    expect(box?.width).toBeGreaterThan(0);
  });
});
