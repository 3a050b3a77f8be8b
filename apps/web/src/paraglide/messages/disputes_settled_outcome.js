/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown>, split: NonNullable<unknown> }} Disputes_Settled_OutcomeInputs */

const en_disputes_settled_outcome = /** @type {(inputs: Disputes_Settled_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settled ${i?.by}: ${i?.split}`)
};

const ur_disputes_settled_outcome = /** @type {(inputs: Disputes_Settled_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طے ہو گیا (${i?.by}): ${i?.split}`)
};

/**
* | output |
* | --- |
* | "Settled {by}: {split}" |
*
* @param {Disputes_Settled_OutcomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_settled_outcome = /** @type {((inputs: Disputes_Settled_OutcomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Settled_OutcomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_settled_outcome(inputs)
	return en_disputes_settled_outcome(inputs)
});