import type { AiModels, EditMode } from "@studio/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-app";
import { offeredModes } from "../../tasks/models-api";
import { EditPromptBar } from "./EditPromptBar";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** The server's model list, and nothing else (costs fall back to the defaults). */
function serveModels(models: AiModels) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/ai-design/models") return json({ code: 200, data: models, msg: "success" });
      return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found." }), { status: 404, headers: { "content-type": "application/json" } });
    }),
  );
}

function Bar({ initial }: { initial: EditMode }) {
  const [mode, setMode] = useState<EditMode>(initial);
  const noop = () => undefined;
  return (
    <>
      <output data-testid="mode">{mode}</output>
      <EditPromptBar
        prompt=""
        mode={mode}
        reference={undefined}
        busy={false}
        onPrompt={noop}
        onMode={setMode}
        onSubmit={noop}
        onCancel={noop}
        onClearReference={noop}
        onChangeStyle={noop}
        onChooseColor={noop}
      />
    </>
  );
}

const offline: AiModels = { default: "local", list: [{ name: "local", provider: "local", label: "Studio", modes: ["quick", "max"], default: true }] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the icon design modal's mode selector", () => {
  it("offline: Quick and Max both run on the local designer, named as such", async () => {
    serveModels(offline);
    renderWithProviders(<Bar initial="quick" />);
    const radios = await screen.findAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("data-model"))).toEqual(["local", "local"]);
    expect(radios[0]?.textContent).toContain("by Studio");
    expect(radios[0]?.textContent).not.toMatch(/GPT/);
  });

  it("shows only the modes an offered model runs, and moves off a mode nobody runs", async () => {
    serveModels({
      default: "chatgpt",
      list: [
        { name: "chatgpt", provider: "openai", label: "GPT-4o", modes: [], default: true },
        { name: "4o-image", provider: "openai", label: "GPT-4o", modes: ["max"], default: false },
      ],
    });
    renderWithProviders(<Bar initial="quick" />, { language: "zh" });
    await waitFor(() => expect(screen.getByTestId("mode").textContent).toBe("max"));
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(1);
    expect(radios[0]?.getAttribute("data-model")).toBe("4o-image");
    expect(radios[0]?.textContent).toContain("由 GPT-4o 生成");
    fireEvent.click(radios[0]!);
    expect(radios[0]?.getAttribute("aria-checked")).toBe("true");
  });

  it("offers nothing before the list is known", () => {
    expect(offeredModes(undefined)).toEqual([]);
    expect(offeredModes(offline).map((m) => m.mode)).toEqual(["quick", "max"]);
  });
});
