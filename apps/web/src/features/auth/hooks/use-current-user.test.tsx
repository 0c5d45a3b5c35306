import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { sessionUserFixture } from "../../../testing/fixtures";
import type { SessionUser } from "../api/auth-api";
import { currentUserQueryKey, useSetCurrentUser } from "./use-current-user";

describe("useSetCurrentUser", () => {
  it("keeps the signed-in user when a 'who am I?' sent before the sign-in answers 'visitor' afterwards", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerVisitor: (user: SessionUser | null) => void = () => undefined;
    // The page's first user request, still on its way (sent without a session).
    const early = client
      .fetchQuery({ queryKey: currentUserQueryKey, queryFn: () => new Promise<SessionUser | null>((resolve) => (answerVisitor = resolve)) })
      .catch(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSetCurrentUser(), { wrapper });

    const user = sessionUserFixture({ id: 7, name: "Ada" });
    result.current(user);
    answerVisitor(null);
    await early;

    await waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.fetchStatus).toBe("idle"));
    expect(client.getQueryData(currentUserQueryKey)).toEqual(user);
  });
});
