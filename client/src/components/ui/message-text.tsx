import { Fragment, type ReactNode } from 'react';
import type { Autor } from '@app/contracts';
import { parseMessageMarkdown, type Block, type Inline } from '@app/contracts/message-markdown';
import './ui.css';

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, index) => {
    if (part.type === 'strong') return <strong key={index}>{renderInline(part.children)}</strong>;
    if (part.type === 'link')
      return (
        <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
          {part.text}
        </a>
      );
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  if (block.type === 'paragraph')
    return (
      <p key={index}>
        {block.lines.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            {renderInline(line)}
          </Fragment>
        ))}
      </p>
    );
  const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
  return block.ordered ? (
    <ol key={index} start={block.start}>
      {items}
    </ol>
  ) : (
    <ul key={index}>{items}</ul>
  );
}

/** The chat's limited Markdown as React elements (never HTML): knowledge articles use it in their preview. */
export function AssistantMarkdown({ text }: { text: string }) {
  return <>{parseMessageMarkdown(text).map(renderBlock)}</>;
}

interface MessageTextProps {
  text: string;
  autor: Autor;
  className?: string;
}

/**
 * Every chat message, wherever it appears: the limited Markdown that the assistant and staff write becomes bold,
 * lists, line breaks and http(s) links; what the person typed is shown exactly as typed. Text only ever reaches the
 * page as React text nodes, never as HTML.
 */
export function MessageText({ text, autor, className }: MessageTextProps) {
  const classes = (modifier: string) => ['ui-message-text', modifier, className].filter(Boolean).join(' ');
  if (autor === 'user') return <div className={classes('ui-message-text--typed')}>{text}</div>;
  return <div className={classes('ui-message-text--assistant')}>{parseMessageMarkdown(text).map(renderBlock)}</div>;
}
