/** Lower-case ASCII words joined by hyphens, for ids and file names made from names and paths. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
