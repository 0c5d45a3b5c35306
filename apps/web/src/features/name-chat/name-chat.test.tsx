import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { NameChatButton } from "./NameChatButton";
import { chatReducer, initialChat, makeLink, nextRequest } from "./name-chat-state";

/** The dialog is a lazy chunk: its first load can take a while on a busy machine. */
const lazyLoad = { timeout: 15_000 };

const line = (name: string, slogan: string) => ({ name, slogan, sloganWords: slogan.split(" ") });

/** /api/name-chat answers `lines` as server-sent events, or the limit envelope. */
function mockChat(answer: "lines" | "limit") {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== "/api/name-chat") return new Response("{}", { status: 404 });
    bodies.push(JSON.parse(String(init?.body)));
    if (answer === "limit") {
      const msg = "Sorry, I'm tired from chatting too much today. Please come back tomorrow";
      return new Response(JSON.stringify({ code: 429, data: null, msg, error: "NAME_CHAT_LIMIT" }), {
        status: 429,
        headers: { "content-type": "application/json" },
      });
    }
    const events = [line("Tidebrew", "Sip the shore"), line("Harbor Bean", "Roast boldly")].map((l) => `data: ${JSON.stringify(l)}\n\n`);
    // Split mid-event, as a network would, to prove the reader joins pieces.
    const text = events.join("") + "data: [DONE]\n\n";
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        controller.enqueue(bytes.slice(0, 17));
        controller.enqueue(bytes.slice(17));
        controller.close();
      },
    });
    return new Response(stream, { headers: { "content-type": "text/event-stream" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return bodies;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the name chat dialog", () => {
  it("streams names in, and 'Use this name' opens the logo maker with the name and slogan", async () => {
    const bodies = mockChat("lines");
    const { router } = renderWithProviders(<NameChatButton />);
    fireEvent.click(screen.getByTestId("name-chat-open"));
    const input = await screen.findByPlaceholderText("e.g. a seaside coffee roastery", {}, lazyLoad);
    fireEvent.change(input, { target: { value: "a seaside coffee roastery" } });
    fireEvent.click(screen.getByRole("button", { name: "Suggest names" }));
    expect(await screen.findByText("Harbor Bean")).toBeTruthy();
    expect(screen.getAllByTestId("name-line")).toHaveLength(2);
    expect(bodies[0]).toEqual({ messages: [{ role: "user", content: "a seaside coffee roastery" }], lang: "en", exclude: [] });
    fireEvent.click(screen.getByRole("button", { name: "More names" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect((bodies[1] as { exclude: string[] }).exclude).toEqual(["Tidebrew", "Harbor Bean"]);
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Make logos for Tidebrew" })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole("button", { name: "Make logos for Tidebrew" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/make"));
    expect(new URLSearchParams(router.state.location.search).get("s")).toBe("Sip the shore");
  });

  it("shows the daily limit's message in the chat, in Chinese on the Chinese site", async () => {
    mockChat("limit");
    renderWithProviders(<NameChatButton />, { language: "zh" });
    fireEvent.click(screen.getByTestId("name-chat-open"));
    fireEvent.change(await screen.findByPlaceholderText("例如：海边咖啡烘焙", {}, lazyLoad), { target: { value: "海边咖啡烘焙" } });
    fireEvent.click(screen.getByRole("button", { name: "给我起名" }));
    expect((await screen.findByRole("alert")).textContent).toBe("抱歉，今天聊得太多有点累了，请明天再来");
  });

  it("asks for a description before sending anything", async () => {
    const bodies = mockChat("lines");
    renderWithProviders(<NameChatButton />);
    fireEvent.click(screen.getByTestId("name-chat-open"));
    fireEvent.click(await screen.findByRole("button", { name: "Suggest names" }, lazyLoad));
    expect((await screen.findByRole("alert")).textContent).toBe("Please describe your business first.");
    expect(bodies).toHaveLength(0);
  });
});

describe("the chat's state", () => {
  it("sends the whole chat and the names shown, and links a line to /make", () => {
    let state = chatReducer(initialChat, { type: "ask", text: "a bakery" });
    state = chatReducer(state, { type: "line", line: line("Crumbly", "Bake together") });
    state = chatReducer(state, { type: "done" });
    expect(nextRequest(state, "shorter", "en")).toEqual({
      messages: [
        { role: "user", content: "a bakery" },
        { role: "assistant", content: "Crumbly | Bake together" },
        { role: "user", content: "shorter" },
      ],
      lang: "en",
      exclude: ["Crumbly"],
    });
    expect(makeLink(line("Salt & Bean", "Roast boldly"))).toBe("/make?n=Salt+%26+Bean&s=Roast+boldly");
  });
});
