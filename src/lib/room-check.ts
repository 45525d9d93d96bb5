// The inline script behind ClientArea's `reserveIf`: run from the server HTML before the first
// paint, it tells whether this browser holds what the area will show (a cart, a booking).
import { inlineScript } from './inline-script';
import { scriptJson } from './script-json';

export interface StoredValue {
  storage: 'localStorage' | 'sessionStorage';
  key: string;
  /**
   * When `key` was never stored, a cookie of this name keeps the room: a cart filled by the plain
   * form (no scripts then) or on a browser that has not counted it yet is held by its cookie.
   */
  orCookie?: string;
}

/**
 * Marks its parent `data-room="none"` when `key` holds '0', or was never stored and no `orCookie`
 * is set (or storage is off).
 */
export function roomCheckScript({ storage, key, orCookie }: StoredValue): string {
  const name = scriptJson(key);
  const cookie = scriptJson(`${orCookie ?? ''}=`);
  const hasCookie = orCookie
    ? `document.cookie.split('; ').some(function(c){return c.indexOf(${cookie})===0})`
    : 'false';
  return inlineScript(
    `try{var v=window.${storage}.getItem(${name});if(v===null?!${hasCookie}:!v||v==='0')document.currentScript.parentElement.setAttribute('data-room','none')}catch(e){}`,
  );
}
