/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Disputes_OverInputs */

const en_disputes_over = /** @type {(inputs: Disputes_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dispute over ${i?.amount}`)
};

const ur_disputes_over = /** @type {(inputs: Disputes_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} پر تنازع`)
};

/**
* | output |
* | --- |
* | "Dispute over {amount}" |
*
* @param {Disputes_OverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_over = /** @type {((inputs: Disputes_OverInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_OverInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_over(inputs)
	return en_disputes_over(inputs)
});