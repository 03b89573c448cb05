/**
 * The demo orders (ARCHITECTURE.md "Seeded demo data"): for Alex a live order ready to collect, a live
 * requested (cancellable) delivery and two previous collected orders, one with a rejected item; a live
 * order for Sam (Alex's linked patient); a previous order for Tara; a previous manual order for Morgan;
 * none for Nina (the empty states). Inserted only when missing, so an order a developer cancels or advances
 * keeps its state across restarts; the dates are relative to the first seed.
 */
import type { orderItems, orders } from '../db/schema';
import { timeBefore } from './seed-dates';
import {
  seedCourseGuids,
  seedOrderIds,
  seedOrderItemIds,
  seedPatientIds,
  seedPharmacyIds,
} from './seed-ids';

type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = typeof orderItems.$inferInsert;

/** The GP system's request ids of the seeded IM1 orders. */
const requestGuid = (suffix: string) => `5eed0000-0000-4000-8000-000000000c${suffix}`;

export function seedOrders(now: Date): { orders: NewOrder[]; items: NewOrderItem[] } {
  const alex = { patientId: seedPatientIds.alexMorgan, pharmacyId: seedPharmacyIds.gosforthOwned };
  const sam = { patientId: seedPatientIds.samMorgan, pharmacyId: seedPharmacyIds.gosforthOwned };
  const tara = {
    patientId: seedPatientIds.taraTaylor,
    pharmacyId: seedPharmacyIds.quaysidePartner,
  };
  const morgan = {
    patientId: seedPatientIds.morganReed,
    pharmacyId: seedPharmacyIds.jesmondIndependent,
  };

  const seededOrders: NewOrder[] = [
    {
      ...alex,
      id: seedOrderIds.alexReadyToCollect,
      orderDt: timeBefore(now, { days: 3 }),
      orderStatus: 'ReadyToCollect',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('01'),
      deliveryMethod: 'Collection',
    },
    {
      ...alex,
      id: seedOrderIds.alexRequested,
      orderDt: timeBefore(now, { hours: 2 }),
      orderStatus: 'Requested',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('02'),
      deliveryMethod: 'Delivery',
      comment: 'Please deliver after 5pm if possible.',
    },
    {
      ...alex,
      id: seedOrderIds.alexCollectedRecent,
      orderDt: timeBefore(now, { days: 30 }),
      orderStatus: 'Collected',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('03'),
      deliveryMethod: 'Collection',
    },
    {
      ...alex,
      id: seedOrderIds.alexCollectedOlder,
      orderDt: timeBefore(now, { days: 61 }),
      orderStatus: 'Collected',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('04'),
      deliveryMethod: 'Collection',
      earlyReorderReason: 'Going on holiday and need them earlier',
    },
    {
      ...sam,
      id: seedOrderIds.samPreparing,
      orderDt: timeBefore(now, { days: 1 }),
      orderStatus: 'Preparing',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('11'),
      deliveryMethod: 'Collection',
    },
    {
      ...tara,
      id: seedOrderIds.taraCollected,
      orderDt: timeBefore(now, { days: 29 }),
      orderStatus: 'Collected',
      orderType: 'IM1',
      prescriptionRequestGuid: requestGuid('21'),
      deliveryMethod: 'Collection',
      comment: 'Running low on both, thank you.',
    },
    {
      ...morgan,
      id: seedOrderIds.morganManualCollected,
      orderDt: timeBefore(now, { days: 40 }),
      orderStatus: 'Collected',
      orderType: 'Manual',
      prescriptionRequestGuid: null,
      deliveryMethod: 'Collection',
    },
  ];

  const im1 = (
    orderId: string,
    position: number,
    id: string,
    courseGuid: string,
    description: string,
    orderItemStatus: NewOrderItem['orderItemStatus'],
  ): NewOrderItem => ({
    id,
    orderId,
    position,
    description,
    itemOrderType: 'IM1',
    medicationCourseGuid: courseGuid,
    orderItemStatus,
  });
  const ids = seedOrderItemIds;
  const courses = seedCourseGuids;
  const items: NewOrderItem[] = [
    im1(
      seedOrderIds.alexReadyToCollect,
      0,
      ids.alexReadyAmlodipine,
      courses.alexAmlodipine,
      'Amlodipine 5mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.alexReadyToCollect,
      1,
      ids.alexReadyAtorvastatinOwed,
      courses.alexAtorvastatin,
      'Atorvastatin 20mg tablets',
      'Owed',
    ),
    im1(
      seedOrderIds.alexRequested,
      0,
      ids.alexRequestedSalbutamol,
      courses.alexSalbutamol,
      'Salbutamol 100micrograms/dose inhaler',
      'Requested',
    ),
    im1(
      seedOrderIds.alexCollectedRecent,
      0,
      ids.alexRecentAmlodipine,
      courses.alexAmlodipine,
      'Amlodipine 5mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.alexCollectedRecent,
      1,
      ids.alexRecentAtorvastatin,
      courses.alexAtorvastatin,
      'Atorvastatin 20mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.alexCollectedRecent,
      2,
      ids.alexRecentSalbutamolRejected,
      courses.alexSalbutamol,
      'Salbutamol 100micrograms/dose inhaler',
      'GPRejected',
    ),
    im1(
      seedOrderIds.alexCollectedOlder,
      0,
      ids.alexOlderAmlodipine,
      courses.alexAmlodipine,
      'Amlodipine 5mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.alexCollectedOlder,
      1,
      ids.alexOlderAtorvastatin,
      courses.alexAtorvastatin,
      'Atorvastatin 20mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.alexCollectedOlder,
      2,
      ids.alexOlderSalbutamol,
      courses.alexSalbutamol,
      'Salbutamol 100micrograms/dose inhaler',
      'Dispensed',
    ),
    im1(
      seedOrderIds.samPreparing,
      0,
      ids.samBeclometasone,
      courses.samBeclometasone,
      'Clenil Modulite 50micrograms/dose inhaler',
      'GPApproved',
    ),
    im1(
      seedOrderIds.samPreparing,
      1,
      ids.samSalbutamol,
      courses.samSalbutamol,
      'Salbutamol 100micrograms/dose inhaler',
      'GPApproved',
    ),
    im1(
      seedOrderIds.taraCollected,
      0,
      ids.taraSertraline,
      courses.taraSertraline,
      'Sertraline 50mg tablets',
      'Dispensed',
    ),
    im1(
      seedOrderIds.taraCollected,
      1,
      ids.taraDesogestrel,
      courses.taraDesogestrel,
      'Desogestrel 75microgram tablets',
      'Dispensed',
    ),
    {
      id: ids.morganParacetamol,
      orderId: seedOrderIds.morganManualCollected,
      position: 0,
      description: 'Paracetamol 500mg tablets',
      type: 'Tablets',
      option: '32 tablets',
      itemOrderType: 'Manual',
      orderItemStatus: 'Dispensed',
    },
    {
      id: ids.morganCetirizine,
      orderId: seedOrderIds.morganManualCollected,
      position: 1,
      description: 'Cetirizine 10mg tablets',
      type: 'Tablets',
      option: '30 tablets',
      itemOrderType: 'Manual',
      orderItemStatus: 'Dispensed',
    },
  ];
  return { orders: seededOrders, items };
}
