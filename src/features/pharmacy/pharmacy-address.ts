/** The parts of a pharmacy's address, as the gateway gives them (each may be missing). */
export interface PharmacyAddress {
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  city?: string | null;
  postcode?: string | null;
}

/** The address lines that are present, in postal order (street lines, town, postcode). */
export function pharmacyAddressLines(pharmacy: PharmacyAddress): string[] {
  return [pharmacy.address1, pharmacy.address2, pharmacy.address3, pharmacy.city, pharmacy.postcode]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}
