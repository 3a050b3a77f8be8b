/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Note_MediatorInputs */

const en_disputes_note_mediator = /** @type {(inputs: Disputes_Note_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes assigned to you, and your own.`)
};

const ur_disputes_note_mediator = /** @type {(inputs: Disputes_Note_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کو سونپے گئے تنازعات، اور آپ کے اپنے۔`)
};

/**
* | output |
* | --- |
* | "Disputes assigned to you, and your own." |
*
* @param {Disputes_Note_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_mediator = /** @type {((inputs?: Disputes_Note_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Note_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_note_mediator(inputs)
	return en_disputes_note_mediator(inputs)
});