import { loadingStages } from '../../../../shared/review-messages';

/** The index of the stage whose threshold the progress has reached (docs/product-spec.md section 4: 9 stages). */
export function stageIndexFor(progress: number): number {
  let index = 0;
  loadingStages.forEach((stage, i) => {
    if (progress >= stage.from) index = i;
  });
  return index;
}
