import type { NameChatRequest, NameSuggestionLine } from "@studio/contracts";

/** One turn of the chat: what the user wrote and the lines answered (as they stream in). */
export type ChatTurn = { ask: string; lines: NameSuggestionLine[]; error?: string | undefined };

export type ChatState = { turns: ChatTurn[]; busy: boolean };

export type ChatAction = { type: "ask"; text: string } | { type: "line"; line: NameSuggestionLine } | { type: "failed"; message: string } | { type: "done" };

export const initialChat: ChatState = { turns: [], busy: false };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const last = state.turns.at(-1);
  const withLast = (turn: ChatTurn) => [...state.turns.slice(0, -1), turn];
  switch (action.type) {
    case "ask":
      return { turns: [...state.turns, { ask: action.text, lines: [] }], busy: true };
    case "line":
      return last ? { ...state, turns: withLast({ ...last, lines: [...last.lines, action.line] }) } : state;
    case "failed":
      return last ? { busy: false, turns: withLast({ ...last, error: action.message }) } : { ...state, busy: false };
    case "done":
      return { ...state, busy: false };
  }
}

/**
 * The request for the next answer: every message so far (the answers as assistant messages, so a
 * chat model sees them) and every name already shown, so the next lines are new ones.
 */
export function nextRequest(state: ChatState, text: string, lang: "en" | "zh"): NameChatRequest {
  const messages: NameChatRequest["messages"] = [];
  for (const turn of state.turns) {
    messages.push({ role: "user", content: turn.ask });
    if (turn.lines.length > 0)
      messages.push({
        role: "assistant",
        content: turn.lines
          .map((l) => `${l.name} | ${l.slogan}`)
          .join("\n")
          .slice(0, 500),
      });
  }
  messages.push({ role: "user", content: text });
  const shown = state.turns.flatMap((t) => t.lines.map((l) => l.name));
  return { messages: messages.slice(-20), lang, exclude: shown.slice(-200) };
}

/** The logo maker's four-step entry with the chosen name and slogan (spec 02: GET /make with n and s). */
export function makeLink(line: NameSuggestionLine): string {
  return `/make?${new URLSearchParams({ n: line.name, s: line.slogan }).toString()}`;
}
