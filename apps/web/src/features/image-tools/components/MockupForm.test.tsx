import { MOCKUP_MAX_STYLES } from "@studio/contracts/plain";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import type { ToolFields } from "../api/image-tools-api";
import { pageTool } from "../tool-catalogue";
import { chosenScenes, MockupForm } from "./MockupForm";

afterEach(cleanup);

let latest: ToolFields = {};
function Harness({ initial }: { initial: ToolFields }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <MockupForm value={value} onChange={setValue} disabled={false} methods={["mockup"]} sourceUrl="/oss/u/1/logo.png" onMaskChange={() => undefined} />;
}

const box = (scene: string) => screen.getByTestId(`mockup-scene-${scene}`) as HTMLInputElement;

describe("MockupForm", () => {
  it("starts on the business card and adds scenes up to the spec's cap, then disables the rest", () => {
    expect(MOCKUP_MAX_STYLES).toBe(3);
    renderWithProviders(<Harness initial={{ scenes: "businessCard" }} />);
    expect(box("businessCard").checked).toBe(true);
    expect(screen.getByTestId("mockup-form-count").textContent).toContain("1 of 3 styles chosen.");
    fireEvent.click(box("mug"));
    fireEvent.click(box("shirt"));
    // The renderer's order, comma-separated, as the multipart field carries it.
    expect(latest.scenes).toBe("businessCard,shirt,mug");
    expect(screen.getByTestId("mockup-form-count").textContent).toContain("3 of 3 styles chosen. That is the most one run makes");
    expect(box("sign").disabled).toBe(true);
    expect(box("storefront").disabled).toBe(true);
    fireEvent.click(box("sign"));
    expect(latest.scenes).toBe("businessCard,shirt,mug");
    fireEvent.click(box("shirt"));
    expect(latest.scenes).toBe("businessCard,mug");
    expect(box("sign").disabled).toBe(false);
  });

  it("keeps at least one scene: the last one cannot be unticked", () => {
    renderWithProviders(<Harness initial={{ scenes: "mug" }} />);
    expect(box("mug").disabled).toBe(true);
    fireEvent.click(box("mug"));
    expect(latest.scenes).toBe("mug");
  });

  it("reads only known scenes from a value and shows Chinese labels", () => {
    expect(chosenScenes({ scenes: "storefront, nope,shirt" })).toEqual(["shirt", "storefront"]);
    expect(chosenScenes({})).toEqual(["businessCard"]);
    renderWithProviders(<Harness initial={{ scenes: "sign" }} />, { language: "zh" });
    expect(screen.getByRole("checkbox", { name: "招牌" })).toHaveProperty("checked", true);
    expect(screen.getByText("样机样式")).toBeTruthy();
  });

  it("is the aimockup tool's form on the tools page", () => {
    const entry = pageTool("aimockup");
    expect(entry?.Form).not.toBeNull();
    expect(entry?.defaults).toEqual({ scenes: "businessCard" });
  });
});
