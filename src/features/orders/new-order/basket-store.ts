import { create } from 'zustand';
import type { ItemOrderType } from '../../../gql/graphql';

/** An item in the basket, shaped as placeOrder's OrderItemInput takes it, with a key of its own. */
export interface BasketItem {
  /** Stable while the item is in the basket: its course, its previous order item, or its manual text. */
  key: string;
  description: string;
  option?: string | null;
  type?: string | null;
  itemOrderType: ItemOrderType;
  medicationCourseGuid?: string | null;
  orderItemId?: string | null;
}

export type BasketItemInput = Omit<BasketItem, 'key'>;

/** The navigation state the add-item page takes: items chosen on Previous orders, to put in the basket. */
export interface ReorderState {
  reorderItems: BasketItemInput[];
}

/** The summary page's answers, kept while the patient moves between the pages. */
export interface OrderDetails {
  comment: string;
  earlyReorder: boolean;
  earlyReorderReason: 'holiday' | 'other';
  otherReason: string;
}

export const emptyOrderDetails: OrderDetails = {
  comment: '',
  earlyReorder: false,
  earlyReorderReason: 'holiday',
  otherReason: '',
};

interface BasketState {
  /** Whose basket it is: a basket never carries over to another patient (after switching, or another user). */
  patientId: string | undefined;
  items: BasketItem[];
  details: OrderDetails;
}

/**
 * The basket of the new order (ARCHITECTURE.md: client state in zustand). Kept in memory only: medicine names
 * are not left in browser storage, and the leave warning covers reloading or closing the tab.
 */
const useBasketStore = create<BasketState>(() => ({
  patientId: undefined,
  items: [],
  details: emptyOrderDetails,
}));

const normalised = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** The item's key: its prescription course, else the previous order's item, else its words (manual). */
export function basketKey(item: BasketItemInput): string {
  if (item.medicationCourseGuid) return `course:${item.medicationCourseGuid}`;
  if (item.orderItemId) return `item:${item.orderItemId}`;
  return `manual:${JSON.stringify([normalised(item.description), normalised(item.option)])}`;
}

/**
 * Whether two items are the same order line (spec part 1 §5: duplicates share an orderItemId or a
 * medicationCourseGuid; a manual item typed twice is the same words).
 */
function sameItem(a: BasketItemInput, b: BasketItemInput): boolean {
  if (a.orderItemId && a.orderItemId === b.orderItemId) return true;
  if (a.medicationCourseGuid && a.medicationCourseGuid === b.medicationCourseGuid) return true;
  return basketKey(a) === basketKey(b);
}

/** The state for `patientId`: the basket as it is, or an empty one if it belonged to someone else. */
function stateFor(patientId: string): BasketState {
  const state = useBasketStore.getState();
  return state.patientId === patientId
    ? state
    : { patientId, items: [], details: emptyOrderDetails };
}

/** The active patient's basket and order details (empty when the basket was another patient's). */
export function useBasket(patientId: string): { items: BasketItem[]; details: OrderDetails } {
  const items = useBasketStore((state) => (state.patientId === patientId ? state.items : noItems));
  const details = useBasketStore((state) =>
    state.patientId === patientId ? state.details : emptyOrderDetails,
  );
  return { items, details };
}
const noItems: BasketItem[] = [];

/** Adds items not already in the basket; returns the ones added (the others were there already). */
export function addToBasket(patientId: string, inputs: BasketItemInput[]): BasketItem[] {
  const state = stateFor(patientId);
  const added: BasketItem[] = [];
  for (const input of inputs) {
    if ([...state.items, ...added].some((item) => sameItem(item, input))) continue;
    added.push({ ...input, key: basketKey(input) });
  }
  useBasketStore.setState({ ...state, items: [...state.items, ...added] });
  return added;
}

export function removeFromBasket(patientId: string, key: string): void {
  const state = stateFor(patientId);
  useBasketStore.setState({ ...state, items: state.items.filter((item) => item.key !== key) });
}

export function saveOrderDetails(patientId: string, details: OrderDetails): void {
  useBasketStore.setState({ ...stateFor(patientId), details });
}

/** Empties the basket and forgets the details: after the order is sent, or when the patient leaves it. */
export function emptyBasket(): void {
  useBasketStore.setState({ patientId: undefined, items: [], details: emptyOrderDetails });
}

/** Whether any basket holds items now (the leave warning asks before they are lost). */
export function useBasketHasItems(): boolean {
  return useBasketStore((state) => state.items.length > 0);
}
