// Decoding a camera frame with jsQR where the browser has no BarcodeDetector. Loaded only when the scanner
// needs it, so the check-in screen does not carry the decoder otherwise.
import jsQR from 'jsqr';

/** The text of the QR code in an RGBA frame, or null when none is found. */
export function decodeQrFrame(data: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return found?.data || null;
}
