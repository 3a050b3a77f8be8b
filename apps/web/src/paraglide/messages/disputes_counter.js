/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_CounterInputs */

const en_disputes_counter = /** @type {(inputs: Disputes_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counter`)
};

const ur_disputes_counter = /** @type {(inputs: Disputes_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جوابی تجویز`)
};

/**
* | output |
* | --- |
* | "Counter" |
*
* @param {Disputes_CounterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_counter = /** @type {((inputs?: Disputes_CounterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_CounterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_counter(inputs)
	return en_disputes_counter(inputs)
});