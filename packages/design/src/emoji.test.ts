import { describe, expect, it } from "vitest";
import { emojiCode, emojiCodes, emojiKind, graphemes, parseEmojiSvg, textEmojiCodes } from "./emoji.js";

describe("emoji clusters", () => {
  it("cuts text into clusters and names each emoji by Twemoji's file name", () => {
    const text = "I ❤️ 🍕 👍🏽 🇫🇷 👩‍💻 #️⃣";
    expect(graphemes(text).filter((cluster) => emojiKind(cluster) === "emoji")).toEqual(["❤️", "🍕", "👍🏽", "🇫🇷", "👩‍💻", "#️⃣"]);
    expect(textEmojiCodes(text)).toEqual(["2764", "1f355", "1f44d-1f3fd", "1f1eb-1f1f7", "1f469-200d-1f4bb", "23-20e3"]);
    // A ZWJ sequence keeps its variation selector (Twemoji's rule), and is also tried without it.
    expect(emojiCode("🏳️‍🌈")).toBe("1f3f3-fe0f-200d-1f308");
    expect(emojiCodes("🏳️‍🌈")).toEqual(["1f3f3-fe0f-200d-1f308", "1f3f3-200d-1f308"]);
  });

  it("leaves letters and digits as text, and © to the font when it has one", () => {
    expect(emojiKind("A")).toBe("text");
    expect(emojiKind("1")).toBe("text");
    expect(emojiKind("咖")).toBe("text");
    expect(emojiKind("🇫")).toBe("emoji"); // a lone regional letter has emoji presentation (Twemoji draws it)
    expect(emojiKind("©")).toBe("maybe");
    expect(emojiKind("©️")).toBe("emoji");
    expect(textEmojiCodes("Plain text 123")).toEqual([]);
  });
});

describe("parseEmojiSvg", () => {
  const heart = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><path fill="#DD2E44" d="M0 0h36v36z"/></svg>';

  it("keeps the shapes and the viewBox side", () => {
    expect(parseEmojiSvg("2764", heart)).toEqual({ body: '<path fill="#DD2E44" d="M0 0h36v36z"/>', size: 36 });
  });

  it("prefixes ids so two pictures never share one", () => {
    const clipped = '<svg viewBox="0 0 36 36"><clipPath id="a"><path d="M0 0h9v9z"/></clipPath><g clip-path="url(#a)"><circle cx="1" cy="1" r="1"/></g></svg>';
    expect(parseEmojiSvg("1f6dc", clipped)?.body).toBe(
      '<clipPath id="emoji-1f6dc-a"><path d="M0 0h9v9z"/></clipPath><g clip-path="url(#emoji-1f6dc-a)"><circle cx="1" cy="1" r="1"/></g>',
    );
  });

  it("refuses anything but shapes and paint", () => {
    expect(parseEmojiSvg("2764", '<svg viewBox="0 0 36 36"><script>alert(1)</script></svg>')).toBeUndefined();
    expect(parseEmojiSvg("2764", '<svg viewBox="0 0 36 36"><path onload="x()" d="M0 0"/></svg>')).toBeUndefined();
    expect(parseEmojiSvg("2764", '<svg viewBox="0 0 36 36"><path fill="url(https://x.test/a)" d="M0 0"/></svg>')).toBeUndefined();
    expect(parseEmojiSvg("2764", '<svg viewBox="0 0 36 36"><image href="x.png"/></svg>')).toBeUndefined();
    expect(parseEmojiSvg("../x", heart)).toBeUndefined();
    expect(parseEmojiSvg("2764", "<svg><path d='M0 0'/></svg>")).toBeUndefined();
  });
});
