/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_ThreadInputs */

const en_disputes_thread = /** @type {(inputs: Disputes_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispute thread`)
};

const ur_disputes_thread = /** @type {(inputs: Disputes_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع کی کارروائی`)
};

/**
* | output |
* | --- |
* | "Dispute thread" |
*
* @param {Disputes_ThreadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_thread = /** @type {((inputs?: Disputes_ThreadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_ThreadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_thread(inputs)
	return en_disputes_thread(inputs)
});