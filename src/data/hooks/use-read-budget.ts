// The page's connection budget as the app shows it: whether it reads by polling because the socket failed.
import { useSyncExternalStore } from 'react';
import { type BudgetState } from '../connection-budget';
import { budgetState, subscribeBudget } from '../connection-budget-instance';

export function useReadBudget(): BudgetState {
  return useSyncExternalStore(subscribeBudget, budgetState, budgetState);
}
