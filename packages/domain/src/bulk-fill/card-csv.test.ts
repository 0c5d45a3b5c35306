import { describe, expect, it } from "vitest";
import { autoMapColumns, BULK_FILL_LIMITS, readCardCsv, rowFileNames, rowValues, unknownColumns, type CardCsv } from "./card-csv";

function read(text: string): CardCsv {
  const result = readCardCsv(text);
  if (!result.ok) throw new Error(`not read: ${result.problem}`);
  return result;
}

describe("readCardCsv", () => {
  it("reads RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes, CRLF rows", () => {
    const csv = read('name,title,address\r\n"Lovelace, Ada","The ""first"" programmer","12 St James\'s Sq\nLondon"\r\nBob,Dev,\r\n');
    expect(csv.headers).toEqual(["name", "title", "address"]);
    expect(csv.rows).toEqual([
      ["Lovelace, Ada", 'The "first" programmer', "12 St James's Sq\nLondon"],
      ["Bob", "Dev", ""],
    ]);
  });

  it("drops a UTF-8 BOM and keeps Chinese text", () => {
    const csv = read("\uFEFF姓名,职位,公司\n王小明,设计总监,北京某某科技有限公司\n");
    expect(csv.headers).toEqual(["姓名", "职位", "公司"]);
    expect(csv.rows[0]).toEqual(["王小明", "设计总监", "北京某某科技有限公司"]);
  });

  it("pads short rows, drops cells past the header, skips blank rows, and names blank or repeated headers", () => {
    const csv = read("name,,name\nAda\n,,\n\nBob,x,y,z\n");
    expect(csv.headers).toEqual(["name", "column 2", "name (2)"]);
    expect(csv.rows).toEqual([
      ["Ada", "", ""],
      ["Bob", "x", "y"],
    ]);
  });

  it("refuses an empty file, a header without rows, and files past each limit", () => {
    expect(readCardCsv("")).toEqual({ ok: false, problem: "empty" });
    expect(readCardCsv("name,title\n")).toEqual({ ok: false, problem: "empty" });
    const rows = Array.from({ length: BULK_FILL_LIMITS.maxRows + 1 }, (_, i) => `p${i}`).join("\n");
    expect(readCardCsv(`name\n${rows}`)).toEqual({ ok: false, problem: "too_many_rows", rows: 501 });
    expect(readCardCsv(`name\n${"名".repeat(340_000)}`)).toMatchObject({ ok: false, problem: "too_large" });
    expect(readCardCsv(`${Array.from({ length: 51 }, (_, i) => `c${i}`).join(",")}\nx`)).toEqual({ ok: false, problem: "too_many_columns", columns: 51 });
    expect(readCardCsv(`name,code\nAda,${"x".repeat(2001)}`)).toEqual({ ok: false, problem: "cell_too_long", row: 1, column: "code" });
    expect(readCardCsv(`name\n${Array.from({ length: 500 }, (_, i) => `p${i}`).join("\n")}`)).toMatchObject({ ok: true });
  });
});

describe("column mapping", () => {
  it("matches English and Chinese header names without case, spaces or dashes, each column once", () => {
    expect(autoMapColumns(["Full Name", "Job_Title", "E-mail", "Website", "QR Code", "Notes"])).toEqual({
      name: "Full Name",
      title: "Job_Title",
      email: "E-mail",
      web: "Website",
      code: "QR Code",
    });
    expect(autoMapColumns(["姓名", "职位", "公司", "电话", "邮箱", "网址", "地址", "二维码"])).toEqual({
      name: "姓名",
      title: "职位",
      company: "公司",
      phone: "电话",
      email: "邮箱",
      web: "网址",
      address: "地址",
      code: "二维码",
    });
    expect(autoMapColumns(["name", "Name"], ["name"])).toEqual({ name: "name" });
  });

  it("gives each row's values for the mapped fields only (an empty cell is an empty value) and names unknown columns", () => {
    const csv = read("who,mail,site\nAda,ada@example.com,\n");
    const mapping = { name: "who", email: "mail", web: "site" };
    expect(rowValues(csv, 0, mapping)).toEqual({ name: "Ada", email: "ada@example.com", web: "" });
    expect(unknownColumns(csv, { name: "who", phone: "tel" })).toEqual(["tel"]);
  });
});

describe("rowFileNames", () => {
  it("names each row's file from the chosen column, unique without regard to case, any script kept", () => {
    const csv = read("name,id\nAda Lovelace,1\nada lovelace,2\n王小明,3\n,4\n../etc/passwd,5\ncard-4,6\n");
    expect(rowFileNames(csv, "name", "pdf")).toEqual(["Ada-Lovelace.pdf", "ada-lovelace-2.pdf", "王小明.pdf", "card-4.pdf", "etc-passwd.pdf", "card-4-2.pdf"]);
    expect(rowFileNames(csv, null, "png")).toEqual(["card-1.png", "card-2.png", "card-3.png", "card-4.png", "card-5.png", "card-6.png"]);
  });
});
