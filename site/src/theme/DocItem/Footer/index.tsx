import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

/** The docs page footer (last-updated date) followed by the page feedback question. */
export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
