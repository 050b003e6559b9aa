import type { Analyzer } from '../../api/modules/analysis/analysis.service.ts';

/**
 * Holds every analysis `analyzer` is asked for until the returned function is called, so a
 * re-analysis run stays in progress for as long as a test needs; calling it restores the
 * analyzer and lets the held analyses finish.
 */
export function gateAnalyzer(analyzer: Analyzer): () => void {
  const analyze = analyzer.analyze;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  analyzer.analyze = async (...args) => {
    await opened;
    return analyze.apply(analyzer, args);
  };
  return () => {
    analyzer.analyze = analyze;
    open();
  };
}
