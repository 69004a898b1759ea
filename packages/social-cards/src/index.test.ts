import { describe, expect, it } from 'vitest';
import { cardFileFor } from './index';

describe('cardFileFor', () => {
  it('names a card after its route', () => {
    expect(cardFileFor('/')).toBe('index.png');
    expect(cardFileFor('/docs/guides/install')).toBe('docs/guides/install.png');
    expect(cardFileFor('/docs/guides/')).toBe('docs/guides.png');
    expect(cardFileFor('/404.html')).toBe('404.png');
  });
});
