import type { Rule } from 'eslint';

/** The part of the repository a root-relative path belongs to (`feature:<name>`, `app`, `lib`…). */
export function zoneOf(relativePath: string): string;
/** Why importing `target` from `source` (both root-relative) breaks a boundary, or null. */
export function boundaryViolation(source: string, target: string): string | null;

declare const rule: Rule.RuleModule;
export default rule;
