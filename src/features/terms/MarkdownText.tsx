import { List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

// The terms document uses headings, paragraphs, dash lists and **bold** only; this draws exactly
// that as React elements, so no HTML from the file ever reaches the page.
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : <Fragment key={i}>{part}</Fragment>,
  );
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

/** Splits markdown into headings, dash lists and paragraphs. */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]!);
    if (heading && lines.length === 1) blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
    else if (lines.every((line) => /^\s*[-*]\s+/.test(line))) blocks.push({ kind: 'list', items: lines.map((line) => line.replace(/^\s*[-*]\s+/, '')) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** Draws the terms markdown with Mantine typography. */
export function MarkdownText({ source, lang }: { source: string; lang?: string }) {
  return (
    <div lang={lang}>
      {markdownBlocks(source).map((block, i) => {
        if (block.kind === 'heading') {
          const order = Math.min(block.level + 1, 6) as 2 | 3 | 4 | 5 | 6;
          return (
            <Title key={i} order={order} mt="md" mb="xs">
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} mb="sm" spacing={4}>
              {block.items.map((item, j) => (
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={i} mb="sm">
            {inline(block.text)}
          </Text>
        );
      })}
    </div>
  );
}
