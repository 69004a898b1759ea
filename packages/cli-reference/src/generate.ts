import { renderCategory, renderCommandPage } from './render';
import { resolveSource } from './resolve';
import type { CliReferenceSource } from './types';

export interface GenerateOptions {
  /** Page ids the site expects, one per command (`git`, `git_remote`, ...). */
  pageIds: readonly string[];
  categoryLabel: string;
  categoryPosition: number;
  /** How messages and page front matter name the source file. */
  sourceName: string;
}

/** The files of the CLI reference folder, by file name. Throws CliSourceError on a bad source. */
export function generateFiles(source: unknown, options: GenerateOptions): Map<string, string> {
  const commands = resolveSource(source, options.pageIds, options.sourceName);
  const { guides } = source as CliReferenceSource;
  const files = new Map<string, string>();
  files.set('_category_.json', renderCategory(options.categoryLabel, options.categoryPosition));
  for (const command of commands) {
    files.set(`${command.id}.md`, renderCommandPage(command, guides, options.sourceName));
  }
  return files;
}
