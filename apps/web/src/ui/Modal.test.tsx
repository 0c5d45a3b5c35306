import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { focusableElements, trapTab } from "./focus-trap";
import { Modal } from "./Modal";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Title" footer={<button type="button">last</button>}>
        <input aria-label="first field" />
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe("Modal", () => {
  it("is an accessible dialog labelled by its title, focused when it opens", () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText("open"));
    const dialog = screen.getByRole("dialog", { name: "Title" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(dialog);
    expect(document.body.classList.contains("modal-open")).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByText("open");
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains("modal-open")).toBe(false);
  });

  it("keeps Tab inside: from the last control to the first and back with Shift+Tab", () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText("open"));
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByText("last");
    act(() => last.focus());
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes when the backdrop is clicked, not when the panel is", () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText("open"));
    fireEvent.mouseDown(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    fireEvent.mouseDown(document.querySelector(".modal-backdrop") as Element);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("focus trap", () => {
  it("lists only reachable controls", () => {
    const container = document.createElement("div");
    container.innerHTML =
      '<button>a</button><button disabled>b</button><a href="#">c</a><a>d</a><input type="hidden"><span tabindex="-1">e</span><span tabindex="0">f</span>';
    expect(focusableElements(container).map((element) => element.textContent)).toEqual(["a", "c", "f"]);
  });

  it("focuses the container itself when nothing inside can take focus", () => {
    const container = document.createElement("div");
    container.tabIndex = -1;
    document.body.append(container);
    expect(trapTab(container, false, document.body)).toBe(true);
    expect(document.activeElement).toBe(container);
    container.remove();
  });

  it("lets Tab move normally between middle elements", () => {
    const container = document.createElement("div");
    container.innerHTML = "<button>a</button><button>b</button><button>c</button>";
    document.body.append(container);
    const middle = container.querySelectorAll("button")[1] as HTMLButtonElement;
    middle.focus();
    expect(trapTab(container, false, middle)).toBe(false);
    expect(trapTab(container, true, middle)).toBe(false);
    container.remove();
  });
});
