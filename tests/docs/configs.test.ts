import { describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { checkConfigBlocks, checkHelmCommands, configModel } from './lib/configs';
import { allDocsFences } from './lib/fences';

const fences = allDocsFences();

describe('manifests and configurations in the docs', () => {
  it('fit the v0.0.48 MCPServer resource, profile format, client formats and chart values', () => {
    const { problems, counts } = checkConfigBlocks(fences, configModel());
    const helm = checkHelmCommands(fenceCommands(fences).commands);
    console.log(
      `Manifests and configurations checked: ${counts.manifests} MCPServer manifests, ` +
        `${counts.manifestFragments} MCPServer spec fragments, ${counts.profiles} permission profiles, ` +
        `${counts.clientConfigs} client configurations, ${counts.thvConfigs} thv config.yaml parts, ` +
        `${counts.helmValues} Helm values files, ` +
        `${helm.commands} helm commands with ${helm.values} --set values; ${counts.other} other YAML or JSON blocks`,
    );
    expect(counts.manifests).toBeGreaterThan(3);
    expect(counts.profiles).toBeGreaterThan(5);
    expect(counts.clientConfigs).toBeGreaterThan(5);
    expect(helm.commands).toBeGreaterThan(2);
    const all = [...problems, ...helm.problems].map(
      (p) => `${where(p.fence, p.line)}: ${p.message}`,
    );
    expect(all, all.join('\n')).toEqual([]);
  });
});
