// Two complete Prism themes with distinct colours per mode, as test data (a copy of the site's
// contrast-checked themes of 2026-11, so the expected colours below are real ones).
import type { PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#57606a', fontStyle: 'italic' },
    },
    {
      types: ['keyword', 'selector', 'important', 'atrule', 'instruction'],
      style: { color: '#b0201a' },
    },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: '#0a6429' } },
    { types: ['function', 'class-name', 'builtin'], style: { color: '#6330b4' } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'tag', 'attr-name'],
      style: { color: '#0550ae' },
    },
    { types: ['variable', 'parameter', 'environment', 'assign-left'], style: { color: '#8a3500' } },
    { types: ['operator', 'punctuation', 'entity', 'url'], style: { color: '#1f2328' } },
    { types: ['deleted'], style: { color: '#b0201a' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e6e8ee', backgroundColor: '#1d2029' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#a9b0bd', fontStyle: 'italic' },
    },
    {
      types: ['keyword', 'selector', 'important', 'atrule', 'instruction'],
      style: { color: '#ff8f87' },
    },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: '#8fd88e' } },
    { types: ['function', 'class-name', 'builtin'], style: { color: '#d5b0ff' } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'tag', 'attr-name'],
      style: { color: '#8cc8ff' },
    },
    { types: ['variable', 'parameter', 'environment', 'assign-left'], style: { color: '#ffb36b' } },
    { types: ['operator', 'punctuation', 'entity', 'url'], style: { color: '#e6e8ee' } },
    { types: ['deleted'], style: { color: '#ff8f87' } },
  ],
};
