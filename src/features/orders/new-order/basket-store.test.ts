import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToBasket } from './add-to-basket';
import {
  basketKey,
  emptyBasket,
  emptyOrderDetails,
  removeFromBasket,
  saveOrderDetails,
  useBasket,
  useBasketHasItems,
  type BasketItemInput,
  type OrderDetails,
} from './basket-store';

const patient = 'patient-1';
const otherPatient = 'patient-2';

const course: BasketItemInput = {
  description: 'Amoxicillin 500mg capsules',
  option: '21 capsules',
  type: 'capsule',
  itemOrderType: 'IM1',
  medicationCourseGuid: 'course-1',
};
const previousItem: BasketItemInput = {
  description: 'Salbutamol inhaler',
  itemOrderType: 'IM1',
  orderItemId: 'item-1',
};
const manual: BasketItemInput = {
  description: 'Paracetamol',
  option: '500mg x 32',
  itemOrderType: 'Manual',
};

const details: OrderDetails = {
  comment: 'Collect on Friday',
  earlyReorder: true,
  earlyReorderReason: 'other',
  otherReason: 'Going abroad',
};

/** The basket's items for the patient, as the hook reads them. */
function itemsOf(patientId: string) {
  return renderHook(() => useBasket(patientId)).result.current.items;
}

afterEach(() => {
  emptyBasket();
});

describe('basketKey', () => {
  it('keys an item by its course first, then its previous order item', () => {
    expect(basketKey(course)).toBe('course:course-1');
    expect(basketKey({ ...previousItem, medicationCourseGuid: 'course-9' })).toBe(
      'course:course-9',
    );
    expect(basketKey(previousItem)).toBe('item:item-1');
  });

  it('keys a manual item by its words, ignoring case and surrounding spaces', () => {
    expect(basketKey(manual)).toBe('manual:["paracetamol","500mg x 32"]');
    expect(basketKey({ ...manual, description: '  PARACETAMOL ', option: ' 500MG X 32\n' })).toBe(
      basketKey(manual),
    );
    expect(basketKey({ description: 'Paracetamol', itemOrderType: 'Manual' })).toBe(
      'manual:["paracetamol",""]',
    );
    expect(basketKey({ description: 'Paracetamol', option: null, itemOrderType: 'Manual' })).toBe(
      'manual:["paracetamol",""]',
    );
  });

  it('keeps apart manual items whose words only line up once joined', () => {
    expect(basketKey({ description: 'Cream A|B', option: '', itemOrderType: 'Manual' })).not.toBe(
      basketKey({ description: 'Cream A', option: 'B|', itemOrderType: 'Manual' }),
    );
  });
});

