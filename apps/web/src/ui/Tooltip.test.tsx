import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { Tooltip } from "./Tooltip";

afterEach(cleanup);

describe("Tooltip", () => {
  it("shows on focus and hover, describes its trigger, and hides on Escape and blur", () => {
    renderWithProviders(
      <Tooltip content="Copy the colour">
        <button type="button">copy</button>
      </Tooltip>,
    );
    const button = screen.getByRole("button");
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.focus(button);
    const tip = screen.getByRole("tooltip");
    expect(tip.textContent).toBe("Copy the colour");
    expect(button.getAttribute("aria-describedby")).toBe(tip.id);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole("tooltip")).not.toBeNull();
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
