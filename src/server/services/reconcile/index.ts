// Reconciliation's face: the day's comparison, its runs, the console's view and its two actions.
export { RECONCILED_PROVIDERS, type ReconciledProvider } from './reconcile';
export { reconcileOnDemand, reconcileYesterday } from './runs';
export { applyReconciled, flagReconciled } from './actions';
export { getReconcileView, type ReconcileView, type ReconcileItemView } from './views';
