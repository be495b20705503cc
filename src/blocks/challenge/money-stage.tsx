// The cashback badge on its stage (seed 001 §2 item 1; seed 002 §3 badge positions): the badge pinned to one corner
// and the money animation over it. The challenge hero and the cashback badge block show it.
import { useEffect, useRef, type ReactNode } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { cashbackBadgeKind } from '#domain/blocks/kinds/challenge';
import { useMediaQuery } from '../../lib/use-media-query';
import { createMoneyAnimation, type MoneyAnimation, type Point } from './money-animation';
import './challenge.css';

export type CashbackBadgeValues = Pick<
  PropsOf<typeof cashbackBadgeKind>,
  'amount' | 'label' | 'text' | 'position'
>;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * A stage with the cashback badge pinned to one corner and the money canvas over it. The animation is created on
 * the first pointer contact (so nothing runs, and no context is asked for, before someone hovers); under reduced
 * motion the canvas is not even rendered.
 */
export function MoneyStage({
  badge,
  children,
  className,
}: {
  badge: CashbackBadgeValues;
  children?: ReactNode;
  className?: string;
}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const badgeRef = useRef<HTMLDivElement>(null);
  const animation = useRef<MoneyAnimation | null | undefined>(undefined);

  useEffect(() => {
    return () => {
      animation.current?.destroy();
      animation.current = undefined;
    };
  }, [reducedMotion]);

  /** The running animation, created on first use; null when it cannot or must not run. */
  const ensure = (): MoneyAnimation | null => {
    if (animation.current !== undefined) return animation.current;
    const canvas = canvasRef.current;
    if (!canvas || reducedMotion) return null;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(canvas.clientWidth * ratio) || 1;
    canvas.height = Math.round(canvas.clientHeight * ratio) || 1;
    animation.current = createMoneyAnimation({ canvas, reducedMotion });
    return animation.current;
  };
  const badgeCentre = (): Point => {
    const canvas = canvasRef.current?.getBoundingClientRect();
    const spot = badgeRef.current?.getBoundingClientRect();
    if (!canvas || !spot) return { x: 0, y: 0 };
    return { x: spot.left + spot.width / 2 - canvas.left, y: spot.top + spot.height / 2 - canvas.top };
  };

  const hoverStart = () => ensure()?.hoverStart(badgeCentre());

  // On a page of islands the stage's code arrives with the first pointer over it (decision 0183): a badge that is
  // under the pointer already when it mounts starts its hover as if the pointer had just come.
  useEffect(() => {
    if (badgeRef.current?.matches(':hover')) hoverStart();
    // Once, when the stage mounts: `hoverStart` reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={['money-stage', className].filter(Boolean).join(' ')}>
      {children}
      {!reducedMotion && <canvas ref={canvasRef} className="money-stage__canvas" aria-hidden="true" />}
      <div
        ref={badgeRef}
        className={`cashback-badge cashback-badge--${badge.position}`}
        data-position={badge.position}
        onPointerEnter={hoverStart}
        onPointerLeave={() => animation.current?.hoverEnd()}
        onClick={() => ensure()?.click(badgeCentre())}
      >
        <span className="cashback-badge__amount">{badge.amount}</span>
        <span className="cashback-badge__label">{badge.label}</span>
        {badge.text && <span className="cashback-badge__text">{badge.text}</span>}
      </div>
    </div>
  );
}
