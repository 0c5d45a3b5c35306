import { describe, expect, it } from "vitest";
import { readBrief } from "./naming-brief";
import { blend, compound, withSuffix } from "./name-morphology";
import { NAME_SUGGESTIONS_PER_ANSWER, SLOGAN_MAX_WORDS, nameKey, suggestNames } from "./name-suggestions";

const expectGoodAnswer = (answer: ReturnType<typeof suggestNames>) => {
  expect(answer).toHaveLength(NAME_SUGGESTIONS_PER_ANSWER);
  expect(new Set(answer.map((s) => nameKey(s.name))).size).toBe(answer.length);
  for (const s of answer) {
    expect(s.sloganWords.length).toBeGreaterThan(0);
    expect(s.sloganWords.length).toBeLessThanOrEqual(SLOGAN_MAX_WORDS);
    expect(s.name.trim()).toBe(s.name);
  }
};

describe("the offline name generator (spec 03 section 9: 10 lines, slogans of up to 3 words)", () => {
  it("reads the trade and the theme of a description in either language", () => {
    expect(readBrief("a seaside coffee roastery")).toMatchObject({ language: "en", industries: ["coffee"], themes: ["sea"] });
    expect(readBrief("海边咖啡烘焙")).toMatchObject({ language: "zh", industries: ["coffee", "bakery"], themes: ["sea"] });
    expect(readBrief("an elegant boutique hotel", "en").tone).toBe("luxury");
    expect(readBrief('a bakery, include the word "Crumbly"').keywords).toEqual(["Crumbly"]);
    expect(readBrief("shorter names please").short).toBe(true);
  });

  it("gives 10 distinct names with short slogans for 'a seaside coffee roastery', drawn from its words", () => {
    const answer = suggestNames({ messages: ["a seaside coffee roastery"] });
    expectGoodAnswer(answer);
    for (const s of answer) expect(s.slogan.split(/\s+/).length).toBeLessThanOrEqual(SLOGAN_MAX_WORDS);
    const seaOrCoffee = /tide|harbor|shore|wave|coast|reef|salt|drift|anchor|gull|pier|surf|bean|roast|brew|cup|grind|crema|mug|drip|pour/i;
    expect(answer.filter((s) => seaOrCoffee.test(s.name)).length).toBeGreaterThanOrEqual(8);
  });

  it("gives 10 distinct Chinese names for '海边咖啡烘焙', each with the trade or the sea in it", () => {
    const answer = suggestNames({ messages: ["海边咖啡烘焙"] });
    expectGoodAnswer(answer);
    for (const s of answer) {
      expect(s.name).toMatch(/^\p{Script=Han}{2,6}$/u);
      expect(s.slogan).toBe(s.sloganWords.join(""));
    }
    expect(answer.filter((s) => /[海潮浪湾岸帆汐鸥咖啡焙豆醇]/u.test(s.name)).length).toBeGreaterThanOrEqual(8);
  });

  it("never suggests a name the user already has or was shown, and a second answer has new names", () => {
    const first = suggestNames({ messages: ["a seaside coffee roastery"] });
    const second = suggestNames({ messages: ["a seaside coffee roastery"], exclude: first.map((s) => s.name.toUpperCase()) });
    expectGoodAnswer(second);
    const shown = new Set(first.map((s) => nameKey(s.name)));
    expect(second.some((s) => shown.has(nameKey(s.name)))).toBe(false);
  });

  it("answers the same messages the same way (seeded), and a refinement changes the answer", () => {
    expect(suggestNames({ messages: ["a bakery"] })).toEqual(suggestNames({ messages: ["a bakery"] }));
    const shorter = suggestNames({ messages: ["a bakery", "shorter, one word"] });
    expectGoodAnswer(shorter);
    for (const s of shorter) expect(s.name).not.toMatch(/\s/);
  });

  it("uses a word the user asked for", () => {
    const answer = suggestNames({ messages: ['a coffee shop with the word "Nimbus"'] });
    expect(answer.some((s) => /nimbus/i.test(s.name))).toBe(true);
  });

  it("still answers 10 lines for a description it has no words for", () => {
    expectGoodAnswer(suggestNames({ messages: ["xyzzy"] }));
    expectGoodAnswer(suggestNames({ messages: ["随便"] }));
  });
});

describe("English word building", () => {
  it("compounds, blends and suffixes follow spelling rules", () => {
    expect(compound("Tide", "Brew")).toBe("Tidebrew");
    expect(compound("Nova", "Aura")).toBeUndefined();
    expect(blend("Shore", "Espresso")).toBe("Shorespresso");
    expect(blend("Tide", "Brew")).toBeUndefined();
    expect(withSuffix("Hop", "y")).toBe("Hoppy");
    expect(withSuffix("Tide", "io")).toBe("Tidio");
    expect(withSuffix("Bean", "ify")).toBe("Beanify");
  });
});
