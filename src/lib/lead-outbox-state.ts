// Whether a lead waits in the outbox (./lead-outbox.ts), asked without loading the outbox and its API client: a page
// with no waiting lead loads none of the sending code. The outbox keeps its storage key only while it holds a lead.
import { STORAGE_KEYS } from '../config/storage-keys';

export function hasPendingLeads(storage?: Storage): boolean {
  try {
    return (storage ?? localStorage).getItem(STORAGE_KEYS.pendingLeads) !== null;
  } catch {
    return false;
  }
}
