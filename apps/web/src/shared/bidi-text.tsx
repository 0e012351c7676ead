import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { bidiSegments } from './bidi';

/**
 * Staff-screen text with its runs of the other direction isolated (see `bidi.ts`): a size hint
 * "293×189" or a code inside an Arabic label keeps its reading order. The direction is the interface language's.
 */
export function Isolated({ text }: { text: string }) {
  const { i18n } = useTranslation();
  return bidiSegments(text, i18n.dir()).map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text, in order
    <Fragment key={index}>
      {segment.dir ? <bdi dir={segment.dir}>{segment.text}</bdi> : segment.text}
      {segment.trail}
    </Fragment>
  ));
}
