import * as z from 'zod/mini';

// zod/mini ships no messages of its own ("Invalid input" for everything without a custom one).
// The server answers zod's messages to clients, so it configures the English locale, once, here.
// Never in contract/: the browser bundle must not pay for the locale.
z.config(z.locales.en());
