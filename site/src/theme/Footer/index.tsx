import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import { socialLinks } from '@site/src/data/social';
import styles from './styles.module.css';

export default function Footer(): ReactNode {
  const { footer } = useThemeConfig();
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <footer className={`footer ${styles.footer}`}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand} aria-label="ToolHive home">
          <ThemedImage
            sources={{
              light: withBaseUrl('/img/logo-light.svg'),
              dark: withBaseUrl('/img/logo-dark.svg'),
            }}
            alt=""
            width={36}
            height={36}
          />
          <span className={styles.brandName}>ToolHive</span>
        </Link>
        <ul className={styles.social} aria-label="ToolHive elsewhere">
          {socialLinks.map((link) => (
            <li key={link.id}>
              <a
                className={styles.socialLink}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                title={link.label}
              >
                <span
                  className={`social-icon ${styles.icon}`}
                  style={{ maskImage: `url(${withBaseUrl(`/img/icons/${link.id}.svg`)})` }}
                  aria-hidden="true"
                />
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{footer?.copyright}</p>
      </div>
    </footer>
  );
}
