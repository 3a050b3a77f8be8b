/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Note_PartyInputs */

const en_disputes_note_party = /** @type {(inputs: Disputes_Note_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes on your contracts.`)
};

const ur_disputes_note_party = /** @type {(inputs: Disputes_Note_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے کنٹریکٹس کے تنازعات۔`)
};

/**
* | output |
* | --- |
* | "Disputes on your contracts." |
*
* @param {Disputes_Note_PartyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_party = /** @type {((inputs?: Disputes_Note_PartyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Note_PartyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_note_party(inputs)
	return en_disputes_note_party(inputs)
});