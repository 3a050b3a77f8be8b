/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Not_FoundInputs */

const en_disputes_not_found = /** @type {(inputs: Disputes_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispute not found`)
};

const ur_disputes_not_found = /** @type {(inputs: Disputes_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع نہیں ملا`)
};

/**
* | output |
* | --- |
* | "Dispute not found" |
*
* @param {Disputes_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_not_found = /** @type {((inputs?: Disputes_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_not_found(inputs)
	return en_disputes_not_found(inputs)
});