import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

const require = createRequire(import.meta.url);

/**
 * Prism with the grammars the site adds, registered the way the classic
 * theme's prism-include-languages does: on a temporarily global Prism.
 */
export function prismWithLanguages(languages: readonly string[]): typeof Prism {
  const scope = globalThis as { Prism?: unknown };
  scope.Prism = Prism;
  try {
    for (const language of languages) require(`prismjs/components/prism-${language}`);
  } finally {
    delete scope.Prism;
  }
  return Prism;
}

/** Snippets that reach nested tokens, aliases and multi-line tokens in each grammar. */
export const sampleCode: Record<string, string> = {
  bash: [
    '# Run a server, then list it',
    'export NAME="fetch-$(date +%s)"',
    'thv run --name "$NAME" --secret github,target=GITHUB_TOKEN fetch',
    "cat <<'EOF' > profile.json",
    '{"network": {}}',
    'EOF',
    'for i in 1 2 3; do echo "${i}"; done | grep -v 2 && exit 0',
    '',
  ].join('\n'),
  json: '{\n  "name": "fetch",\n  "port": 8080,\n  "tags": ["web", null, true],\n  "nested": { "a": -1.5e3 }\n}',
  powershell: [
    '# Check the installed version',
    '$version = thv version | Select-String -Pattern "v(\\d+)"',
    'if ($LASTEXITCODE -ne 0) { Write-Error "thv failed: $($Error[0])" }',
    'Get-ChildItem -Path $env:USERPROFILE | Where-Object { $_.Length -gt 1KB }',
  ].join('\n'),
  docker: [
    '# syntax=docker/dockerfile:1',
    'FROM golang:1.24 AS build',
    'ARG VERSION=dev',
    'RUN go build -ldflags "-X main.version=${VERSION}" -o /thv ./cmd/thv \\',
    '    && echo built',
    'ENTRYPOINT ["/thv", "serve"]',
  ].join('\n'),
  lua: [
    '-- print every server',
    'local servers = { "fetch", github = true, [3] = 0x1F }',
    'for _, name in ipairs(servers) do print(("%s"):format(name)) end',
    '--[[ a block',
    'comment ]] return #servers',
  ].join('\n'),
  yaml: [
    'apiVersion: toolhive.stacklok.dev/v1alpha1',
    'kind: MCPServer # the resource',
    'spec:',
    '  image: ghcr.io/example/fetch:latest',
    '  port: 8080',
    '  env: [{ name: DEBUG, value: "true" }]',
  ].join('\n'),
  tsx: [
    "import React from 'react';",
    'export const Badge = ({ label }: { label: string }) => (',
    '  <span className={`badge ${label}`} data-x="1">{label.toUpperCase()}</span>',
    ');',
  ].join('\n'),
  text: 'plain text\n\nwith an empty line',
};
