import { createFontStore, type BrowserFontProvider } from "@studio/assets";
import { parseDesignDocument, type DesignDocument } from "@studio/design";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRenderedDesign } from "./use-rendered-design";

const withFont = (fontId: string, x = 50): DesignDocument =>
  parseDesignDocument({
    version: 3,
    kind: "poster",
    width: 100,
    height: 100,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "square" },
    elements: [{ id: "name", role: "name", type: "text", x, y: 50, text: "Harbor", fontId, color: "#111111" }],
  });

/** A provider whose catalogue files are all there already; `load` settles a stored font as the real one does (here: as failed). */
function providerWithCatalogueLoaded(): BrowserFontProvider & { load: ReturnType<typeof vi.fn> } {
  const store = createFontStore({ ranges: () => undefined });
  const load = vi.fn(async (requests: readonly { fontId: string }[]) => {
    for (const request of requests) if (request.fontId.startsWith("user-")) store.addFont(request.fontId, null);
  });
  // As the real provider: catalogue files are all in; a stored font needs loading until it is settled.
  const needsLoading = (fontId: string) => (fontId.startsWith("user-") || fontId.startsWith("font-")) && !store.hasFont(fontId);
  return { ...store, missingFiles: () => [], needsLoading, load };
}

describe("the canvas's drawing and its fonts", () => {
  it("fetches a stored font chosen after the catalogue's files were loaded (a custom font just uploaded), once", async () => {
    const fonts = providerWithCatalogueLoaded();
    const { result, rerender } = renderHook(({ doc }) => useRenderedDesign(doc, fonts), { initialProps: { doc: withFont("inter-600") } });
    expect(fonts.load).not.toHaveBeenCalled();
    expect(result.current.fontsReady).toBe(true);

    rerender({ doc: withFont("user-7") });
    await waitFor(() => expect(fonts.load).toHaveBeenCalledTimes(1));
    expect(fonts.load.mock.calls[0]?.[0]).toEqual([{ fontId: "user-7", text: "Harbor" }]);
    // Settled (fetched or failed): a move draws again without asking for the font again.
    rerender({ doc: withFont("user-7", 60) });
    await waitFor(() => expect(result.current.svg).toContain("<svg"));
    expect(fonts.load).toHaveBeenCalledTimes(1);
  });
});
