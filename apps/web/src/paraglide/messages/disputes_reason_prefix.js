/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Reason_PrefixInputs */

const en_disputes_reason_prefix = /** @type {(inputs: Disputes_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason: `)
};

const ur_disputes_reason_prefix = /** @type {(inputs: Disputes_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ: `)
};

/**
* | output |
* | --- |
* | "Reason:" |
*
* @param {Disputes_Reason_PrefixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reason_prefix = /** @type {((inputs?: Disputes_Reason_PrefixInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Reason_PrefixInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_reason_prefix(inputs)
	return en_disputes_reason_prefix(inputs)
});