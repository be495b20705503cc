// QR decoding on generated images (no camera here): codes made with the qrcode package, and the member's code
// as the app draws it (the SVG path), rasterised to RGBA frames and read back with the scanner's decoder.
import { render } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrImage } from './components/member-check-in-code';
import { decodeQrFrame } from './qr-decode';

const SIGNED = 'K1.42.AbCdEfGhIjKlMnOpQrStUv';

/** A frame of `scale` pixels per module with a 4-module white margin, dark where isDark says. */
function rasterise(size: number, isDark: (x: number, y: number) => boolean, scale = 4) {
  const margin = 4;
  const width = (size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const x = Math.floor(px / scale) - margin;
      const y = Math.floor(py / scale) - margin;
      if (x >= 0 && y >= 0 && x < size && y < size && isDark(x, y)) {
        const i = (py * width + px) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  return { data, width, height: width };
}

describe('QR decoding', () => {
  it.each([SIGNED, 'K1.7.0123456789abcdefghij_-', 'ABCD1234'])(
    'reads %s from an image made with the qrcode package',
    (text) => {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      const frame = rasterise(modules.size, (x, y) => modules.get(y, x) === 1);
      expect(decodeQrFrame(frame.data, frame.width, frame.height)).toBe(text);
    },
  );

  it("reads the member's code as the dashboard draws it", () => {
    const { container } = render(<QrImage text={SIGNED} label="QR-Code für den Check-in" />);
    const svg = container.querySelector('svg')!;
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]) - 8;
    const dark = new Set<string>();
    for (const [, x, y] of svg
      .querySelector('path')!
      .getAttribute('d')!
      .matchAll(/M(\d+) (\d+)/g))
      dark.add(`${x},${y}`);
    const frame = rasterise(size, (x, y) => dark.has(`${x},${y}`));
    expect(decodeQrFrame(frame.data, frame.width, frame.height)).toBe(SIGNED);
  });

  it('finds nothing in a frame without a code', () => {
    const frame = rasterise(21, (x, y) => (x * 7 + y * 3) % 5 === 0);
    expect(decodeQrFrame(frame.data, frame.width, frame.height)).toBeNull();
  });
});
