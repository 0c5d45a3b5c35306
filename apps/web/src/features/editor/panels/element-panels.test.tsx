import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { ElementPanel } from "./ElementPanel";
import { ImagePanel } from "./ImagePanel";
import { QrCodePanel } from "./QrCodePanel";
import { ShapePanel } from "./ShapePanel";
import { TextPanel } from "./TextPanel";
import { fontsPrimed, imageFixture, qrFixture, shapeFixture, textFixture } from "./test-elements";

afterEach(cleanup);

const patches = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.map(([patch]) => patch);

describe("TextPanel", () => {
  it("content (several lines), font, size, spacing, line height and alignment are patches", () => {
    const onChange = vi.fn();
    renderWithProviders(<TextPanel element={textFixture()} onChange={onChange} />, { queryClient: fontsPrimed() });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "Harbor\nand Pine" } });
    fireEvent.click(screen.getByRole("tab", { name: "中文" }));
    fireEvent.click(screen.getByRole("option", { name: /noto-sans-sc-700/ }));
    fireEvent.change(screen.getByLabelText("Font size"), { target: { value: "96" } });
    fireEvent.change(screen.getByLabelText("Letter spacing"), { target: { value: "4" } });
    fireEvent.change(screen.getByLabelText("Line height"), { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Right" }));
    expect(patches(onChange)).toEqual([
      { text: "Harbor\nand Pine" },
      { fontId: "noto-sans-sc-700" },
      { fontSize: 96 },
      { letterSpacing: 4 },
      { lineHeight: 1.5 },
      { align: "right" },
    ]);
  });

  it("shows spec 03's defaults: size 72, letter spacing 0; the font picker previews the text", () => {
    renderWithProviders(<TextPanel element={textFixture()} onChange={vi.fn()} />, { queryClient: fontsPrimed() });
    expect((screen.getByLabelText("Font size") as HTMLInputElement).value).toBe("72");
    expect((screen.getByLabelText("Letter spacing") as HTMLInputElement).value).toBe("0");
    const chosen = screen.getByRole("option", { name: /inter-600/ });
    expect(chosen.getAttribute("aria-selected")).toBe("true");
    expect(chosen.textContent).toContain("Harbor");
  });

  it("an emptied text box keeps the document's text until something is typed", () => {
    const onChange = vi.fn();
    renderWithProviders(<TextPanel element={textFixture()} onChange={onChange} />, { queryClient: fontsPrimed() });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "" } });
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Text") as HTMLTextAreaElement).value).toBe("");
  });

  it("the outline starts at spec 03's default (width 10, white); text backgrounds are styles 0-4", () => {
    const onChange = vi.fn();
    renderWithProviders(<TextPanel element={textFixture()} onChange={onChange} />, { queryClient: fontsPrimed() });
    fireEvent.click(screen.getByLabelText("Add an outline"));
    expect(onChange).toHaveBeenLastCalledWith({ stroke: { width: 10, color: "#ffffff" } });
    cleanup();
    renderWithProviders(<TextPanel element={textFixture({ stroke: { width: 10, color: "#ffffff" } })} onChange={onChange} />, { queryClient: fontsPrimed() });
    fireEvent.change(screen.getByLabelText("Outline width"), { target: { value: "4" } });
    expect(onChange).toHaveBeenLastCalledWith({ stroke: { width: 4, color: "#ffffff" } });
    const style = screen.getByLabelText("Style") as HTMLSelectElement;
    expect([...style.options].map((option) => option.textContent)).toEqual(["Normal", "Border", "Underline", "Stroke", "Shadow"]);
    fireEvent.change(style, { target: { value: "2" } });
    expect(onChange).toHaveBeenLastCalledWith({ textBackground: { style: 2, color: "#000000" } });
  });

  it("a colour or a gradient replaces the other", () => {
    const onChange = vi.fn();
    renderWithProviders(<TextPanel element={textFixture()} onChange={onChange} />, { queryClient: fontsPrimed() });
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "#ff0000" } });
    expect(onChange).toHaveBeenLastCalledWith({ color: "#ff0000", gradient: null });
    fireEvent.click(screen.getByRole("button", { name: "Gradient 1" }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ gradient: { kind: "linear", angle: 0 } });
  });
});

