// The page's connection budget as the app shows it: whether it reads by polling because the socket failed.
import { useSyncExternalStore } from 'react';
import { type BudgetState } from '../connection-budget';
import { budgetState, INITIAL_BUDGET_STATE, subscribeBudget } from '../connection-budget-instance';

export function useReadBudget(): BudgetState {
  // Hydration starts from what the prerendered page shows (the socket, no notice), then React applies the page's.
  return useSyncExternalStore(subscribeBudget, budgetState, () => INITIAL_BUDGET_STATE);
}
