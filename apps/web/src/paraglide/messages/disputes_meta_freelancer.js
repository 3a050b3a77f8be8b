/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_Meta_FreelancerInputs */

const en_disputes_meta_freelancer = /** @type {(inputs: Disputes_Meta_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`freelancer ${i?.name}`)
};

const ur_disputes_meta_freelancer = /** @type {(inputs: Disputes_Meta_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فری لانسر ${i?.name}`)
};

/**
* | output |
* | --- |
* | "freelancer {name}" |
*
* @param {Disputes_Meta_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_freelancer = /** @type {((inputs: Disputes_Meta_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_freelancer(inputs)
	return en_disputes_meta_freelancer(inputs)
});