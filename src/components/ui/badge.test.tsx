import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgePosition } from './badge';

const POSITIONS: BadgePosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

describe('Badge', () => {
  it.each(POSITIONS)('pins itself to the %s corner', (position) => {
    render(<Badge position={position}>Neu</Badge>);
    const badge = screen.getByText('Neu');
    expect(badge.dataset.position).toBe(position);
    expect(badge.classList.contains(`badge--${position}`)).toBe(true);
    for (const other of POSITIONS.filter((p) => p !== position)) {
      expect(badge.classList.contains(`badge--${other}`)).toBe(false);
    }
  });

  it('stays inline without a position', () => {
    render(<Badge variant="popular">Beliebt</Badge>);
    const badge = screen.getByText('Beliebt');
    expect(badge.dataset.position).toBeUndefined();
    expect(POSITIONS.some((p) => badge.classList.contains(`badge--${p}`))).toBe(false);
    expect(badge.classList.contains('badge--popular')).toBe(true);
  });
});
