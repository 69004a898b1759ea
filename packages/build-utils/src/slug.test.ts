import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('joins lower-case words with single hyphens and trims them at both ends', () => {
    expect(slug('  Get /api/v1beta/workloads/{name} ')).toBe('get-api-v1beta-workloads-name');
    expect(slug('Kubernetes & the Operator')).toBe('kubernetes-the-operator');
  });

  it('gives an empty string when nothing is left, so callers choose their fallback', () => {
    expect(slug('¿¡!')).toBe('');
  });
});
