import { Details } from 'nhsuk-react-components';
import { graphql } from '../../../gql';
import type { FaqContentBlockType, FaqQuestionFragment } from '../../../gql/graphql';

/** What the help page shows of a question: its title and its answer's blocks. */
export const FaqQuestionFragmentDoc = graphql(`
  fragment FaqQuestion on FaqQuestion {
    id
    title
    content {
      type
      value
    }
  }
`);

type Block = FaqQuestionFragment['content'][number];

/**
 * One question as an NHS details component (a native <details>: the title is the summary, which Enter or
 * Space opens and closes, and screen readers say whether it is expanded).
 */
export function FaqQuestion({ question }: { question: FaqQuestionFragment }) {
  return (
    <Details>
      <Details.Summary>{question.title}</Details.Summary>
      <Details.Text>
        <FaqAnswer blocks={question.content} />
      </Details.Text>
    </Details>
  );
}

/**
 * An answer's blocks in order (spec part 2 §2 'FAQs'): a paragraph; consecutive bullets as one bulleted list;
 * a space as a gap before what follows; bold as a paragraph of strong text.
 */
export function FaqAnswer({ blocks }: { blocks: readonly Block[] }) {
  return groupBullets(blocks).map((part, index) => {
    if (Array.isArray(part)) {
      return (
        <ul key={index} className="nhsuk-list nhsuk-list--bullet">
          {part.map((bullet, bulletIndex) => (
            <li key={bulletIndex}>{bullet}</li>
          ))}
        </ul>
      );
    }
    return <TextBlock key={index} type={part.type} value={part.value} />;
  });
}

function TextBlock({ type, value }: { type: FaqContentBlockType; value: string }) {
  switch (type) {
    case 'space':
      // A gap only: it has no words, so it is hidden from assistive technology.
      return <div className="nhsuk-u-padding-top-3" aria-hidden="true" />;
    case 'bold':
      return (
        <p>
          <strong>{value}</strong>
        </p>
      );
    default:
      return <p>{value}</p>;
  }
}

/** The blocks, with each run of consecutive bullets gathered into one array (one list). */
function groupBullets(blocks: readonly Block[]): (Block | string[])[] {
  const parts: (Block | string[])[] = [];
  for (const block of blocks) {
    const last = parts.at(-1);
    if (block.type !== 'bullet') parts.push(block);
    else if (Array.isArray(last)) last.push(block.value);
    else parts.push([block.value]);
  }
  return parts;
}
