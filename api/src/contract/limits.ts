/**
 * The limits the app's forms, the gateway and the API all hold to. One number each: the forms show them, the
 * gateway checks them before calling, the API's schemas and rules refuse anything past them.
 */

/** spec part 1 §5 and §9: 'Order comment limit: 400 characters' (counted with characterCount). */
export const ORDER_COMMENT_MAX_LENGTH = 400;

/** The early-reorder reason and the cancellation reason have the comment's limit (spec part 1 §5). */
export const ORDER_REASON_MAX_LENGTH = 400;

/** An order holds 1 to 50 items. */
export const ORDER_MIN_ITEMS = 1;
export const ORDER_MAX_ITEMS = 50;

/** An item's description, type and option: at most 200 characters each. */
export const ORDER_ITEM_TEXT_MAX_LENGTH = 200;

/** The thank-you page's feedback comments (spec part 1 §2 New order): at most 1000 characters. */
export const ORDER_FEEDBACK_MAX_LENGTH = 1000;

/** A person's name as typed at registration: 1 to 100 characters. */
export const PERSON_NAME_MAX_LENGTH = 100;

// RFC 5321 limits a forward path to 256 octets including the angle brackets: 254 for the address.
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
