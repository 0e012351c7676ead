import sharp from 'sharp';
import { DEMO_PALETTE } from './site-content';

/**
 * Small files the demo seed generates instead of shipping binaries: gradient cards
 * with simple shapes (webp) and minimal, valid one-page PDF documents.
 */

export type ShapeKind = 'cross' | 'circles' | 'capsule' | 'waves' | 'grid';

export interface CardOptions {
  width: number;
  height: number;
  /** Index into the demo palette. */
  palette: number;
  shape: ShapeKind;
  quality?: number;
}

function shapeSvg(kind: ShapeKind, w: number, h: number): string {
  const s = Math.min(w, h);
  const cx = w * 0.72;
  const cy = h / 2;
  switch (kind) {
    case 'cross': {
      const arm = s * 0.16;
      const len = s * 0.5;
      // Group opacity, so the overlapping arms do not add up to a brighter centre.
      return `<g fill="#ffffff" opacity="0.85">
        <rect x="${cx - arm / 2}" y="${cy - len / 2}" width="${arm}" height="${len}" rx="${arm / 5}"/>
        <rect x="${cx - len / 2}" y="${cy - arm / 2}" width="${len}" height="${arm}" rx="${arm / 5}"/>
      </g><circle cx="${w * 0.18}" cy="${h * 0.8}" r="${s * 0.35}" fill="#ffffff" fill-opacity="0.08"/>`;
    }
    case 'circles':
      return [0.12, 0.22, 0.32]
        .map(
          (r, i) =>
            `<circle cx="${cx}" cy="${cy}" r="${s * r}" fill="none" stroke="#ffffff" stroke-opacity="${0.5 - i * 0.12}" stroke-width="${s * 0.025}"/>`,
        )
        .join('');
    case 'capsule': {
      const cw = s * 0.6;
      const ch = s * 0.22;
      return `<g transform="rotate(-30 ${cx} ${cy})">
        <rect x="${cx - cw / 2}" y="${cy - ch / 2}" width="${cw}" height="${ch}" rx="${ch / 2}" fill="#ffffff" fill-opacity="0.9"/>
        <rect x="${cx}" y="${cy - ch / 2}" width="${cw / 2}" height="${ch}" rx="${ch / 2}" fill="#ffffff" fill-opacity="0.45"/>
      </g>`;
    }
    case 'waves':
      return [0.55, 0.7, 0.85]
        .map(
          (y, i) =>
            `<path d="M0 ${h * y} C ${w * 0.25} ${h * (y - 0.12)}, ${w * 0.5} ${h * (y + 0.12)}, ${w} ${h * (y - 0.05)} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="${0.08 + i * 0.05}"/>`,
        )
        .join('');
    case 'grid': {
      const step = s * 0.12;
      const dots: string[] = [];
      for (let x = w * 0.55; x < w * 0.95; x += step) {
        for (let y = h * 0.2; y < h * 0.85; y += step) {
          dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * 0.018).toFixed(1)}"/>`);
        }
      }
      return `<g fill="#ffffff" fill-opacity="0.55">${dots.join('')}</g>`;
    }
  }
}

/** A webp gradient card with one decorative shape. */
export async function gradientCard(options: CardOptions): Promise<Buffer> {
  const { width: w, height: h } = options;
  const [from, to] = DEMO_PALETTE[options.palette % DEMO_PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    ${shapeSvg(options.shape, w, h)}
  </svg>`;
  return sharp(Buffer.from(svg))
    .webp({ quality: options.quality ?? 60, effort: 0 })
    .toBuffer();
}

/** A small icon from an SVG document (a network's glyph on its colour), as a PNG with transparency. */
export async function iconPng(svg: string, size = 64): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** PDF string literal escaping; the standard Helvetica font covers printable ASCII only. */
function pdfText(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

/** A valid one-page A4 PDF with a heading and a few lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -34 Td',
    '16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (demo seed) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
