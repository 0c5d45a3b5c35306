import { parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { EMPTY_CARD_FORM, formFields, refill } from "./use-bizcard";

const side = (id: string) =>
  parseDesignDocument({
    version: 3,
    kind: "card",
    width: 2000,
    height: 1222,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal" },
    elements: [
      { id, role: "name", type: "text", field: "company", text: "Company", fontId: "inter-600", color: "#111111", x: 1000, y: 600 },
      { id: `${id}-title`, role: "text", type: "text", field: "title", text: "Job Title", fontId: "inter-600", color: "#111111", x: 1000, y: 700 },
    ],
  });

describe("the /bizcard form", () => {
  it("sends every field, so an empty one leaves the card", () => {
    expect(formFields({ ...EMPTY_CARD_FORM, name: "Ada" })).toEqual({
      name: "Ada",
      title: "",
      company: "",
      phone: "",
      email: "",
      web: "",
      address: "",
      code: "",
    });
  });

  it("refills both sides with the form at once", () => {
    const { front, back } = refill({ front: side("front"), back: side("back") }, { ...EMPTY_CARD_FORM, company: "Acme" });
    expect(front.elements[0]).toMatchObject({ text: "Acme", hidden: false });
    expect(back?.elements[0]).toMatchObject({ text: "Acme" });
    expect(front.elements[1]).toMatchObject({ hidden: true });
    expect(refill({ front: side("front"), back: null }, EMPTY_CARD_FORM).back).toBeNull();
  });
});
