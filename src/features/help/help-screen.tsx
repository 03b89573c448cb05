import { useQuery } from '@tanstack/react-query';
import { ContentsList } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { HelpScreenQuery } from '../../gql/graphql';
import { gatewayQuery } from '../../lib/query-keys';
import { ContactUs } from './components/contact-us';
import { FaqQuestion } from './components/faq-answer';

const HelpScreenQuery = graphql(`
  query HelpScreen {
    faqs {
      id
      name
      questions {
        ...FaqQuestion
      }
    }
  }
`);

type FaqCategory = HelpScreenQuery['faqs'][number];

/** The search parameter that names the category shown: /help?category=<id> (the first when absent). */
export const categoryParameter = 'category';

/**
 * /help (spec part 2 §2 'FAQs', 'Help'), public: the FAQs by category with expandable questions, and the
 * Contact us block, which stays when the FAQs cannot be read.
 */
export function HelpScreen() {
  const { t } = useTranslation('help');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(gatewayQuery(HelpScreenQuery));
  // Painted with the heading, before the questions come (and in the HTML the build renders, issue #20).
  const intro = <p>{t('help.intro')}</p>;
  return (
    <>
      <QueryScreen
        query={query}
        title={t('help.title')}
        loadingLabel={t('help.loading')}
        failureMessage={tErrors('help.faqsFailed')}
        headingWhileLoading
        lead={intro}
      >
        {(data) => (
          <>
            <Page title={t('help.title')}>
              {intro}
              <FaqCategories categories={data.faqs} />
            </Page>
            <ContactUs />
          </>
        )}
      </QueryScreen>
      {/* With the questions (shown earlier, it would be pushed down when they come: issue #20), or without. */}
      {query.status === 'error' && <ContactUs />}
    </>
  );
}

/**
 * The category choice and the chosen category's questions.
 *
 * The spec's 'category buttons' are built as the NHS contents list: a navigation landmark of links, one per
 * category, the chosen one marked aria-current="page" and shown as text. Chosen so over toggle buttons because
 * each category then has its own address (/help?category=…) that Back, bookmarks and shared links keep, a
 * screen reader lists the categories with the page's other links and landmarks and says which is current, and
 * a keyboard user needs only Tab and Enter. Choosing one moves focus to its heading, so the questions are read
 * next rather than the list again.
 */
function FaqCategories({ categories }: { categories: readonly FaqCategory[] }) {
  const { t } = useTranslation('help');
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(categoryParameter);
  const chosen = categories.find((category) => category.id === requested) ?? categories[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(chosen?.id);
  useEffect(() => {
    if (shownId.current === chosen?.id) return;
    shownId.current = chosen?.id;
    headingRef.current?.focus();
  }, [chosen?.id]);
  if (!chosen) return null;
  return (
    <>
      <ContentsList
        aria-label={t('help.categoriesLabel')}
        visuallyHiddenText={t('help.categoriesHeading')}
      >
        {categories.map((category) =>
          category.id === chosen.id ? (
            <ContentsList.Item key={category.id} current>
              {category.name}
            </ContentsList.Item>
          ) : (
            <ContentsList.Item
              key={category.id}
              asElement={AppLink}
              to={`?${categoryParameter}=${encodeURIComponent(category.id)}`}
            >
              {category.name}
            </ContentsList.Item>
          ),
        )}
      </ContentsList>
      <section aria-labelledby={`category-${chosen.id}`}>
        <h2
          className="nhsuk-heading-m nhsuk-skip-link-focused-element"
          id={`category-${chosen.id}`}
          tabIndex={-1}
          ref={headingRef}
        >
          {chosen.name}
        </h2>
        {chosen.questions.map((question) => (
          <FaqQuestion key={question.id} question={question} />
        ))}
      </section>
    </>
  );
}
