/**
 * The report model's two smallest pieces (model.ts), in their own module so that their-changes.ts,
 * which model.ts builds with, can name them.
 */
import type { Priority } from '../../../../shared/schemas/analysis';

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ReportItem {
  title: string;
  severity?: Priority;
  fields: LabelledValue[];
  reference?: string;
  /** The clause as quoted by the analysis, whitespace collapsed. */
  quote?: string;
}
