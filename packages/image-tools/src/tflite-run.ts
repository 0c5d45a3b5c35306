import { TENSOR_FLOAT16, TENSOR_FLOAT32, TENSOR_INT32, type FlatTable, type TfliteModel, type TfliteOperator } from "./tflite-model.js";

/**
 * A small float32 interpreter for the TensorFlow Lite graphs read by tflite-model.ts: the ops of the
 * MediaPipe selfie segmentation model (a MobileNetV3-style encoder-decoder), NHWC like TFLite itself.
 * Plain loops over Float32Arrays: deterministic (same input, same bits) and fast enough for a
 * 256x256 input (about 40 M multiply-adds). Any other op throws, naming it, rather than guess.
 */

type Tensor = { shape: number[]; data: Float32Array | Int32Array };

const ADD = 0;
const AVERAGE_POOL_2D = 1;
const CONV_2D = 3;
const DEPTHWISE_CONV_2D = 4;
const DEQUANTIZE = 6;
const LOGISTIC = 14;
const MUL = 18;
const RELU = 19;
const RELU6 = 21;
const RESIZE_BILINEAR = 23;
const HARD_SWISH = 117;

/** The schema's Padding enum in builtin options, and TfLitePadding in MediaPipe's custom op options. */
const PADDING_SAME = 0;
const CUSTOM_PADDING_SAME = 1;

export class TfliteInterpreter {
  private readonly constants = new Map<number, Tensor>();

  constructor(private readonly model: TfliteModel) {
    model.tensors.forEach((tensor, index) => {
      const bytes = model.buffers[tensor.buffer];
      if (!bytes || bytes.length === 0) return;
      this.constants.set(index, { shape: tensor.shape, data: decodeConstant(bytes, tensor.type) });
    });
    // Weights stored as float16 come through DEQUANTIZE ops: run them once here, not per image.
    for (const op of model.operators) {
      if (op.builtin !== DEQUANTIZE) continue;
      const source = this.constants.get(op.inputs[0] as number);
      if (source) this.constants.set(op.outputs[0] as number, source);
    }
  }

  get inputShape(): number[] {
    return this.model.tensors[this.model.inputs[0] as number]?.shape ?? [];
  }

  /** Runs the graph on one NHWC float32 input; answers the first output. */
  run(input: Float32Array): Tensor {
    const values = new Map<number, Tensor>(this.constants);
    const inputIndex = this.model.inputs[0] as number;
    values.set(inputIndex, { shape: this.inputShape, data: input });
    const get = (index: number): Tensor => {
      const tensor = values.get(index);
      if (!tensor) throw new Error(`tflite: tensor ${this.model.tensors[index]?.name ?? index} has no value`);
      return tensor;
    };
    for (const op of this.model.operators) {
      if (op.builtin === DEQUANTIZE && values.has(op.outputs[0] as number)) continue;
      const out = runOp(
        op,
        op.inputs.map((i) => (i < 0 ? null : get(i))),
      );
      values.set(op.outputs[0] as number, out);
    }
    return get(this.model.outputs[0] as number);
  }
}

function decodeConstant(bytes: Uint8Array, type: number): Float32Array | Int32Array {
  const copy = bytes.slice(); // aligned copy: the FlatBuffer's offsets need not be 4-byte aligned
  if (type === TENSOR_FLOAT32) return new Float32Array(copy.buffer, 0, copy.length / 4);
  if (type === TENSOR_INT32) return new Int32Array(copy.buffer, 0, copy.length / 4);
  if (type === TENSOR_FLOAT16) {
    const halves = new Uint16Array(copy.buffer, 0, copy.length / 2);
    return Float32Array.from(halves, halfToFloat);
  }
  throw new Error(`tflite: constant tensors of type ${type} are not supported`);
}

function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

function floats(tensor: Tensor | null | undefined): Float32Array {
  if (!tensor || !(tensor.data instanceof Float32Array)) throw new Error("tflite: expected a float32 tensor");
  return tensor.data;
}

