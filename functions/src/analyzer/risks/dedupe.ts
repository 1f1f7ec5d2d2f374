/**
 * One finding per clause and issue: a playbook violation and the rule that found the same problem
 * (the automatic renewal reported by the renewal rule, the "no auto-renewal" playbook line and the
 * notice-period line) become one finding. Same category and the same place (overlapping spans, or
 * one of them not tied to a place) is the same issue; the merged finding keeps the playbook tag,
 * the highest severity and the evidence.
 */
import { graver, type Finding } from '../context';

function samePlace(a: Finding, b: Finding): boolean {
  if (a.end <= a.start || b.end <= b.start) return true;
  return a.start < b.end && b.start < a.end;
}

export function dedupeFindings(findings: Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const f of findings) {
    const twin = out.find((k) => k.category === f.category && samePlace(k, f));
    if (!twin) {
      out.push({ ...f });
      continue;
    }
    twin.severity = graver(twin.severity, f.severity);
    if (twin.end <= twin.start && f.end > f.start) {
      twin.start = f.start;
      twin.end = f.end;
      if (f.clause) twin.clause = f.clause;
    }
    if (!twin.playbookRule && f.playbookRule) twin.playbookRule = f.playbookRule;
    if (!twin.suggestion && f.suggestion) twin.suggestion = f.suggestion;
  }
  return out;
}
