/**
 * Runs one booking change in one transaction and gives back what `work` returned. A refusal
 * thrown inside rolls everything back and reaches the caller as the very error thrown (an API
 * error with its status and the spec's text), not as the wrapper the transaction would put
 * around it on the way out of Go.
 */
export function inTransaction<T>(app: PbApp, work: (txApp: PbApp) => T): T {
  const state: { outcome?: { value: T }; refusal?: { error: unknown } } = {};
  try {
    app.runInTransaction((txApp) => {
      try {
        state.outcome = { value: work(txApp) };
      } catch (error) {
        state.refusal = { error };
        throw error;
      }
    });
  } catch (error) {
    throw state.refusal ? state.refusal.error : error;
  }
  if (!state.outcome) throw new Error('The booking transaction ended without a result');
  return state.outcome.value;
}
