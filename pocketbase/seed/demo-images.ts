// Demo listing pictures, drawn in code so the repository ships no binary images: a soft gradient
// with overlapping discs in the palette of the listing's category. Deterministic per seed.
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

const PALETTES: Rgb[][] = [
  [
    [31, 111, 92],
    [242, 201, 76],
    [235, 245, 240],
    [26, 60, 52],
  ],
  [
    [214, 90, 49],
    [247, 226, 199],
    [60, 74, 96],
    [250, 246, 240],
  ],
  [
    [45, 114, 210],
    [255, 214, 102],
    [232, 240, 252],
    [20, 50, 96],
  ],
  [
    [124, 58, 237],
    [252, 211, 77],
    [243, 238, 255],
    [49, 30, 92],
  ],
  [
    [13, 128, 80],
    [255, 138, 101],
    [236, 248, 241],
    [20, 70, 50],
  ],
  [
    [190, 30, 75],
    [255, 221, 180],
    [252, 240, 244],
    [80, 20, 40],
  ],
];

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A PNG picture for demo listing number `seed`, in palette `paletteIndex`. */
export function drawDemoPicture(seed: number, paletteIndex: number, width = 800, height = 600): Buffer {
  const random = mulberry32(seed * 7919 + paletteIndex);
  const palette = PALETTES[paletteIndex % PALETTES.length]!;
  const [main, accent, light, dark] = palette as [Rgb, Rgb, Rgb, Rgb];
  const discs = Array.from({ length: 5 + Math.floor(random() * 4) }, (_, i) => ({
    x: random() * width,
    y: random() * height * 0.9,
    r: (0.12 + random() * 0.28) * Math.min(width, height),
    color: i % 3 === 0 ? accent : i % 3 === 1 ? main : dark,
    alpha: 0.35 + random() * 0.4,
  }));
  const horizon = height * (0.62 + random() * 0.15);

  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let c = mix(light, mix(light, accent, 0.35), y / height);
      for (const d of discs) {
        const dist = Math.hypot(x - d.x, y - d.y);
        if (dist < d.r) {
          const edge = Math.min(1, (d.r - dist) / 2); // anti-aliased rim
          c = mix(c, d.color, d.alpha * edge);
        }
      }
      if (y > horizon) c = mix(c, dark, Math.min(0.85, 0.55 + ((y - horizon) / height) * 0.6));
      const i = (y * width + x) * 4;
      png.data[i] = c[0];
      png.data[i + 1] = c[1];
      png.data[i + 2] = c[2];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
