import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@canopy/auth';
import type { CourseOutline } from '@canopy/contracts';
import {
  hasServiceWorker,
  listCourseCopies,
  removeCourseCopy,
  saveCourseCopy,
  storageEstimate,
} from '@canopy/offline';
import { toast } from '@canopy/ui';
import { courseCopyPlan } from '../lib/offlinePlan';
import { offlineTexts } from '../lib/offlineTexts';

// Not API paths: these read Cache Storage and the browser's storage figures (their own query functions).
const copiesKey = (userId: number | undefined) => ['offline:course-copies', userId ?? null] as const;
const storageKey = ['offline:storage-estimate'] as const;

/** Whether a service worker serves the page; it may start serving it a moment after the page opened. */
function useServiceWorkerReady(): boolean {
  const [ready, setReady] = useState(hasServiceWorker);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const update = () => setReady(hasServiceWorker());
    container.addEventListener('controllerchange', update);
    return () => container.removeEventListener('controllerchange', update);
  }, []);
  return ready;
}

/** The signed-in learner's offline copy of a course: whether there is one, its size, and making or removing it. */
export function useOfflineCopy(course: { id: number; title: string; imageUrl?: string | null }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const supported = useServiceWorkerReady() && typeof caches !== 'undefined';
  const userId = user?.id;
  const copies = useQuery({
    queryKey: copiesKey(userId),
    queryFn: () => listCourseCopies(userId!),
    enabled: supported && userId !== undefined,
  });
  const storage = useQuery({ queryKey: storageKey, queryFn: storageEstimate, enabled: supported });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: copiesKey(userId) }),
      queryClient.invalidateQueries({ queryKey: storageKey }),
    ]);

  const save = useMutation({
    mutationFn: (outline: CourseOutline) =>
      saveCourseCopy(courseCopyPlan(userId!, course, outline, window.location.origin)),
    onSuccess: async () => {
      await refresh();
      toast({ ...offlineTexts.savedToast(course.title), variant: 'success' });
    },
    onError: () => toast({ ...offlineTexts.saveFailedToast, variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: () => removeCourseCopy(userId!, course.id),
    onSuccess: async () => {
      await refresh();
      toast({ ...offlineTexts.removedToast(course.title), variant: 'success' });
    },
  });

  return {
    supported,
    copy: copies.data?.find((c) => c.courseId === course.id) ?? null,
    loading: copies.isLoading,
    storage: storage.data ?? null,
    save,
    remove,
  };
}
