/**
 * Clears the 8-connected regions of non-zero cells smaller than `minSize` (set to 0) and returns how
 * many regions went: isolated specks of a noisy backdrop that passed the colour threshold.
 */
export function clearSmallRegions(cells: Uint8Array, width: number, height: number, minSize: number): number {
  if (minSize <= 1) return 0;
  const seen = new Uint8Array(cells.length);
  const queue = new Int32Array(cells.length);
  let cleared = 0;
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] === 0 || seen[start] === 1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const p = queue[head++] as number;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (cells[q] !== 0 && seen[q] === 0) {
            seen[q] = 1;
            queue[tail++] = q;
          }
        }
      }
    }
    // The region is queue[0..tail): small ones are specks.
    if (tail < minSize) {
      for (let k = 0; k < tail; k++) cells[queue[k] as number] = 0;
      cleared++;
    }
  }
  return cleared;
}
