import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';

/**
 * Leaving an accordion form through the router asks the form first (it asks only with unsaved changes):
 * each navigation bumps `leaveRequests`, which the form answers by ending ('left', `answerLeave(false)`)
 * or by the publisher choosing to stay (leave.cancel, `answerLeave(true)`). Set `done.current` once the
 * form has finished so its own redirect is not asked about.
 */
export function useAccordionLeaveGuard() {
  const [leaveRequests, setLeaveRequests] = useState(0);
  const pendingLeave = useRef<((block: boolean) => void) | null>(null);
  const done = useRef(false);
  useBlocker({
    shouldBlockFn: () =>
      done.current
        ? false
        : new Promise<boolean>((resolve) => {
            pendingLeave.current = resolve;
            setLeaveRequests((n) => n + 1);
          }),
    enableBeforeUnload: false,
  });
  const answerLeave = useCallback((block: boolean) => {
    pendingLeave.current?.(block);
    pendingLeave.current = null;
  }, []);
  return { leaveRequests, answerLeave, done };
}
