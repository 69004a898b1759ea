import React, { type ReactNode } from 'react';

/** Text with its `code spans` as code elements; everything stays text. */
export function InlineText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

/** Description paragraphs from the file. */
export default function Paragraphs({
  text,
  className,
}: {
  text: readonly string[];
  className?: string;
}): ReactNode {
  return text.map((paragraph, index) => (
    <p key={index} className={className ? `api-text ${className}` : 'api-text'}>
      <InlineText text={paragraph} />
    </p>
  ));
}
