import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-app";
import { TextPromptDialog } from "./TextPromptDialog";

afterEach(cleanup);

const open = (onSubmit = vi.fn(), onClose = vi.fn(), initial = "") => {
  renderWithProviders(<TextPromptDialog title="Rename" label="New name" initial={initial} submitLabel="Save" onSubmit={onSubmit} onClose={onClose} />);
  return { onSubmit, onClose, field: screen.getByLabelText<HTMLInputElement>("New name"), submit: screen.getByTestId<HTMLButtonElement>("text-prompt-submit") };
};

describe("TextPromptDialog", () => {
  it("is a labelled dialog that starts from the given text, with the field focused", () => {
    const { field } = open(undefined, undefined, "Brand Sans");
    expect(screen.getByRole("dialog", { name: "Rename" })).toBeTruthy();
    expect(field.value).toBe("Brand Sans");
    expect(document.activeElement).toBe(field);
  });

  it("cannot submit empty or blank text", () => {
    const { field, submit, onSubmit } = open();
    expect(submit.disabled).toBe(true);
    fireEvent.change(field, { target: { value: "   " } });
    expect(submit.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId("text-prompt"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the trimmed text once and closes", () => {
    const { field, submit, onSubmit, onClose } = open();
    fireEvent.change(field, { target: { value: "  Not a real partner  " } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Not a real partner");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("Cancel and Escape close without submitting", () => {
    const { field, onSubmit, onClose } = open();
    fireEvent.change(field, { target: { value: "something" } });
    fireEvent.click(screen.getByText("Cancel"));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
