// The jobs a worker runs (io-worker.ts) and the kinds a user may have one of at a time.
import type { ExportFormat, ExportableMap, ScriptExportOptions, ScriptSection } from '@cuemap/shared';

export type IoTask =
  | { kind: 'import'; bytes: Uint8Array; filename?: string }
  | {
      kind: 'export';
      map: ExportableMap;
      script: { content: string; sections?: readonly ScriptSection[] } | null;
      format: ExportFormat;
      options?: Partial<ScriptExportOptions>;
    };

export type JobKind = IoTask['kind'];