function runOp(op: TfliteOperator, inputs: (Tensor | null)[]): Tensor {
  const [a, b, c] = inputs;
  if (!a) throw new Error("tflite: operator without input");
  switch (op.builtin) {
    case CONV_2D:
      return conv2d(a, required(b), c ?? null, op.options);
    case DEPTHWISE_CONV_2D:
      return depthwise(a, required(b), c ?? null, op.options);
    case AVERAGE_POOL_2D:
      return averagePool(a, op.options);
    case ADD:
      return broadcast(a, required(b), "add", op.options?.int8(0) ?? 0);
    case MUL:
      return broadcast(a, required(b), "mul", op.options?.int8(0) ?? 0);
    case RELU:
      return unary(a, "relu");
    case RELU6:
      return unary(a, "relu6");
    case HARD_SWISH:
      return unary(a, "hardSwish");
    case LOGISTIC:
      return unary(a, "logistic");
    case RESIZE_BILINEAR:
      return resizeBilinear(a, required(b), op.options);
    case DEQUANTIZE:
      return { shape: a.shape, data: Float32Array.from(a.data) };
    default:
      if (op.custom === "Convolution2DTransposeBias") return transposeConvBias(a, required(b), required(c), op.customOptions);
      throw new Error(`tflite: operator ${op.custom ?? op.builtin} is not supported`);
  }
}

function required(tensor: Tensor | null | undefined): Tensor {
  if (!tensor) throw new Error("tflite: missing operand");
  return tensor;
}

/** Elementwise activations, one loop each: a shared loop calling a closure per element was the interpreter's hot spot. */
function unary(a: Tensor, kind: "relu" | "relu6" | "hardSwish" | "logistic"): Tensor {
  const src = floats(a);
  const out = new Float32Array(src.length);
  const n = src.length;
  if (kind === "relu") for (let i = 0; i < n; i++) out[i] = Math.max(0, src[i] as number);
  else if (kind === "relu6") for (let i = 0; i < n; i++) out[i] = Math.min(6, Math.max(0, src[i] as number));
  else if (kind === "hardSwish")
    for (let i = 0; i < n; i++) {
      const x = src[i] as number;
      out[i] = (x * Math.min(6, Math.max(0, x + 3))) / 6;
    }
  else for (let i = 0; i < n; i++) out[i] = 1 / (1 + Math.exp(-(src[i] as number)));
  return { shape: a.shape, data: out };
}

/** A fused activation applied in place (fused_activation_function: NONE 0, RELU 1, RELU_N1_TO_1 2, RELU6 3). */
function activateInPlace(data: Float32Array, kind: number): void {
  if (kind === 0) return;
  const n = data.length;
  if (kind === 1) for (let i = 0; i < n; i++) data[i] = Math.max(0, data[i] as number);
  else if (kind === 2) for (let i = 0; i < n; i++) data[i] = Math.min(1, Math.max(-1, data[i] as number));
  else if (kind === 3) for (let i = 0; i < n; i++) data[i] = Math.min(6, Math.max(0, data[i] as number));
  else throw new Error(`tflite: fused activation ${kind} is not supported`);
}

/** Elementwise with the broadcasts these graphs use: equal shapes, or [1,1,1,C] against [1,H,W,C] (both commute). */
function broadcast(a: Tensor, b: Tensor, kind: "add" | "mul", activation: number): Tensor {
  const [big, small] = a.data.length >= b.data.length ? [a, b] : [b, a];
  const x = floats(big);
  const y = floats(small);
  const out = new Float32Array(x.length);
  const period = y.length;
  if (x.length % period !== 0) throw new Error("tflite: operands do not broadcast");
  for (let base = 0; base < x.length; base += period) {
    if (kind === "add") for (let j = 0; j < period; j++) out[base + j] = (x[base + j] as number) + (y[j] as number);
    else for (let j = 0; j < period; j++) out[base + j] = (x[base + j] as number) * (y[j] as number);
  }
  activateInPlace(out, activation);
  return { shape: big.shape, data: out };
}

