/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Jobown_Proposal_FromInputs */

const en_jobown_proposal_from = /** @type {(inputs: Jobown_Proposal_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposal from ${i?.name}`)
};

const ur_jobown_proposal_from = /** @type {(inputs: Jobown_Proposal_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کا پروپوزل`)
};

/**
* | output |
* | --- |
* | "Proposal from {name}" |
*
* @param {Jobown_Proposal_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_from = /** @type {((inputs: Jobown_Proposal_FromInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Proposal_FromInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_proposal_from(inputs)
	return en_jobown_proposal_from(inputs)
});