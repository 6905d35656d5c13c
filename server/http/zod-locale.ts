import * as z from 'zod/mini';
import { validationMessage } from '../../contract/validation-wording';

// zod/mini ships no messages of its own ("Invalid input" for everything without a custom one). The server answers
// with the contract's wording, the same the admin's forms and the public pages use, configured once, here.
z.config({ customError: validationMessage });
