import { describe, expect, it, vi } from 'vitest';
import { BLOCK_GROUPS } from './block-groups';
import { coreBlocks } from './core-registry';
import { blockRegistry } from './registry';

describe('the on-demand block groups', () => {
  it('core plus the groups are the whole registry, each kind in one place only', () => {
    const keys = [...Object.keys(coreBlocks), ...BLOCK_GROUPS.flatMap((group) => group.keys)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it('a page of core blocks is ready at once; a campaign page after its groups loaded', async () => {
    // The groups a page loaded stay loaded for the module's life, and the ui files share their modules (decision
    // 0230): this test reads a fresh copy, as a page that just started.
    vi.resetModules();
    const { blocksReady, loadBlocksFor, loadedBlocks } = await import('./block-groups');
    expect(blocksReady(['hero', 'faq', 'contact-form'])).toBe(true);
    expect(loadedBlocks()).not.toHaveProperty('level-up-hero');
    expect(blocksReady(['hero', 'level-up-hero'])).toBe(false);
    const first = loadBlocksFor(['hero', 'level-up-hero']);
    expect(loadBlocksFor(['level-up-hero'])).toBe(first);
    await first;
    expect(blocksReady(['hero', 'level-up-hero', 'event-cards'])).toBe(true);
    expect(loadedBlocks()).toHaveProperty('level-up-hero');
    expect(loadedBlocks()).not.toHaveProperty('about-team');
  });
});
