import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { ResultsView, type ResultsViewProps } from "./ResultsView";

const noop = () => undefined;
const base: ResultsViewProps = {
  name: "Bean There",
  slots: [{ key: "a", batch: 1, status: "loading", startedAt: Date.now(), serverProgress: 0 }],
  generating: true,
  signedIn: true,
  cost: 4,
  canPickSamples: false,
  canContinue: true,
  onContinue: noop,
  onLogin: noop,
  onPickSamples: noop,
};

afterEach(cleanup);

describe("ResultsView bottom bar", () => {
  it("is not drawn while a signed-in user's batch runs and there is nothing to put in it", () => {
    renderWithProviders(<ResultsView {...base} />);
    expect(screen.queryByTestId("results-bar")).toBeNull();
  });

  it("shows Pick Samples while generating, Continue after, and Login for more... to visitors", () => {
    const { unmount } = renderWithProviders(<ResultsView {...base} canPickSamples />);
    expect(screen.getByTestId("results-bar").textContent).toContain("Pick Samples");
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    unmount();
    const done = renderWithProviders(<ResultsView {...base} generating={false} />);
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
    done.unmount();
    renderWithProviders(<ResultsView {...base} signedIn={false} />);
    expect(screen.getByRole("button", { name: "Login for more..." })).toBeTruthy();
  });

  it("hides Continue once the last batch's inputs are used up (Pick Samples stays)", () => {
    const { unmount } = renderWithProviders(<ResultsView {...base} generating={false} canContinue={false} canPickSamples />);
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.queryByTestId("credit-cost")).toBeNull();
    expect(screen.getByRole("button", { name: "Pick Samples" })).toBeTruthy();
    unmount();
    renderWithProviders(<ResultsView {...base} generating={false} canContinue={false} />);
    expect(screen.queryByTestId("results-bar")).toBeNull();
  });
});
