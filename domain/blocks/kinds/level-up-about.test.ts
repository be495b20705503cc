import { describe, expect, it } from 'vitest';
import { validateBlockProps } from '../catalogue';

// The seed's inputs the components already honoured and the old catalogue refused (seed 002 §3): a story item's
// image, a testimonial's highlights, a timeline item's own status.
describe('seed inputs of the about and Level Up kinds', () => {
  it('accepts a story item’s image, a testimonial’s highlights and a timeline item’s pinned status', () => {
    expect(validateBlockProps('about-story', { items: [{ title: 'Heute', image: 'team-1' }] }).ok).toBe(true);
    expect(validateBlockProps('level-up-testimonials', { testimonials: [{ highlights: ['5 km'] }] }).ok).toBe(
      true,
    );
    const pinned = { items: [{ title: 'Anmelden', status: 'completed', active: false, completed: true }] };
    expect(validateBlockProps('timeline-cards', pinned).ok).toBe(true);
    // The editor's new entry: the first choice, which leaves the status to the current step.
    expect(validateBlockProps('timeline-cards', { items: [{ status: '' }] }).ok).toBe(true);
  });

  it('refuses a status that is not one of the three and an image address with a script', () => {
    expect(validateBlockProps('timeline-cards', { items: [{ status: 'done' }] }).ok).toBe(false);
    expect(validateBlockProps('about-story', { items: [{ image: 'javascript:alert(1)' }] }).ok).toBe(false);
  });
});
