import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseJson, throwIfNotOk } from '@canopy/api-client';
import {
  cartridgeLimits,
  type CartridgeImportReport,
  type CartridgeStoredReport,
  type CourseLevel,
} from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** GET /api/courses/{id}/cartridge: the course's Common Cartridge package. */
export const cartridgePath = (courseId: number) => `/api/courses/${courseId}/cartridge`;

/**
 * Downloads the course's package: fetched first, so a refusal (a 503 while the ebooks cannot be read) is shown as
 * the server's message instead of a page of JSON, then handed to the browser as a file.
 */
export async function downloadCartridge(courseId: number): Promise<string> {
  const res = await fetch(cartridgePath(courseId), { credentials: 'include' });
  await throwIfNotOk(res);
  const fileName =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'course.imscc';
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file by the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}

export interface CartridgeImportInput {
  file: File;
  categoryId: number;
  level: CourseLevel;
}

// One key per file and choice: sending the same file again after no definite answer (a network failure, a 5xx,
// the mutation's retry) is the same import, which the course service then answers once instead of creating a second
// pending course; another file, category or level is a new import.
const importKeys = new WeakMap<File, Map<string, string>>();

function importKeyFor({ file, categoryId, level }: CartridgeImportInput): string {
  const byChoice = importKeys.get(file) ?? new Map<string, string>();
  importKeys.set(file, byChoice);
  const choice = `${categoryId}:${level}`;
  const key = byChoice.get(choice) ?? globalThis.crypto.randomUUID();
  byChoice.set(choice, key);
  return key;
}

/** POST /api/courses/import (multipart) with its Idempotency-Key: the new pending course and the import report. */
export async function importCartridge(input: CartridgeImportInput): Promise<CartridgeImportReport> {
  const body = new FormData();
  body.append('categoryId', String(input.categoryId));
  body.append('level', input.level);
  body.append(cartridgeLimits.field, input.file);
  const res = await fetch('/api/courses/import', {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { 'Idempotency-Key': importKeyFor(input) },
  });
  await throwIfNotOk(res);
  return parseJson<CartridgeImportReport>(res);
}

export function useImportCartridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCartridge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
  });
}

/**
 * GET /api/courses/{id}/import-report: the report kept with an imported course (its educator or an
 * administrator), read only once its dialog is opened: most visits to the builder never show it.
 */
export function useImportReport(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.importReport(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CartridgeStoredReport>('GET', `/api/courses/${courseId}/import-report`, undefined, {
        signal,
      }),
    enabled: enabled && courseId > 0,
  });
}
