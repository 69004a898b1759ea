export function markdownTwinFor(pathname: string, accept: string | undefined): string | null;
export function variesByAccept(pathname: string): boolean;