/** TFLite's SAME padding: output ceil(in / stride), the extra row or column at the end. */
function samePad(size: number, stride: number, kernel: number, dilation: number): { out: number; before: number } {
  const out = Math.ceil(size / stride);
  const total = Math.max(0, (out - 1) * stride + (kernel - 1) * dilation + 1 - size);
  return { out, before: Math.floor(total / 2) };
}

function outputGeometry(size: number, stride: number, kernel: number, dilation: number, padding: number): { out: number; before: number } {
  if (padding === PADDING_SAME) return samePad(size, stride, kernel, dilation);
  return { out: Math.floor((size - (kernel - 1) * dilation - 1) / stride) + 1, before: 0 };
}

/** CONV_2D, filter [O, KH, KW, I]; Conv2DOptions: padding 0, stride_w 1, stride_h 2, activation 3, dilation_w 4, dilation_h 5. */
function conv2d(input: Tensor, filter: Tensor, bias: Tensor | null, options: FlatTable | null): Tensor {
  const [, h, w, cin] = input.shape as [number, number, number, number];
  const [cout, kh, kw] = filter.shape as [number, number, number, number];
  const padding = options?.int8(0) ?? 0;
  const sw = options?.int32(1, 1) ?? 1;
  const sh = options?.int32(2, 1) ?? 1;
  const dw = options?.int32(4, 1) ?? 1;
  const dh = options?.int32(5, 1) ?? 1;
  const gy = outputGeometry(h, sh, kh, dh, padding);
  const gx = outputGeometry(w, sw, kw, dw, padding);
  const x = floats(input);
  const bv = bias ? floats(bias) : new Float32Array(cout);
  // Weights as [KH, KW, I, O]: the innermost loop then runs over output channels, contiguous in
  // both the weights and the output pixel, which V8 turns into a tight loop.
  const k = floats(filter);
  const kt = new Float32Array(k.length);
  for (let o = 0; o < cout; o++)
    for (let ky = 0; ky < kh; ky++)
      for (let kx = 0; kx < kw; kx++)
        for (let i = 0; i < cin; i++) kt[((ky * kw + kx) * cin + i) * cout + o] = k[((o * kh + ky) * kw + kx) * cin + i] as number;
  const out = new Float32Array(gy.out * gx.out * cout);
  for (let oy = 0; oy < gy.out; oy++) {
    for (let ox = 0; ox < gx.out; ox++) {
      const ob = (oy * gx.out + ox) * cout;
      for (let o = 0; o < cout; o++) out[ob + o] = bv[o] as number;
      for (let ky = 0; ky < kh; ky++) {
        const iy = oy * sh - gy.before + ky * dh;
        if (iy < 0 || iy >= h) continue;
        for (let kx = 0; kx < kw; kx++) {
          const ix = ox * sw - gx.before + kx * dw;
          if (ix < 0 || ix >= w) continue;
          const base = (iy * w + ix) * cin;
          const kb = (ky * kw + kx) * cin * cout;
          for (let i = 0; i < cin; i++) {
            const xv = x[base + i] as number;
            if (xv === 0) continue; // after a ReLU about half the inputs are zero
            const ki = kb + i * cout;
            for (let o = 0; o < cout; o++) out[ob + o] = (out[ob + o] as number) + xv * (kt[ki + o] as number);
          }
        }
      }
    }
  }
  activateInPlace(out, options?.int8(3) ?? 0);
  return { shape: [1, gy.out, gx.out, cout], data: out };
}

