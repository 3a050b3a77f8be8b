/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Note_AdminInputs */

const en_disputes_note_admin = /** @type {(inputs: Disputes_Note_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every dispute on the marketplace.`)
};

const ur_disputes_note_admin = /** @type {(inputs: Disputes_Note_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مارکیٹ پلیس کے تمام تنازعات۔`)
};

/**
* | output |
* | --- |
* | "Every dispute on the marketplace." |
*
* @param {Disputes_Note_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_admin = /** @type {((inputs?: Disputes_Note_AdminInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Note_AdminInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_note_admin(inputs)
	return en_disputes_note_admin(inputs)
});