// github-slugger 1.x, the version Docusaurus 3 slugs headings with, ships no types.
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
