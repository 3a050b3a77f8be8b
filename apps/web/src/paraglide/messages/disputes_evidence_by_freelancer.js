/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_Evidence_By_FreelancerInputs */

const en_disputes_evidence_by_freelancer = /** @type {(inputs: Disputes_Evidence_By_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by the freelancer, ${i?.date}`)
};

const ur_disputes_evidence_by_freelancer = /** @type {(inputs: Disputes_Evidence_By_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فری لانسر کی طرف سے، ${i?.date}`)
};

/**
* | output |
* | --- |
* | "by the freelancer, {date}" |
*
* @param {Disputes_Evidence_By_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence_by_freelancer = /** @type {((inputs: Disputes_Evidence_By_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Evidence_By_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_evidence_by_freelancer(inputs)
	return en_disputes_evidence_by_freelancer(inputs)
});