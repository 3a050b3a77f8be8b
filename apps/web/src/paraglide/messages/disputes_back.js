/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_BackInputs */

const en_disputes_back = /** @type {(inputs: Disputes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Disputes`)
};

const ur_disputes_back = /** @type {(inputs: Disputes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Disputes" |
*
* @param {Disputes_BackInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_back = /** @type {((inputs?: Disputes_BackInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_BackInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_back(inputs)
	return en_disputes_back(inputs)
});