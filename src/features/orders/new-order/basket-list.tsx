import { Button } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import type { BasketItem } from './basket-store';

/**
 * The basket's items, or 'Your basket is empty' (spec part 1 §2 'New order'). With `onRemove` each item has a
 * Remove button whose hidden text names the item.
 */
export function BasketList({
  items,
  onRemove,
}: {
  items: BasketItem[];
  onRemove?: (item: BasketItem) => void;
}) {
  const { t } = useTranslation('orders');
  if (items.length === 0) return <p>{t('newOrder.basket.empty')}</p>;
  return (
    <ul className="nhsuk-list nhsuk-list--border">
      {items.map((item) => (
        <li key={item.key}>
          <span className="nhsuk-u-display-block">{item.description}</span>
          {item.option && (
            <span className="nhsuk-u-display-block nhsuk-u-secondary-text-colour">
              {item.option}
            </span>
          )}
          {onRemove && (
            <Button
              type="button"
              secondary
              small
              className="nhsuk-u-margin-top-2 nhsuk-u-margin-bottom-0"
              onClick={() => onRemove(item)}
            >
              <Trans
                t={t}
                i18nKey="newOrder.basket.remove"
                values={{ name: item.description }}
                components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
              />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
