// The tablet camera as a QR reader: getUserMedia (back camera), then BarcodeDetector where the browser has it,
// else jsQR on canvas frames (loaded on demand). Reports the first code it reads and stops the camera.
import { useEffect, useRef, useState } from 'react';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const FRAME_MS = 250;

export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('Auf diesem Gerät ist keine Kamera verfügbar. Gib den Kurzcode ein.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem('Die Kamera konnte nicht gestartet werden. Gib den Kurzcode ein.');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stop();
      video.srcObject = stream;
      await video.play().catch(() => undefined);

      const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor })
        .BarcodeDetector;
      const detector = Detector ? new Detector({ formats: ['qr_code'] }) : null;
      const decode = detector ? null : (await import('../qr-decode')).decodeQrFrame;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });

      const tick = async () => {
        if (stopped) return;
        let text: string | null = null;
        if (video.readyState >= 2) {
          if (detector) {
            text = (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
          } else if (decode && context) {
            canvas.width = video.videoWidth;
            canvas.height = video.videoHeight;
            context.drawImage(video, 0, 0);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            text = decode(frame.data, frame.width, frame.height);
          }
        }
        if (text) {
          stop();
          onCodeRef.current(text);
        } else if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    }

    void start();
    return stop;
  }, []);

  return (
    <div className="qr-scanner">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <video ref={videoRef} className="qr-scanner__video" muted playsInline aria-label="Kamerabild" />
      )}
    </div>
  );
}
