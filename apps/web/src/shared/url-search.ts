import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * A URL's query is read as text, as the API reads its own (`?search=123` stays the text "123", a page
 * number is coerced by the page's schema), and written as text; decision 24.
 */
export const parseUrlSearch = parseSearchWith((value) => value);
export const stringifyUrlSearch = stringifySearchWith(JSON.stringify);
