import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { BeforeAfter } from "./BeforeAfter";

afterEach(cleanup);

describe("BeforeAfter", () => {
  it("shows each image only on its own side of the line, so a cut-out's transparency is not filled by the source beneath", () => {
    renderWithProviders(<BeforeAfter before="/oss/u/1/logo.png" after="/oss/ai-images/t/1.png" width={512} height={512} />);
    const after = screen.getByTestId("tools-result-image");
    const before = screen.getByRole("img", { name: "Before" });
    expect(after.style.clipPath).toBe("inset(0 50% 0 0)");
    expect(before.style.clipPath).toBe("inset(0 0 0 50%)");
    fireEvent.change(screen.getByTestId("tools-compare-slider"), { target: { value: "30" } });
    expect(after.style.clipPath).toBe("inset(0 70% 0 0)");
    expect(before.style.clipPath).toBe("inset(0 0 0 30%)");
  });
});
