import { Fragment } from 'react';
import { parseRichText } from '../logic/rich-text';

/** Bold and line breaks as React nodes: message text is never parsed as HTML. */
export function RichText({ text }: { text: string }) {
  const lines = parseRichText(text);
  return (
    <>
      {lines.map((segments, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {segments.map((segment, index) => (segment.bold ? <strong key={index}>{segment.text}</strong> : <Fragment key={index}>{segment.text}</Fragment>))}
        </Fragment>
      ))}
    </>
  );
}
