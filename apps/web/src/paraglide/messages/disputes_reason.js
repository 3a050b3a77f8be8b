/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_ReasonInputs */

const en_disputes_reason = /** @type {(inputs: Disputes_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const ur_disputes_reason = /** @type {(inputs: Disputes_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Disputes_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reason = /** @type {((inputs?: Disputes_ReasonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_ReasonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_reason(inputs)
	return en_disputes_reason(inputs)
});