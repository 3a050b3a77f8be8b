/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Disputes_To_FreelancerInputs */

const en_disputes_to_freelancer = /** @type {(inputs: Disputes_To_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To the freelancer (${i?.currency})`)
};

const ur_disputes_to_freelancer = /** @type {(inputs: Disputes_To_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فری لانسر کو (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "To the freelancer ({currency})" |
*
* @param {Disputes_To_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_to_freelancer = /** @type {((inputs: Disputes_To_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_To_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_to_freelancer(inputs)
	return en_disputes_to_freelancer(inputs)
});