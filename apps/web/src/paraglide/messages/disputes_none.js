/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_NoneInputs */

const en_disputes_none = /** @type {(inputs: Disputes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disputes found.`)
};

const ur_disputes_none = /** @type {(inputs: Disputes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی تنازع نہیں ملا۔`)
};

/**
* | output |
* | --- |
* | "No disputes found." |
*
* @param {Disputes_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_none = /** @type {((inputs?: Disputes_NoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_NoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_none(inputs)
	return en_disputes_none(inputs)
});