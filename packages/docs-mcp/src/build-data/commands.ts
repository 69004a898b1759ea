import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { CliModel } from '@docs-kit/cli-reference/model';
import type { CliData } from '../data';
import { pagePathOf } from './pages';

/**
 * The CLI reference's commands, each with the URL path of the page the docs
 * plugin made from its generated file.
 */
export function commandsFromModel(model: CliModel, docs: readonly LoadedContent[]): CliData {
  const permalinks = new Map<string, string>();
  for (const version of docs.flatMap((content) => content.loadedVersions)) {
    for (const doc of version.docs)
      permalinks.set(doc.source.replace(/^@site\//, ''), doc.permalink);
  }
  return {
    rootCommand: model.rootCommand,
    commands: model.commands.map((command) => {
      const permalink = permalinks.get(command.pageFile);
      return { ...command, pagePath: permalink ? pagePathOf(permalink) : null };
    }),
  };
}
