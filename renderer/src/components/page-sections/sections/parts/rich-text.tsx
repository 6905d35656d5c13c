import { use } from 'react';
import { plainParagraph } from '../../../../../../contract/rich-text/plain-paragraph';
import { KeepServerMarkup } from '../../../../lib/server-markup/keep-server-markup';
import type { RichTextProps } from './formatted-text';
import { loadFormattedText } from './load-formatted-text';

function LoadedFormattedText(props: RichTextProps) {
  const { FormattedText } = use(loadFormattedText());
  return <FormattedText {...props} />;
}

/**
 * Formatted text from content (`contract/rich-text`), in the look its field had as plain text: one plain paragraph
 * is the `<p className>` it always was, drawn at once. Anything more is parsed and drawn by `FormattedText`, whose
 * code (the parser's) is loaded only then: on a server-rendered page its HTML is kept as the server wrote it (its
 * links followed by the router), so a first visit downloads no parser at all (see `KeepServerMarkup`).
 */
export function RichText(props: RichTextProps) {
  const plain = plainParagraph(props.source);
  if (plain !== undefined) return <p className={props.className}>{plain}</p>;
  return (
    <KeepServerMarkup
      marker={{ 'data-rich-text': '' }}
      wake="never"
      load={loadFormattedText}
      content={props.source}
      fallback={null}
    >
      <LoadedFormattedText {...props} />
    </KeepServerMarkup>
  );
}
