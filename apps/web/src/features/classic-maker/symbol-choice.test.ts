import { describe, expect, it } from "vitest";
import { addToPanel, monogramSymbol, showPanelTip, togglePending, type ChosenSymbol } from "./symbol-choice";

const icon = (n: number): ChosenSymbol => ({ kind: "icon", key: `tabler:i${n}`, url: `/api/icon/tabler/i${n}`, name: `i${n}` });

describe("symbol picker and panel (spec 03 sections 4-5)", () => {
  it("the picker holds at most 5 symbols and toggles one off again", () => {
    let pending: ChosenSymbol[] = [];
    for (let n = 1; n <= 5; n += 1) pending = togglePending(pending, icon(n)).pending;
    const sixth = togglePending(pending, icon(6));
    expect(sixth.problem).toBe("pickerLimit");
    expect(sixth.pending).toHaveLength(5);
    expect(togglePending(pending, icon(3)).pending.map((s) => s.name)).toEqual(["i1", "i2", "i4", "i5"]);
  });

  it("the panel ignores duplicates by url, stops at 8 and tips from 7", () => {
    const first = addToPanel([], [icon(1), icon(2), icon(3), icon(4), icon(5)]);
    expect(first.added).toBe(5);
    expect(showPanelTip(first.panel)).toBe(false);
    const again = addToPanel(first.panel, [icon(1), { ...icon(2), name: "same url" }, icon(6), icon(7)]);
    expect(again.added).toBe(2);
    expect(again.problem).toBeNull();
    expect(showPanelTip(again.panel)).toBe(true);
    const full = addToPanel(again.panel, [icon(8), icon(9), icon(10)]);
    expect(full.panel).toHaveLength(8);
    expect(full.problem).toBe("panelFull");
  });

  it("monograms take 1 or 2 letters", () => {
    expect(monogramSymbol("hp")).toMatchObject({ kind: "letters", text: "HP", url: "letters:HP" });
    expect(monogramSymbol(" 港 ")).toMatchObject({ text: "港" });
    expect(monogramSymbol("")).toBeNull();
    expect(monogramSymbol("abc")).toBeNull();
    expect(monogramSymbol("a!")).toBeNull();
  });
});
