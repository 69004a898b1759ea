import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { pageIssueUrl } from '@site/src/data/feedback';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** A stable class for tests and custom CSS; the module class names change with the build. */
const rootClass = 'thv-page-feedback';

type TaggedWindow = Window & { gtag?: (...args: unknown[]) => void };

/**
 * "Was this page helpful?" at the end of a docs page. An answer is one Google
 * tag event; where the tag is blocked or absent nothing is sent and nothing breaks.
 */
export default function PageFeedback(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // The buttons go away once answered; focus moves to the reply so it is read out.
  useEffect(() => {
    if (answer) thanks.current?.focus();
  }, [answer]);

  const send = (value: Answer) => {
    (window as TaggedWindow).gtag?.('event', 'page_feedback', {
      page_path: metadata.permalink,
      answer: value,
    });
    setAnswer(value);
  };

  if (answer) {
    const pageUrl = new URL(metadata.permalink, siteConfig.url).href;
    return (
      <div className={`${rootClass} ${styles.feedback}`} data-search-exclude>
        <p ref={thanks} tabIndex={-1} className={styles.reply}>
          Thank you for your feedback.
          {answer === 'no' && (
            <>
              {' '}
              <a href={pageIssueUrl(metadata.title, pageUrl)} rel="noopener">
                Tell us what to fix in a new GitHub issue
              </a>
              .
            </>
          )}
        </p>
      </div>
    );
  }

  return (
    <div
      className={`${rootClass} ${styles.feedback}`}
      // The same question on every page would only crowd search results.
      data-search-exclude
      role="group"
      aria-labelledby="page-feedback-question"
    >
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      <button type="button" className={styles.button} onClick={() => send('yes')}>
        Yes
      </button>
      <button type="button" className={styles.button} onClick={() => send('no')}>
        No
      </button>
    </div>
  );
}
