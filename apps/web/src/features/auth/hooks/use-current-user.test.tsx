import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { sessionUserFixture } from "../../../testing/fixtures";
import type { SessionUser } from "../api/auth-api";
import { currentUserQueryKey, useSetCurrentUser } from "./use-current-user";

/** A client whose "who am I?" answers for the session the server has when the request is sent. */
function signInRace() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server: { session: SessionUser | null } = { session: null };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSetCurrentUser(), { wrapper });
  return { client, server, setUser: result.current };
}

const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

describe("useSetCurrentUser", () => {
  it("keeps the signed-in user when a 'who am I?' sent before the sign-in answers 'visitor' afterwards", async () => {
    const { client, server, setUser } = signInRace();
    let answerVisitor: (user: SessionUser | null) => void = () => undefined;
    // The page's first user request, still on its way (sent without a session).
    const early = client
      .fetchQuery({ queryKey: currentUserQueryKey, queryFn: () => new Promise<SessionUser | null>((resolve) => (answerVisitor = resolve)) })
      .catch(() => undefined);

    const user = sessionUserFixture({ id: 7, name: "Ada" });
    server.session = user;
    setUser(user);
    answerVisitor(null);
    await early;

    await waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.fetchStatus).toBe("idle"));
    expect(client.getQueryData(currentUserQueryKey)).toEqual(user);
  });

  // The window CI met: the early answer is already read and only waiting (a few microtasks) to be
  // stored when the sign-in lands. Every distance between the two is tried.
  it("keeps the signed-in user when the early 'visitor' answer is stored just after the sign-in", async () => {
    const user = sessionUserFixture({ id: 8, name: "Grace" });
    for (let hops = 0; hops < 12; hops += 1) {
      const { client, server, setUser } = signInRace();
      const ask = async () => {
        const answer = server.session;
        await microtasks(2);
        return answer;
      };
      const early = client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: ask }).catch(() => undefined);
      await microtasks(hops);
      server.session = user;
      setUser(user);
      await early;
      await waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.fetchStatus).toBe("idle"));
      expect(client.getQueryData(currentUserQueryKey), `sign-in ${hops} microtasks after the request`).toEqual(user);
    }
  });
});
