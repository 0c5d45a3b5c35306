import { describe, expect, it, vi } from "vitest";
import { readCookie } from "./cookie";
import { createEventBus } from "./event-bus";

describe("readCookie", () => {
  it("finds a cookie by exact name and decodes it", () => {
    const cookies = "theme=dark; csrf_token=a%2Bb; xcsrf_token=wrong";
    expect(readCookie(cookies, "csrf_token")).toBe("a+b");
    expect(readCookie(cookies, "missing")).toBeUndefined();
    expect(readCookie("", "csrf_token")).toBeUndefined();
    expect(readCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
  });
});

describe("event bus", () => {
  it("delivers to current subscribers only", () => {
    const bus = createEventBus<{ ping: number }>();
    const first = vi.fn();
    const second = vi.fn();
    const off = bus.on("ping", first);
    bus.on("ping", second);
    bus.emit("ping", 1);
    off();
    bus.emit("ping", 2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
    expect(bus.listenerCount("ping")).toBe(1);
  });
});