describe("ImagePanel", () => {
  it("filters by spec 03's ids, grouped as presets, duotone, colour exposure and frames", () => {
    const onChange = vi.fn();
    renderWithProviders(<ImagePanel element={imageFixture()} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Clarendon" }));
    fireEvent.click(screen.getByRole("button", { name: "Duotone 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Blue" }));
    fireEvent.click(screen.getByRole("button", { name: "Double line" }));
    fireEvent.click(screen.getByRole("button", { name: "Grayscale" }));
    fireEvent.click(screen.getByRole("button", { name: "Blur" }));
    expect(patches(onChange)).toEqual([{ filter: 32 }, { filter: 14 }, { filter: 25 }, { filter: 13 }, { filter: 27 }, { filter: 20 }]);
    expect(screen.getByRole("button", { name: "None" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("offers the 25 photo filters and the 46 toning colours with a strength, as optional fields of the image", () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<ImagePanel element={imageFixture()} onChange={onChange} />);
    expect(screen.getAllByRole("button", { name: /^Photo filter / })).toHaveLength(25);
    expect(screen.getAllByRole("button", { name: /^Toning #/ })).toHaveLength(46);
    expect(screen.getByRole("button", { name: "No photo filter" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Photo filter Inkwell" }));
    fireEvent.click(screen.getByRole("button", { name: "Toning #2563eb" }));
    expect(patches(onChange)).toEqual([{ photoFilter: "inkwell" }, { toning: { color: "#2563eb", amount: 0.4 } }]);
    rerender(<ImagePanel element={imageFixture({ photoFilter: "inkwell", toning: { color: "#2563eb", amount: 0.4 } })} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Photo filter Inkwell" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.change(screen.getByLabelText("Toning strength"), { target: { value: "0.8" } });
    expect(onChange).toHaveBeenLastCalledWith({ toning: { color: "#2563eb", amount: 0.8 } });
    fireEvent.click(screen.getByRole("button", { name: "No toning" }));
    fireEvent.click(screen.getByRole("button", { name: "No photo filter" }));
    expect(patches(onChange).slice(-2)).toEqual([{ toning: undefined }, { photoFilter: undefined }]);
  });

  it("crop is in percent and stays inside the picture; radius and border are patches", () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<ImagePanel element={imageFixture()} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("Crop the image"));
    expect(onChange).toHaveBeenLastCalledWith({ crop: { x: 0, y: 0, width: 1, height: 1 } });
    rerender(<ImagePanel element={imageFixture({ crop: { x: 0, y: 0, width: 1, height: 1 } })} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Left"), { target: { value: "25" } });
    // The left edge moved in: the width shrinks so the crop stays inside.
    expect(onChange).toHaveBeenLastCalledWith({ crop: { x: 0.25, y: 0, width: 0.75, height: 1 } });
    fireEvent.click(screen.getByLabelText("Rounded corners"));
    expect(onChange).toHaveBeenLastCalledWith({ radius: { enabled: true, circle: false, value: 0 } });
    fireEvent.click(screen.getByLabelText("Add a border"));
    expect(onChange).toHaveBeenLastCalledWith({ border: { width: 10, color: "#ffffff" } });
  });
});

describe("QrCodePanel", () => {
  it("text, colours, a transparent background and error correction are patches; empty text is not", () => {
    const onChange = vi.fn();
    renderWithProviders(<QrCodePanel element={qrFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("QR code text"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("QR code text"), { target: { value: "tel:+15550100" } });
    fireEvent.change(screen.getByLabelText("Code colour"), { target: { value: "#003366" } });
    fireEvent.click(screen.getByLabelText("Transparent background"));
    fireEvent.change(screen.getByLabelText("Error correction"), { target: { value: "H" } });
    expect(patches(onChange)).toEqual([{ text: "tel:+15550100" }, { color: "#003366" }, { background: "none" }, { errorCorrection: "H" }]);
  });
});

describe("ShapePanel", () => {
  it("fill, no fill, outline and corner radius are patches", () => {
    const onChange = vi.fn();
    renderWithProviders(<ShapePanel element={shapeFixture()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "#00aa00" } });
    fireEvent.click(screen.getByLabelText("Add an outline"));
    fireEvent.click(screen.getByLabelText("Rounded corners"));
    fireEvent.click(screen.getByLabelText("Fill"));
    expect(patches(onChange)).toEqual([
      { fill: "#00aa00", gradient: null },
      { stroke: "#111111", strokeWidth: 4 },
      { radius: { enabled: true, circle: false, value: 0 } },
      { fill: "none", gradient: null },
    ]);
  });
});

describe("ElementPanel", () => {
  it("shows the panel of the element's type with the common and shadow panels", () => {
    renderWithProviders(<ElementPanel element={qrFixture()} onChange={vi.fn()} />);
    expect(screen.getByRole("region", { name: "QR code" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Position and size" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Shadow" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Text style" })).toBeNull();
  });
});
