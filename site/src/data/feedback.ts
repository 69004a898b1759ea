/** Where a reader reports a problem with a page: a new issue on ToolHive's tracker. */
export const newIssueUrl = 'https://github.com/stacklok/toolhive/issues/new';

/** The new-issue link for a page, with its title and address filled in. */
export function pageIssueUrl(pageTitle: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Docs: ${pageTitle}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing on this page?\n\n`,
  });
  return `${newIssueUrl}?${params.toString()}`;
}
