// The member's own check-in code (issue 6): the signed code as a QR image to show at the desk, and the short
// code in text to read out when the camera cannot scan. Drawn as SVG from the module matrix.
import { useIsRestoring } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatShortCode } from '#domain/check-in/codes';
import { errorMessage } from '../../../lib/error-message';
import { useMyCheckInCode } from '../api/check-in';
import { qrMatrix, qrPath } from '../qr-matrix';
import './check-in.css';

const QUIET_ZONE = 4;

export function QrImage({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const matrix = qrMatrix(text);
    return { size: matrix.size, d: qrPath(matrix) };
  }, [text]);
  const box = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-image"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

export function MemberCheckInCode({ userId }: { userId: number }) {
  const code = useMyCheckInCode(userId);
  const isRestoring = useIsRestoring();
  return (
    <section className="user-card member-code" aria-labelledby="check-in-code-heading">
      <h2 id="check-in-code-heading" className="user-card__title">
        Mein Check-in-Code
      </h2>
      {code.data ? (
        <>
          <QrImage text={code.data.code} label="QR-Code für den Check-in" />
          <p className="member-code__short">
            Kurzcode: <strong data-testid="short-code">{formatShortCode(code.data.shortCode)}</strong>
          </p>
          <p className="user-card__text">Zeig den Code am Empfang oder nenne den Kurzcode.</p>
        </>
      ) : code.isError ? (
        <p role="alert">
          {errorMessage(code.error, { fallback: 'Der Check-in-Code konnte nicht geladen werden.' })}
        </p>
      ) : isRestoring || code.fetchStatus === 'fetching' ? (
        <p className="user-card__text">Check-in-Code wird geladen …</p>
      ) : (
        <p className="user-card__text">
          Offline: dein Check-in-Code ist auf diesem Gerät noch nicht gespeichert. Er wird gespeichert, sobald
          du ihn einmal mit Verbindung geöffnet hast; am Empfang hilft dir auch dein Name.
        </p>
      )}
    </section>
  );
}
