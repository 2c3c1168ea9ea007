import type { FormEvent } from 'react';

/**
 * The `onSubmit` of a form that is not a react-hook-form one: keeps the browser from posting the page (and
 * reloading it), then runs `run`.
 *
 *   <form onSubmit={submitHandler(save)}>
 */
export const submitHandler = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};
