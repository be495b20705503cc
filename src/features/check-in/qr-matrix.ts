// A member's check-in code as a QR module matrix and one SVG path (drawn by React, no HTML string).
import QRCode from 'qrcode';

export interface QrMatrix {
  size: number;
  isDark: (x: number, y: number) => boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/** One path for all dark modules, in module units (the quiet zone is the viewBox's margin). */
export function qrPath(matrix: QrMatrix): string {
  let d = '';
  for (let y = 0; y < matrix.size; y++)
    for (let x = 0; x < matrix.size; x++) if (matrix.isDark(x, y)) d += `M${x} ${y}h1v1h-1z`;
  return d;
}
