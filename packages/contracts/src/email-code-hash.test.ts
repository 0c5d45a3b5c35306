import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emailCodeHash, parseEmailCodeHash } from "./email-code-hash";

describe("the spec's e-mail code hash", () => {
  it("carries the e-mail and the code there and back", () => {
    expect(parseEmailCodeHash(emailCodeHash("Ann@Example.com ", "012345"))).toEqual({ email: "Ann@Example.com", code: "012345" });
  });

  it("is never a magic link's secret, nor anything but an e-mail and six digits", () => {
    for (let i = 0; i < 200; i += 1) expect(parseEmailCodeHash(randomBytes(32).toString("base64url"))).toBeNull();
    expect(parseEmailCodeHash(emailCodeHash("ann@example.com", "12345"))).toBeNull();
    expect(parseEmailCodeHash(emailCodeHash("not-an-email", "123456"))).toBeNull();
    expect(parseEmailCodeHash("***")).toBeNull();
  });
});
