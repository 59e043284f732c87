// loadOnce (client/kit/loadOnce.ts): the page's lazily loaded parts (the net, the panels, the guides' advice, the
// photo, the test probes) import once, and a failed import is forgotten so the next ask tries again.
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../client/kit/loadOnce.js';

describe('loadOnce', () => {
  it('imports once however many ask, and says the module once it is in', async () => {
    let imports = 0;
    const chunk = loadOnce(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(await chunk.load()).toBe(a);
    expect(imports).toBe(1);
    expect(chunk.loaded()).toEqual({ answer: 42 });
  });

  it('forgets a failed import: the next ask imports again and gets the module', async () => {
    let imports = 0;
    const chunk = loadOnce(async () => {
      imports += 1;
      if (imports === 1) throw new Error('network gone for a moment');
      return 'module';
    });
    await expect(chunk.load()).rejects.toThrow('network gone');
    expect(chunk.loaded()).toBeNull();
    expect(await chunk.load()).toBe('module');
    expect(imports).toBe(2);
    expect(chunk.loaded()).toBe('module');
  });
});
