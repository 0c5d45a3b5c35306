/**
 * WOFF 1 to plain SFNT (TrueType/OpenType) bytes. opentype.js inflates WOFF with tiny-inflate,
 * which rejects some valid @fontsource subsets ("Data error"); decoding here lets the caller use
 * a real zlib (node:zlib on the server, DecompressionStream in the browser).
 */
type WoffTable = { tag: number; checksum: number; data: Uint8Array; compressed: boolean; origLength: number };

function readTables(bytes: ArrayBuffer): { flavor: number; tables: WoffTable[] } | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 44 || view.getUint32(0) !== 0x774f4646) return undefined; // "wOFF"
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: WoffTable[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    tables.push({
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: new Uint8Array(bytes, offset, compLength),
      compressed: compLength < origLength,
      origLength,
    });
  }
  return { flavor, tables };
}

function assemble(flavor: number, tables: { tag: number; checksum: number; data: Uint8Array }[]): ArrayBuffer {
  const sorted = [...tables].sort((a, b) => a.tag - b.tag);
  const headerLength = 12 + sorted.length * 16;
  const total = sorted.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(sorted.length));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, sorted.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, sorted.length * 16 - searchRange);
  let offset = headerLength;
  sorted.forEach((table, index) => {
    const record = 12 + index * 16;
    view.setUint32(record, table.tag);
    view.setUint32(record + 4, table.checksum);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out.buffer;
}

/** Returns SFNT bytes; bytes that are not WOFF come back unchanged. */
export function decodeWoff(bytes: ArrayBuffer, inflate: (data: Uint8Array) => Uint8Array): ArrayBuffer {
  const woff = readTables(bytes);
  if (!woff) return bytes;
  return assemble(
    woff.flavor,
    woff.tables.map((table) => ({ ...table, data: table.compressed ? inflate(table.data) : table.data })),
  );
}

export async function decodeWoffAsync(bytes: ArrayBuffer, inflate: (data: Uint8Array) => Promise<Uint8Array>): Promise<ArrayBuffer> {
  const woff = readTables(bytes);
  if (!woff) return bytes;
  const tables = await Promise.all(woff.tables.map(async (table) => ({ ...table, data: table.compressed ? await inflate(table.data) : table.data })));
  return assemble(woff.flavor, tables);
}
