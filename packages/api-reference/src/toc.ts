import { escapeHtml } from './model/text';
import type { ApiModel, TocEntry } from './model/types';

export const outlineAnchor = 'operations-at-a-glance';
export const outlineTitle = 'Operations at a glance';
export const schemasAnchor = 'schemas';
export const schemasTitle = 'Schemas';

/**
 * The page's table of contents for the reference: the outline, then one level-2 entry per tag
 * with its operations at level 3, then the schemas. The page's own headings
 * come before these; Docusaurus merges both lists.
 */
export function buildToc(model: ApiModel): TocEntry[] {
  const entries: TocEntry[] = [{ value: outlineTitle, id: outlineAnchor, level: 2 }];
  for (const tag of model.tags) {
    entries.push({ value: escapeHtml(tag.title), id: tag.anchor, level: 2 });
    for (const operation of tag.operations) {
      entries.push({ value: escapeHtml(operation.summary), id: operation.anchor, level: 3 });
    }
  }
  if (model.schemas.length > 0) {
    entries.push({ value: schemasTitle, id: schemasAnchor, level: 2 });
    for (const schema of model.schemas) {
      entries.push({ value: escapeHtml(schema.name), id: schema.anchor, level: 3 });
    }
  }
  return entries;
}
