import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { RETURN_FOCUS_ATTRIBUTE } from './use-return-focus.ts';

/** The class of "Keep it", which the confirmation focuses when it opens. */
const KEEP_CLASS = 'cancel-day-confirm__keep';

/** Focuses "Keep it" once the confirmation is on the page (it renders a moment after it is asked to open). */
const focusKeep = () => {
  const started = Date.now();
  const attempt = () => {
    const keep = [...document.querySelectorAll<HTMLElement>(`.${KEEP_CLASS}`)].find(
      (element) => !element.closest('.ant-popover-hidden'),
    );
    if (keep) keep.focus();
    else if (Date.now() - started < 1_000) setTimeout(attempt, 20);
  };
  setTimeout(attempt, 0);
};

/**
 * Puts the focus back on the opener once the confirmation is closed, unless the user has moved it elsewhere: a
 * confirmation is a popover, not a dialog, so its buttons keep the focus (hidden) or leave it on <body>.
 */
const returnFocusTo = (openerKey: string) =>
  setTimeout(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.closest('.ant-popover') !== null;
    const opener = [...document.querySelectorAll<HTMLElement>(`[${RETURN_FOCUS_ATTRIBUTE}]`)].find(
      (element) => element.getAttribute(RETURN_FOCUS_ATTRIBUTE) === openerKey,
    );
    if (lost && opener) opener.focus();
  }, 0);

/**
 * The confirmation before a combine day is cancelled, the same for the company's run of show and the admins'
 * list (issue 47): it opens on the safe choice, "Keep it", never on "Yes, cancel it", and once it closes (Escape,
 * Keep it, or the cancel itself) the focus returns to the button that opened it (issue 36's rule), when that
 * button is still on the page. `children` is that button, marked with `returnFocusKey(openerKey)`.
 */
export function CancelDayConfirm({
  description,
  openerKey,
  onConfirm,
  children,
}: {
  description: string;
  openerKey: string;
  onConfirm: () => Promise<unknown>;
  children: ReactElement;
}) {
  return (
    <Popconfirm
      title="Cancel this combine day?"
      description={description}
      okText="Yes, cancel it"
      cancelText="Keep it"
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ className: KEEP_CLASS }}
      onConfirm={onConfirm}
      onOpenChange={(open) => {
        if (open) focusKeep();
        else returnFocusTo(openerKey);
      }}
    >
      {children}
    </Popconfirm>
  );
}