/** DEPTHWISE_CONV_2D, filter [1, KH, KW, C] (depth multiplier 1); options: padding 0, stride_w 1, stride_h 2, multiplier 3, activation 4, dilation 5/6. */
function depthwise(input: Tensor, filter: Tensor, bias: Tensor | null, options: FlatTable | null): Tensor {
  const [, h, w, c] = input.shape as [number, number, number, number];
  const [, kh, kw, cout] = filter.shape as [number, number, number, number];
  if (cout !== c) throw new Error("tflite: depthwise convolutions with a depth multiplier are not supported");
  const padding = options?.int8(0) ?? 0;
  const sw = options?.int32(1, 1) ?? 1;
  const sh = options?.int32(2, 1) ?? 1;
  const dw = options?.int32(5, 1) ?? 1;
  const dh = options?.int32(6, 1) ?? 1;
  const gy = outputGeometry(h, sh, kh, dh, padding);
  const gx = outputGeometry(w, sw, kw, dw, padding);
  const x = floats(input);
  const k = floats(filter);
  const bv = bias ? floats(bias) : null;
  const out = new Float32Array(gy.out * gx.out * c);
  for (let oy = 0; oy < gy.out; oy++) {
    for (let ox = 0; ox < gx.out; ox++) {
      const ob = (oy * gx.out + ox) * c;
      for (let ch = 0; ch < c; ch++) out[ob + ch] = bv ? (bv[ch] as number) : 0;
      for (let ky = 0; ky < kh; ky++) {
        const iy = oy * sh - gy.before + ky * dh;
        if (iy < 0 || iy >= h) continue;
        for (let kx = 0; kx < kw; kx++) {
          const ix = ox * sw - gx.before + kx * dw;
          if (ix < 0 || ix >= w) continue;
          const base = (iy * w + ix) * c;
          const kb = (ky * kw + kx) * c;
          for (let ch = 0; ch < c; ch++) out[ob + ch] = (out[ob + ch] as number) + (x[base + ch] as number) * (k[kb + ch] as number);
        }
      }
    }
  }
  activateInPlace(out, options?.int8(4) ?? 0);
  return { shape: [1, gy.out, gx.out, c], data: out };
}

/** AVERAGE_POOL_2D; Pool2DOptions: padding 0, stride_w 1, stride_h 2, filter_w 3, filter_h 4, activation 5. Padding cells are not counted. */
function averagePool(input: Tensor, options: FlatTable | null): Tensor {
  const [, h, w, c] = input.shape as [number, number, number, number];
  const padding = options?.int8(0) ?? 0;
  const sw = options?.int32(1, 1) ?? 1;
  const sh = options?.int32(2, 1) ?? 1;
  const fw = options?.int32(3, 1) ?? 1;
  const fh = options?.int32(4, 1) ?? 1;
  const gy = outputGeometry(h, sh, fh, 1, padding);
  const gx = outputGeometry(w, sw, fw, 1, padding);
  const x = floats(input);
  const out = new Float32Array(gy.out * gx.out * c);
  const sum = new Float64Array(c);
  for (let oy = 0; oy < gy.out; oy++) {
    for (let ox = 0; ox < gx.out; ox++) {
      sum.fill(0);
      let count = 0;
      for (let fy = 0; fy < fh; fy++) {
        const iy = oy * sh - gy.before + fy;
        if (iy < 0 || iy >= h) continue;
        for (let fx = 0; fx < fw; fx++) {
          const ix = ox * sw - gx.before + fx;
          if (ix < 0 || ix >= w) continue;
          const base = (iy * w + ix) * c;
          for (let ch = 0; ch < c; ch++) sum[ch] = (sum[ch] as number) + (x[base + ch] as number);
          count++;
        }
      }
      const ob = (oy * gx.out + ox) * c;
      for (let ch = 0; ch < c; ch++) {
        const v = (sum[ch] as number) / Math.max(1, count);
        out[ob + ch] = v;
      }
    }
  }
  activateInPlace(out, options?.int8(5) ?? 0);
  return { shape: [1, gy.out, gx.out, c], data: out };
}

