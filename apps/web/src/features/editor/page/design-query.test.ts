import { describe, expect, it } from "vitest";
import { buildDesignQuery, queryColor, readDesignQuery } from "./design-query";

describe("the /design/{path} query builder", () => {
  it("keeps earlier values, lays new ones over them and drops empty values", () => {
    const query = buildDesignQuery("?t1=Crumb&t2=Bakery&color=%23ff0000&type=poster", { type: "instagram-post", t2: "" });
    expect(query).toBe("?color=%23ff0000&t1=Crumb&type=instagram-post");
  });

  it("drops excluded earlier values but sets excluded keys given anew", () => {
    expect(buildDesignQuery("?t1=A&logo=5&img=x", {}, ["logo", "img"])).toBe("?t1=A");
    expect(buildDesignQuery("?t1=A&logo=5", { logo: 7 }, ["logo"])).toBe("?t1=A&logo=7");
  });

  it("carries only the design parameters and the language, and gives '' for nothing", () => {
    expect(buildDesignQuery("?utm=1&lang=zh&bgcolor=fff")).toBe("?bgcolor=fff&lang=zh");
    expect(buildDesignQuery("?t1=%20%20", { t2: null })).toBe("");
  });
});

describe("reading the query", () => {
  it("reads the logo, texts, colours and preset", () => {
    expect(readDesignQuery("?logo=42&t1=Crumb&t2=&color=F00&colors=%23112233,zzz,abcdef&bgcolor=%23ffffff&type=poster")).toEqual({
      type: "poster",
      logo: 42,
      t1: "Crumb",
      t2: null,
      color: "#ff0000",
      colors: ["#112233", "#abcdef"],
      background: "#ffffff",
      canvasShape: "square",
      virtual: false,
      img: null,
      main: null,
      logoimg: null,
      monologo: null,
    });
  });

  it("backgroundColor wins over bgcolor; a bad logo id is none", () => {
    expect(readDesignQuery("?backgroundColor=000000&bgcolor=ffffff&logo=abc")).toMatchObject({ background: "#000000", logo: null });
    expect(queryColor("red")).toBeNull();
  });
});
