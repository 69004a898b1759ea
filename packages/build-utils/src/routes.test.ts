import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForRoute, htmlFileForRoute } from './routes';

describe('htmlFileForRoute', () => {
  it('maps a route to its index.html and an .html route to itself', () => {
    expect(htmlFileForRoute('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFileForRoute('/out', '/guides/install')).toBe(
      path.join('/out', 'guides', 'install', 'index.html'),
    );
    expect(htmlFileForRoute('/out', '/404.html')).toBe(path.join('/out', '404.html'));
  });

  it("follows the site's trailingSlash as Docusaurus writes the files", () => {
    const cases: [boolean | undefined, string, string][] = [
      [undefined, '/guides/install', 'guides/install/index.html'],
      [undefined, '/guides/', 'guides/index.html'],
      [true, '/guides/install/', 'guides/install/index.html'],
      [false, '/guides/install', 'guides/install.html'],
      [false, '/guides/', 'guides/index.html'],
      [false, '/', 'index.html'],
      [false, '/404.html', '404.html'],
    ];
    for (const [trailingSlash, route, file] of cases) {
      expect(htmlFileForRoute('/out', route, { trailingSlash }), `${trailingSlash} ${route}`).toBe(
        path.join('/out', file),
      );
    }
  });

  it('leaves the base URL out of the file path', () => {
    expect(htmlFileForRoute('/out', '/docs/guides/install', { baseUrl: '/docs/' })).toBe(
      path.join('/out', 'guides', 'install', 'index.html'),
    );
    expect(htmlFileForRoute('/out', '/docs/', { baseUrl: '/docs/', trailingSlash: false })).toBe(
      path.join('/out', 'index.html'),
    );
  });
});

describe('fileForRoute', () => {
  it('names a file after its route, with or without a trailing slash', () => {
    expect(fileForRoute('/', '.png')).toBe('index.png');
    expect(fileForRoute('/docs/guides/install', '.png')).toBe('docs/guides/install.png');
    expect(fileForRoute('/docs/guides/', '.md')).toBe('docs/guides.md');
    expect(fileForRoute('/docs/guides', '.md')).toBe('docs/guides.md');
    expect(fileForRoute('/404.html', '.png')).toBe('404.png');
  });
});
