/** The community channels linked from the navbar and the footer. */
export interface SocialLink {
  id: 'github' | 'discord' | 'youtube' | 'linkedin' | 'x';
  label: string;
  href: string;
}

export const socialLinks: SocialLink[] = [
  { id: 'github', label: 'ToolHive on GitHub', href: 'https://github.com/stacklok/toolhive' },
  { id: 'discord', label: 'Stacklok community on Discord', href: 'https://discord.gg/stacklok' },
  { id: 'youtube', label: 'Stacklok on YouTube', href: 'https://www.youtube.com/@stacklok' },
  {
    id: 'linkedin',
    label: 'Stacklok on LinkedIn',
    href: 'https://www.linkedin.com/company/stacklok',
  },
  { id: 'x', label: 'Stacklok on X', href: 'https://x.com/stacklokhq' },
];
