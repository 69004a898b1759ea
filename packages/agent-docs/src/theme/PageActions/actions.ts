import type { PageActionOption } from '../../options';

/** What every action knows about the page it acts on. */
export interface ActionContext {
  /** Site path of the twin, to fetch and to link to. */
  markdownPath: string;
  markdownUrl: string;
  pageUrl: string;
  title: string;
  /** The site's prompt, with the page's URLs filled in. */
  prompt: string;
  onStatus(message: string): void;
}

/** A menu entry: a link the browser follows, or a command the menu runs. */
export type MenuEntry =
  | { kind: 'link'; label: string; href: string; newTab: boolean }
  | { kind: 'command'; label: string; run(): Promise<void> };

/**
 * The Markdown of the page, put on the clipboard. The clipboard write starts
 * at once, inside the click, with the text still on its way: browsers that
 * require a user gesture (Safari) refuse a write that starts after a fetch.
 */
async function copyMarkdown(context: ActionContext): Promise<void> {
  context.onStatus('Copying the page…');
  const text = fetch(context.markdownPath).then((response) => {
    if (!response.ok) throw new Error(`the Markdown answered ${response.status}`);
    return response.text();
  });
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    context.onStatus('Copied the page as Markdown');
  } catch (error) {
    context.onStatus(
      `Could not copy the page: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * Each kind of action, by its `type` in the plugin options. A new kind is one
 * more entry here and in the options schema; a new entry of an existing kind
 * is only an option.
 */
export function menuEntry(action: PageActionOption, context: ActionContext): MenuEntry {
  switch (action.type) {
    case 'copy-markdown':
      return { kind: 'command', label: action.label, run: () => copyMarkdown(context) };
    case 'view-markdown':
      return { kind: 'link', label: action.label, href: context.markdownPath, newTab: false };
    case 'link':
      return { kind: 'link', label: action.label, href: action.href, newTab: false };
    case 'open-url':
      return {
        kind: 'link',
        label: action.label,
        newTab: true,
        href: fill(action.url, {
          prompt: encodeURIComponent(context.prompt),
          markdownUrl: encodeURIComponent(context.markdownUrl),
          pageUrl: encodeURIComponent(context.pageUrl),
        }),
      };
  }
}

export function fillPrompt(
  template: string,
  page: { markdownUrl: string; pageUrl: string; title: string },
): string {
  return fill(template, page);
}
