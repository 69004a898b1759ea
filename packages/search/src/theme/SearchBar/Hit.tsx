import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/** A hit of the modal: a router link, so opening a result needs no page load. */
type HitProps = { hit: { url: string }; children: ReactNode };

export default function Hit({ hit, children }: HitProps): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}
