/**
 * The codes of a GP linkage letter (spec part 1 §3 'Linkage details', §9: linkage key, ODS code, account
 * ID) as people type them: letters print them in groups ("LK12 3456") and in capitals, so a code is compared
 * trimmed, without inner spaces and in capitals. The app, the gateway and the API all normalise with this.
 */
export function normaliseLinkageCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