describe('the basket', () => {
  it('starts empty', () => {
    const { result } = renderHook(() => useBasket(patient));
    expect(result.current.items).toEqual([]);
    expect(result.current.details).toEqual(emptyOrderDetails);
  });

  it('adds items with their keys, in order, and returns them', () => {
    const added = addToBasket(patient, [course, previousItem, manual]);

    const expected = [
      { ...course, key: 'course:course-1' },
      { ...previousItem, key: 'item:item-1' },
      { ...manual, key: 'manual:["paracetamol","500mg x 32"]' },
    ];
    expect(added).toEqual(expected);
    expect(itemsOf(patient)).toEqual(expected);
  });

  it('adds to the items already there', () => {
    addToBasket(patient, [course]);
    expect(addToBasket(patient, [manual])).toEqual([{ ...manual, key: basketKey(manual) }]);
    expect(itemsOf(patient).map((item) => item.key)).toEqual([
      basketKey(course),
      basketKey(manual),
    ]);
  });

  it('shows items added while the hook is mounted', () => {
    const { result } = renderHook(() => useBasket(patient));
    act(() => {
      addToBasket(patient, [course]);
    });
    expect(result.current.items).toEqual([{ ...course, key: basketKey(course) }]);
  });

  describe('does not add an item twice', () => {
    it('by its previous order item', () => {
      addToBasket(patient, [previousItem]);
      const again = { ...previousItem, description: 'Salbutamol 100mcg inhaler', option: '1' };

      expect(addToBasket(patient, [again])).toEqual([]);
      expect(itemsOf(patient)).toEqual([{ ...previousItem, key: 'item:item-1' }]);
    });

    it('by its previous order item even when the other has a course as well', () => {
      addToBasket(patient, [previousItem]);

      expect(addToBasket(patient, [{ ...previousItem, medicationCourseGuid: 'course-7' }])).toEqual(
        [],
      );
      expect(itemsOf(patient)).toHaveLength(1);
    });

    it('by its course', () => {
      addToBasket(patient, [course]);
      const again = { ...course, description: 'Amoxicillin', orderItemId: 'item-5' };

      expect(addToBasket(patient, [again])).toEqual([]);
      expect(itemsOf(patient)).toEqual([{ ...course, key: 'course:course-1' }]);
    });

    it('by its words, ignoring case and surrounding spaces', () => {
      addToBasket(patient, [manual]);
      const again = { ...manual, description: '  pARACETAMOL\t', option: ' 500MG X 32 ' };

      expect(addToBasket(patient, [again])).toEqual([]);
      expect(itemsOf(patient)).toEqual([{ ...manual, key: basketKey(manual) }]);
    });

    it('within one call, returning only the ones added', () => {
      addToBasket(patient, [course]);
      const newManual: BasketItemInput = { description: 'Ibuprofen', itemOrderType: 'Manual' };

      const added = addToBasket(patient, [
        course,
        previousItem,
        { ...previousItem },
        newManual,
        { ...newManual, description: ' IBUPROFEN ' },
      ]);

      expect(added).toEqual([
        { ...previousItem, key: 'item:item-1' },
        { ...newManual, key: 'manual:["ibuprofen",""]' },
      ]);
      expect(itemsOf(patient).map((item) => item.key)).toEqual([
        'course:course-1',
        'item:item-1',
        'manual:["ibuprofen",""]',
      ]);
    });
  });

  describe('keeps apart items that differ', () => {
    it('manual items with other words or another option', () => {
      addToBasket(patient, [manual]);

      const added = addToBasket(patient, [
        { ...manual, option: '500mg x 16' },
        { ...manual, option: undefined },
        { ...manual, description: 'Paracetamol soluble' },
      ]);

      expect(added).toHaveLength(3);
      expect(itemsOf(patient)).toHaveLength(4);
    });

    it('items of other courses or other previous order items with the same words', () => {
      addToBasket(patient, [course, previousItem]);

      const added = addToBasket(patient, [
        { ...course, medicationCourseGuid: 'course-2' },
        { ...previousItem, orderItemId: 'item-2' },
      ]);

      expect(added.map((item) => item.key)).toEqual(['course:course-2', 'item:item-2']);
      expect(itemsOf(patient)).toHaveLength(4);
    });
  });

  it('removes an item by its key and leaves the others', () => {
    addToBasket(patient, [course, previousItem, manual]);

    removeFromBasket(patient, basketKey(previousItem));

    expect(itemsOf(patient).map((item) => item.key)).toEqual([
      basketKey(course),
      basketKey(manual),
    ]);
  });

  it('ignores removing a key that is not there', () => {
    addToBasket(patient, [course]);

    removeFromBasket(patient, 'item:missing');

    expect(itemsOf(patient)).toEqual([{ ...course, key: basketKey(course) }]);
  });

  it('lets an item removed be added again', () => {
    addToBasket(patient, [manual]);
    removeFromBasket(patient, basketKey(manual));

    expect(addToBasket(patient, [manual])).toHaveLength(1);
    expect(itemsOf(patient)).toHaveLength(1);
  });

  it('keeps the order details', () => {
    addToBasket(patient, [course]);

    saveOrderDetails(patient, details);

    const { result } = renderHook(() => useBasket(patient));
    expect(result.current.details).toEqual(details);
    expect(result.current.items).toHaveLength(1);
  });

  it('keeps the details while items are added and removed', () => {
    saveOrderDetails(patient, details);
    addToBasket(patient, [course, manual]);
    removeFromBasket(patient, basketKey(course));

    const { result } = renderHook(() => useBasket(patient));
    expect(result.current.details).toEqual(details);
    expect(result.current.items.map((item) => item.key)).toEqual([basketKey(manual)]);
  });

  it('empties: no items and no details', () => {
    addToBasket(patient, [course, manual]);
    saveOrderDetails(patient, details);

    emptyBasket();

    const { result } = renderHook(() => useBasket(patient));
    expect(result.current.items).toEqual([]);
    expect(result.current.details).toEqual(emptyOrderDetails);
    expect(addToBasket(patient, [course])).toHaveLength(1);
  });

  describe('belongs to one patient', () => {
    it('reads as empty for another patient', () => {
      addToBasket(patient, [course]);
      saveOrderDetails(patient, details);

      const { result } = renderHook(() => useBasket(otherPatient));
      expect(result.current.items).toEqual([]);
      expect(result.current.details).toEqual(emptyOrderDetails);
    });

    it('starts again, empty, when another patient adds', () => {
      addToBasket(patient, [course, manual]);
      saveOrderDetails(patient, details);

      expect(addToBasket(otherPatient, [course])).toEqual([{ ...course, key: basketKey(course) }]);

      const { result } = renderHook(() => useBasket(otherPatient));
      expect(result.current.items).toEqual([{ ...course, key: basketKey(course) }]);
      expect(result.current.details).toEqual(emptyOrderDetails);
      expect(itemsOf(patient)).toEqual([]);
    });

    it('starts again, empty, when another patient saves details', () => {
      addToBasket(patient, [course]);

      saveOrderDetails(otherPatient, details);

      const { result } = renderHook(() => useBasket(otherPatient));
      expect(result.current.items).toEqual([]);
      expect(result.current.details).toEqual(details);
      expect(itemsOf(patient)).toEqual([]);
    });

    it('switches when the hook is given another patient', () => {
      addToBasket(patient, [course]);
      const { result, rerender } = renderHook(({ id }) => useBasket(id), {
        initialProps: { id: patient },
      });
      expect(result.current.items).toHaveLength(1);

      rerender({ id: otherPatient });
      expect(result.current.items).toEqual([]);

      rerender({ id: patient });
      expect(result.current.items).toHaveLength(1);
    });
  });
});

describe('useBasketHasItems', () => {
  it('is false for an empty basket', () => {
    expect(renderHook(() => useBasketHasItems()).result.current).toBe(false);
  });

  it('follows items added, removed and the basket emptied', () => {
    const { result } = renderHook(() => useBasketHasItems());

    act(() => {
      addToBasket(patient, [course, manual]);
    });
    expect(result.current).toBe(true);

    act(() => {
      removeFromBasket(patient, basketKey(course));
    });
    expect(result.current).toBe(true);

    act(() => {
      removeFromBasket(patient, basketKey(manual));
    });
    expect(result.current).toBe(false);

    act(() => {
      addToBasket(patient, [course]);
    });
    expect(result.current).toBe(true);

    act(() => {
      emptyBasket();
    });
    expect(result.current).toBe(false);
  });

  it('is false when only order details are kept', () => {
    saveOrderDetails(patient, details);
    expect(renderHook(() => useBasketHasItems()).result.current).toBe(false);
  });
});
