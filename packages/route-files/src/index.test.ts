import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileForRoute } from '.';

describe('htmlFileForRoute', () => {
  it('maps a route to its index.html and an .html route to itself', () => {
    expect(htmlFileForRoute('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFileForRoute('/out', '/guides/install')).toBe(
      path.join('/out', 'guides', 'install', 'index.html'),
    );
    expect(htmlFileForRoute('/out', '/404.html')).toBe(path.join('/out', '404.html'));
  });
});
