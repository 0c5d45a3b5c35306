import { unzipSync } from "fflate";
import { SaxesParser } from "saxes";

/** An element of a parsed XML part: its qualified name and attributes. */
export type XmlElement = { name: string; attributes: Record<string, string> };

/** Every element of an XML text, in document order; throws (saxes is a strict parser) on anything that is not well-formed XML. */
export function xmlElements(text: string): XmlElement[] {
  const found: XmlElement[] = [];
  const parser = new SaxesParser();
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) =>
    found.push({ name: tag.name, attributes: Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [key, String(value)])) }),
  );
  parser.write(text).close();
  return found;
}

/** The parts of an Office file (a zip) as bytes by path. */
export function officeParts(file: Buffer): Map<string, Buffer> {
  return new Map(Object.entries(unzipSync(new Uint8Array(file))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

/** The Override and Default content types of [Content_Types].xml. */
export function contentTypes(parts: Map<string, Buffer>): { overrides: Map<string, string>; defaults: Map<string, string> } {
  const xml = parts.get("[Content_Types].xml");
  if (!xml) throw new Error("no [Content_Types].xml");
  const elements = xmlElements(xml.toString("utf8"));
  const pick = (name: string, key: string) =>
    new Map(elements.filter((e) => e.name === name).map((e) => [e.attributes[key] ?? "", e.attributes.ContentType ?? ""]));
  return { overrides: pick("Override", "PartName"), defaults: pick("Default", "Extension") };
}

/** The targets of a relationships part by id. */
export function relationships(parts: Map<string, Buffer>, path: string): Map<string, string> {
  const xml = parts.get(path);
  if (!xml) throw new Error(`no ${path}`);
  return new Map(xmlElements(xml.toString("utf8")).flatMap((e) => (e.name === "Relationship" ? [[e.attributes.Id ?? "", e.attributes.Target ?? ""]] : [])));
}
