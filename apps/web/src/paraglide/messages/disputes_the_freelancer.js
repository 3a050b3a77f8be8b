/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_The_FreelancerInputs */

const en_disputes_the_freelancer = /** @type {(inputs: Disputes_The_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the freelancer (${i?.name})`)
};

const ur_disputes_the_freelancer = /** @type {(inputs: Disputes_The_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فری لانسر (${i?.name})`)
};

/**
* | output |
* | --- |
* | "the freelancer ({name})" |
*
* @param {Disputes_The_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_the_freelancer = /** @type {((inputs: Disputes_The_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_The_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_the_freelancer(inputs)
	return en_disputes_the_freelancer(inputs)
});