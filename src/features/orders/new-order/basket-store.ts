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

/** The patient's items now, outside React (none when the basket was another patient's). */
export function basketItemsOf(patientId: string): BasketItem[] {
  return stateFor(patientId).items;
}

/**
 * Puts items at the end of the patient's basket as they are. Only addToBasket (add-to-basket.ts) calls it,
 * once it has dropped duplicates: the rule lives apart so that the frame, which empties the basket, does not
 * load it on every page.
 */
export function appendToBasket(patientId: string, items: BasketItem[]): void {
  const state = stateFor(patientId);
  useBasketStore.setState({ ...state, items: [...state.items, ...items] });
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
