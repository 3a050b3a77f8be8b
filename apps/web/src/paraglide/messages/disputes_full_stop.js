/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Full_StopInputs */

const en_disputes_full_stop = /** @type {(inputs: Disputes_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_disputes_full_stop = /** @type {(inputs: Disputes_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Disputes_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_full_stop = /** @type {((inputs?: Disputes_Full_StopInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Full_StopInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_full_stop(inputs)
	return en_disputes_full_stop(inputs)
});