/** RESIZE_BILINEAR to the size tensor [H, W]; options: align_corners 2, half_pixel_centers 3. */
function resizeBilinear(input: Tensor, size: Tensor, options: FlatTable | null): Tensor {
  const [, h, w, c] = input.shape as [number, number, number, number];
  const oh = size.data[0] as number;
  const ow = size.data[1] as number;
  const alignCorners = options?.bool(2) ?? false;
  const halfPixel = options?.bool(3) ?? false;
  const scaleY = alignCorners && oh > 1 ? (h - 1) / (oh - 1) : h / oh;
  const scaleX = alignCorners && ow > 1 ? (w - 1) / (ow - 1) : w / ow;
  const x = floats(input);
  const out = new Float32Array(oh * ow * c);
  for (let oy = 0; oy < oh; oy++) {
    const fy = halfPixel ? Math.max(0, (oy + 0.5) * scaleY - 0.5) : oy * scaleY;
    const y0 = Math.min(h - 1, Math.floor(fy));
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let ox = 0; ox < ow; ox++) {
      const fx = halfPixel ? Math.max(0, (ox + 0.5) * scaleX - 0.5) : ox * scaleX;
      const x0 = Math.min(w - 1, Math.floor(fx));
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const ob = (oy * ow + ox) * c;
      const a00 = (y0 * w + x0) * c;
      const a01 = (y0 * w + x1) * c;
      const a10 = (y1 * w + x0) * c;
      const a11 = (y1 * w + x1) * c;
      for (let ch = 0; ch < c; ch++) {
        const top = (x[a00 + ch] as number) * (1 - tx) + (x[a01 + ch] as number) * tx;
        const bottom = (x[a10 + ch] as number) * (1 - tx) + (x[a11 + ch] as number) * tx;
        out[ob + ch] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return { shape: [1, oh, ow, c], data: out };
}

/**
 * MediaPipe's custom Convolution2DTransposeBias: a transposed convolution plus bias, filter [O, KH, KW, I];
 * its options are the C struct TfLiteTransposeConvParams { padding, stride_width, stride_height } (int32s).
 */
function transposeConvBias(input: Tensor, filter: Tensor, bias: Tensor, raw: Uint8Array | null): Tensor {
  if (!raw || raw.length < 12) throw new Error("tflite: Convolution2DTransposeBias without options");
  const params = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const padding = params.getInt32(0, true);
  const sw = params.getInt32(4, true);
  const sh = params.getInt32(8, true);
  const [, h, w, cin] = input.shape as [number, number, number, number];
  const [cout, kh, kw] = filter.shape as [number, number, number, number];
  // SAME: output = input * stride, the overhang trimmed evenly; VALID: (input - 1) * stride + kernel.
  const oh = padding === CUSTOM_PADDING_SAME ? h * sh : (h - 1) * sh + kh;
  const ow = padding === CUSTOM_PADDING_SAME ? w * sw : (w - 1) * sw + kw;
  const padY = padding === CUSTOM_PADDING_SAME ? Math.floor(Math.max(0, (h - 1) * sh + kh - oh) / 2) : 0;
  const padX = padding === CUSTOM_PADDING_SAME ? Math.floor(Math.max(0, (w - 1) * sw + kw - ow) / 2) : 0;
  const x = floats(input);
  const k = floats(filter);
  const bv = floats(bias);
  const out = new Float32Array(oh * ow * cout);
  for (let p = 0; p < oh * ow; p++) for (let o = 0; o < cout; o++) out[p * cout + o] = bv[o] as number;
  for (let iy = 0; iy < h; iy++) {
    for (let ix = 0; ix < w; ix++) {
      const base = (iy * w + ix) * cin;
      for (let ky = 0; ky < kh; ky++) {
        const oy = iy * sh + ky - padY;
        if (oy < 0 || oy >= oh) continue;
        for (let kx = 0; kx < kw; kx++) {
          const ox = ix * sw + kx - padX;
          if (ox < 0 || ox >= ow) continue;
          const ob = (oy * ow + ox) * cout;
          for (let o = 0; o < cout; o++) {
            const kb = ((o * kh + ky) * kw + kx) * cin;
            let sum = 0;
            for (let i = 0; i < cin; i++) sum += (x[base + i] as number) * (k[kb + i] as number);
            out[ob + o] = (out[ob + o] as number) + sum;
          }
        }
      }
    }
  }
  return { shape: [1, oh, ow, cout], data: out };
}
