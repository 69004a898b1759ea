import { cliModelOf } from './model';
import { renderCategory, renderCommandPage } from './render';
import { resolveSource } from './resolve';
import type { CliModel, CliReferenceSource } from './types';

export interface GenerateOptions {
  /** Page ids the site expects, one per command (`git`, `git_remote`, ...). */
  pageIds: readonly string[];
  categoryLabel: string;
  categoryPosition: number;
  /** How messages and page front matter name the source file. */
  sourceName: string;
  /** The pages' folder, relative to the site directory, as the model names each page's file. */
  outputDir?: string;
}

/**
 * The source checked and resolved once: the files of the CLI reference
 * folder (by file name) and the model the plugin publishes. Throws
 * CliSourceError on a bad source.
 */
export function generateReference(
  source: unknown,
  options: GenerateOptions,
): { files: Map<string, string>; model: CliModel } {
  const commands = resolveSource(source, options.pageIds, options.sourceName);
  const { guides } = source as CliReferenceSource;
  const files = new Map<string, string>();
  files.set('_category_.json', renderCategory(options.categoryLabel, options.categoryPosition));
  for (const command of commands) {
    files.set(`${command.id}.md`, renderCommandPage(command, guides, options.sourceName));
  }
  return { files, model: cliModelOf(commands, options.outputDir ?? '.') };
}

/** The files of the CLI reference folder, by file name. Throws CliSourceError on a bad source. */
export function generateFiles(source: unknown, options: GenerateOptions): Map<string, string> {
  return generateReference(source, options).files;
}
