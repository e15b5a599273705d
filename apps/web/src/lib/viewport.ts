/** A phone's width (below Bootstrap's md breakpoint): the spec sends phones to pages, not modals. */
export const isSmartphone = (): boolean => window.matchMedia?.('(max-width: 767.98px)').matches ?? false;
