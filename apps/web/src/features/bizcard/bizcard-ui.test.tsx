import { cleanup, fireEvent, screen } from "@testing-library/react";
import { parseDesignDocument } from "@studio/design";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { CardSafeAreaGuide, CardSafeAreaWarning } from "../editor/canvas/CardSafeArea";
import { PrintInfoDialog } from "./PrintInfoDialog";

afterEach(cleanup);

const card = (kind: "card" | "poster") =>
  parseDesignDocument({
    version: 3,
    kind,
    width: 2000,
    height: 1222,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal" },
    elements: [
      { id: "edge", role: "text", type: "text", name: "Phone", text: "+1 555", fontId: "inter-600", color: "#111111", x: 60, y: 600 },
      { id: "middle", role: "text", type: "text", text: "Ada", fontId: "inter-600", color: "#111111", x: 1000, y: 600 },
    ],
  });
const boxes = new Map([
  ["edge", { x: 0, y: 580, width: 120, height: 40 }],
  ["middle", { x: 950, y: 580, width: 100, height: 40 }],
]);

describe("business-card UI", () => {
  it("shows the partners' prices in the print info dialog, in English and Chinese", () => {
    const onClose = vi.fn();
    renderWithProviders(<PrintInfoDialog onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "bizcard print info" });
    expect(dialog.textContent).toContain("9 yuan per 100 cards");
    expect(dialog.textContent).toContain("9.25 yuan per 100 cards");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    renderWithProviders(<PrintInfoDialog onClose={onClose} />, { language: "zh" });
    expect(screen.getByRole("dialog", { name: "名片印刷信息" }).textContent).toContain("每 100 张 9.25 元");
  });

  it("names the texts crossing a card's safe area, and draws the guide 3 mm inside the trim; posters have neither", () => {
    renderWithProviders(
      <>
        <CardSafeAreaWarning doc={card("card")} boxes={boxes} />
        <CardSafeAreaGuide doc={card("card")} zoom={0.5} />
      </>,
    );
    expect(screen.getByTestId("card-safe-warning").textContent).toBe("1 text crosses the safe area and may be cut off in print: Phone.");
    const guide = screen.getByTestId("card-safe-area");
    expect(parseFloat(guide.style.left)).toBeCloseTo(33.33, 1);
    expect(parseFloat(guide.style.width)).toBeCloseTo(933.33, 1);
    cleanup();
    renderWithProviders(
      <>
        <CardSafeAreaWarning doc={card("poster")} boxes={boxes} />
        <CardSafeAreaGuide doc={card("poster")} zoom={0.5} />
      </>,
    );
    expect(screen.queryByTestId("card-safe-warning")).toBeNull();
    expect(screen.queryByTestId("card-safe-area")).toBeNull();
  });
});
