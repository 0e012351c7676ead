/** Height of the back-offices' top bar, in pixels; toasts open below it so they never cover its controls. */
export const STAFF_HEADER_HEIGHT = 60;
