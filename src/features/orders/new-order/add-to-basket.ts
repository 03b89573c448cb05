import { withoutDuplicateItems } from '../../../../api/src/contract';
import {
  appendToBasket,
  basketItemsOf,
  basketKey,
  type BasketItem,
  type BasketItemInput,
} from './basket-store';

/**
 * Adds items not already in the basket; returns the ones added (the others were there already). Duplicates
 * are the contract's (spec part 1 §5: the same orderItemId or medicationCourseGuid, the first one stays), and
 * in the basket also a manual item typed twice, which has the same key (the same words).
 */
export function addToBasket(patientId: string, inputs: BasketItemInput[]): BasketItem[] {
  const items = basketItemsOf(patientId);
  const inBasket = new Set<BasketItemInput>(items);
  const keys = new Set(items.map((item) => item.key));
  const added: BasketItem[] = [];
  for (const input of withoutDuplicateItems([...items, ...inputs])) {
    if (inBasket.has(input)) continue;
    const key = basketKey(input);
    if (keys.has(key)) continue;
    keys.add(key);
    added.push({ ...input, key });
  }
  appendToBasket(patientId, added);
  return added;
}
