/**
 * A reader for TensorFlow Lite model files (.tflite): a FlatBuffer laid out by the public schema
 * (tensorflow/lite/schema/schema.fbs). No runtime on the npm registry runs .tflite on the server
 * without a native download, so the person model's graph is read here and run by tflite-run.ts.
 * Only what inference needs is read: tensors, operators, their options and the constant buffers.
 */

/** TensorType values of the schema that the models here use. */
export const TENSOR_FLOAT32 = 0;
export const TENSOR_FLOAT16 = 1;
export const TENSOR_INT32 = 2;

export type TfliteTensor = { name: string; shape: number[]; type: number; buffer: number };

export type TfliteOperator = {
  /** The builtin operator code (schema's BuiltinOperator), or -1 for a custom op (see `custom`). */
  builtin: number;
  custom: string | null;
  inputs: number[];
  outputs: number[];
  /** The builtin options table, read field by field by the op that knows its layout. */
  options: FlatTable | null;
  customOptions: Uint8Array | null;
};

export type TfliteModel = {
  tensors: TfliteTensor[];
  operators: TfliteOperator[];
  inputs: number[];
  outputs: number[];
  /** Constant data by buffer index (empty for activations). */
  buffers: Uint8Array[];
};

/** One FlatBuffer table: typed field reads by field index, with the schema's defaults. */
export class FlatTable {
  private readonly vtable: number;
  private readonly vtableSize: number;

  constructor(
    private readonly view: DataView,
    readonly pos: number,
  ) {
    this.vtable = pos - view.getInt32(pos, true);
    this.vtableSize = view.getUint16(this.vtable, true);
  }

  /** Absolute position of field `index`, or 0 when absent (so the default applies). */
  private field(index: number): number {
    const slot = 4 + index * 2;
    if (slot >= this.vtableSize) return 0;
    const offset = this.view.getUint16(this.vtable + slot, true);
    return offset === 0 ? 0 : this.pos + offset;
  }

  int32(index: number, fallback = 0): number {
    const at = this.field(index);
    return at === 0 ? fallback : this.view.getInt32(at, true);
  }

  uint32(index: number, fallback = 0): number {
    const at = this.field(index);
    return at === 0 ? fallback : this.view.getUint32(at, true);
  }

  int8(index: number, fallback = 0): number {
    const at = this.field(index);
    return at === 0 ? fallback : this.view.getInt8(at);
  }

  uint8(index: number, fallback = 0): number {
    const at = this.field(index);
    return at === 0 ? fallback : this.view.getUint8(at);
  }

  bool(index: number): boolean {
    return this.uint8(index) !== 0;
  }

  private indirect(index: number): number {
    const at = this.field(index);
    return at === 0 ? 0 : at + this.view.getUint32(at, true);
  }

  table(index: number): FlatTable | null {
    const at = this.indirect(index);
    return at === 0 ? null : new FlatTable(this.view, at);
  }

  string(index: number): string | null {
    const at = this.indirect(index);
    if (at === 0) return null;
    const length = this.view.getUint32(at, true);
    return new TextDecoder().decode(new Uint8Array(this.view.buffer, this.view.byteOffset + at + 4, length));
  }

  bytes(index: number): Uint8Array | null {
    const at = this.indirect(index);
    if (at === 0) return null;
    const length = this.view.getUint32(at, true);
    return new Uint8Array(this.view.buffer, this.view.byteOffset + at + 4, length);
  }

  int32s(index: number): number[] {
    const at = this.indirect(index);
    if (at === 0) return [];
    const length = this.view.getUint32(at, true);
    return Array.from({ length }, (_, i) => this.view.getInt32(at + 4 + i * 4, true));
  }

  tables(index: number): FlatTable[] {
    const at = this.indirect(index);
    if (at === 0) return [];
    const length = this.view.getUint32(at, true);
    return Array.from({ length }, (_, i) => {
      const slot = at + 4 + i * 4;
      return new FlatTable(this.view, slot + this.view.getUint32(slot, true));
    });
  }
}

/** Parses a .tflite file's first subgraph (the models here have one). */
export function readTflite(bytes: Uint8Array): TfliteModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The file identifier "TFL3" sits after the root offset.
  if (new TextDecoder().decode(bytes.subarray(4, 8)) !== "TFL3") throw new Error("not a TensorFlow Lite model");
  const model = new FlatTable(view, view.getUint32(0, true));
  const codes = model.tables(1).map((code) => {
    // builtin_code (field 3) superseded the byte-sized deprecated_builtin_code (field 0) at 127 ops.
    const builtin = Math.max(code.int8(0), code.int32(3));
    return { builtin, custom: code.string(1) };
  });
  const subgraph = model.tables(2)[0];
  if (!subgraph) throw new Error("TensorFlow Lite model without a subgraph");
  const buffers = model.tables(4).map((buffer) => {
    if (buffer.uint32(1) !== 0) throw new Error("TensorFlow Lite buffers stored outside the FlatBuffer are not supported");
    return buffer.bytes(0) ?? new Uint8Array(0);
  });
  const tensors = subgraph.tables(0).map((t) => ({ shape: t.int32s(0), type: t.int8(1), buffer: t.uint32(2), name: t.string(3) ?? "" }));
  const operators = subgraph.tables(3).map((op) => {
    const code = codes[op.uint32(0)];
    if (!code) throw new Error("TensorFlow Lite operator with an unknown opcode index");
    return {
      builtin: code.custom ? -1 : code.builtin,
      custom: code.custom,
      inputs: op.int32s(1),
      outputs: op.int32s(2),
      // builtin_options is a union: its type byte is field 3, the table field 4.
      options: op.table(4),
      customOptions: op.bytes(5),
    };
  });
  return { tensors, operators, inputs: subgraph.int32s(1), outputs: subgraph.int32s(2), buffers };
}
