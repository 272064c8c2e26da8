import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseJson, throwIfNotOk } from '@canopy/api-client';
import { cartridgeLimits, type CartridgeImportReport, type CourseLevel } from '@canopy/contracts';
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

/** POST /api/courses/import (multipart): the new pending course and the import report. */
export function useImportCartridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, categoryId, level }: CartridgeImportInput) => {
      const body = new FormData();
      body.append('categoryId', String(categoryId));
      body.append('level', level);
      body.append(cartridgeLimits.field, file);
      const res = await fetch('/api/courses/import', { method: 'POST', body, credentials: 'include' });
      await throwIfNotOk(res);
      return parseJson<CartridgeImportReport>(res);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.educatorCourses() }),
  });
}
