// Reading the audit log (Admin): per record, per type, or everything, newest first.
import type { AuditEntry, AuditQuery } from '#domain/schemas/audit';
import type { AuditRepository } from './audit.repository';
import { toAuditEntry } from './audit.table';

export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async list(query: AuditQuery): Promise<AuditEntry[]> {
    return (await this.audit.list(query)).map(toAuditEntry);
  }
}
