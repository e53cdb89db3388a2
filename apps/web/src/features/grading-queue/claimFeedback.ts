// What a claim from the queue tells the grader, shared by the console's claim (useClaimNext.ts) and the code view's
// "Done & next", which loads the claim's code only when it is used.

export const QUEUE_EMPTY_MESSAGE = 'No submissions are left in the queue.';

export interface ClaimFeedback {
  type: 'info' | 'error';
  text: string;
}

/**
 * What a page that claimed for the grader elsewhere (the code view's "Done & next") hands the console when it
 * sends the grader back to the queue: the console shows it as if its own claim had answered.
 */
export interface QueueReturnState {
  claimFeedback: ClaimFeedback;
}
