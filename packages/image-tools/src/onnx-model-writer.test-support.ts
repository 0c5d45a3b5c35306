/**
 * Writes tiny ONNX models (protobuf, by hand: field numbers from onnx/onnx.proto) so the ONNX matting
 * path is tested on a model the test builds, never a downloaded one.
 */

class ProtoWriter {
  private readonly parts: number[] = [];

  private varint(value: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.parts.push(Number((v & 0x7fn) | 0x80n));
      v >>= 7n;
    }
    this.parts.push(Number(v));
  }

  int(field: number, value: number): this {
    this.varint((field << 3) | 0);
    this.varint(value);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.varint((field << 3) | 2);
    this.varint(value.length);
    for (const b of value) this.parts.push(b);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytes(field, inner.done());
  }

  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

const FLOAT = 1;

function tensorType(w: ProtoWriter, dims: (number | string)[]): void {
  // TypeProto.tensor_type (1): elem_type (1), shape (2) of dims (1) with dim_value (1) or dim_param (2).
  w.message(1, (t) => {
    t.int(1, FLOAT);
    t.message(2, (shape) => {
      for (const d of dims) shape.message(1, (dim) => (typeof d === "number" ? dim.int(1, d) : dim.string(2, d)));
    });
  });
}

/**
 * A one-convolution mask model: output = Sigmoid(Conv1x1(input)), with the given weights over the
 * three normalised input channels and a bias. Input "input" [1,3,size,size], output "mask" [1,1,size,size].
 */
export function maskModel(size: number, weights: [number, number, number], bias: number): Uint8Array {
  const w = new ProtoWriter();
  w.int(1, 8); // ir_version
  w.string(2, "logo-studio-test");
  w.message(7, (graph) => {
    graph.message(1, (node) => node.string(1, "input").string(1, "W").string(1, "B").string(2, "logits").string(3, "conv").string(4, "Conv"));
    graph.message(1, (node) => node.string(1, "logits").string(2, "mask").string(3, "sigmoid").string(4, "Sigmoid"));
    graph.string(2, "mask-model");
    graph.message(5, (t) => {
      for (const d of [1, 3, 1, 1]) t.int(1, d);
      t.int(2, FLOAT);
      t.string(8, "W");
      t.bytes(9, new Uint8Array(Float32Array.from(weights).buffer));
    });
    graph.message(5, (t) => {
      t.int(1, 1);
      t.int(2, FLOAT);
      t.string(8, "B");
      t.bytes(9, new Uint8Array(Float32Array.from([bias]).buffer));
    });
    graph.message(11, (vi) => vi.string(1, "input").message(2, (type) => tensorType(type, [1, 3, size, size])));
    graph.message(12, (vi) => vi.string(1, "mask").message(2, (type) => tensorType(type, [1, 1, size, size])));
  });
  w.message(8, (opset) => opset.string(1, "").int(2, 13));
  return w.done();
}
