import { Button, Card, Tag } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { formatLongDate } from '../../../lib/format-long-date';
import type { BasketItemInput } from './basket-store';
import type { PrescriptionCourse } from './new-order-query';

/** A course as a basket item (an IM1 item: the API orders it from the GP system by its course). */
export function courseItem(course: PrescriptionCourse): BasketItemInput {
  return {
    description: course.name,
    option: course.dosage,
    itemOrderType: 'IM1',
    medicationCourseGuid: course.medicationCourseGuid,
  };
}

/** The id of a course's Add/Remove button (the error summary can link to the first). */
export function prescriptionButtonId(course: PrescriptionCourse): string {
  return `course-${course.medicationCourseGuid}`;
}

/**
 * The patient's repeat prescriptions as cards (spec part 1 §2 'New order' add-item; §3 'Prescription
 * item'), each with an Add or Remove button whose hidden text names the medicine. The button stays in place
 * as it changes, so focus stays on it.
 */
export function PrescriptionCards({
  courses,
  inBasket,
  onAdd,
  onRemove,
}: {
  courses: PrescriptionCourse[];
  inBasket: (course: PrescriptionCourse) => boolean;
  onAdd: (course: PrescriptionCourse) => void;
  onRemove: (course: PrescriptionCourse) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  if (courses.length === 0) {
    return (
      <>
        <p>{t('newOrder.prescriptions.empty')}</p>
        <p>{t('newOrder.prescriptions.emptyHint')}</p>
      </>
    );
  }
  const hidden = { hidden: <span className="nhsuk-u-visually-hidden" /> };
  return (
    <ul className="nhsuk-list">
      {courses.map((course) => {
        const added = inBasket(course);
        return (
          <li key={course.medicationCourseGuid}>
            <Card>
              <Card.Heading headingLevel="h3" className="nhsuk-heading-s">
                {course.name}
              </Card.Heading>
              {course.dosage && <Card.Description>{course.dosage}</Card.Description>}
              <p className="nhsuk-body-s nhsuk-u-secondary-text-colour">
                {course.mostRecentIssueDate
                  ? t('newOrder.prescriptions.lastIssued', {
                      date: formatLongDate(course.mostRecentIssueDate, i18n.language),
                    })
                  : t('newOrder.prescriptions.neverIssued')}
              </p>
              {(course.prescriptionType === 'RepeatDispensing' || added) && (
                <p>
                  {course.prescriptionType === 'RepeatDispensing' && (
                    <Tag modifier="blue">{t('newOrder.prescriptions.repeatDispensing')}</Tag>
                  )}{' '}
                  {added && <Tag modifier="green">{t('newOrder.prescriptions.inBasket')}</Tag>}
                </p>
              )}
              <Button
                type="button"
                id={prescriptionButtonId(course)}
                secondary
                small
                className="nhsuk-u-margin-bottom-0"
                onClick={() => (added ? onRemove(course) : onAdd(course))}
              >
                <Trans
                  t={t}
                  i18nKey={added ? 'newOrder.prescriptions.remove' : 'newOrder.prescriptions.add'}
                  values={{ name: course.name }}
                  components={hidden}
                />
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
