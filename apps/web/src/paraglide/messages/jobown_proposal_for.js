/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Jobown_Proposal_ForInputs */

const en_jobown_proposal_for = /** @type {(inputs: Jobown_Proposal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposal for ${i?.title}`)
};

const ur_jobown_proposal_for = /** @type {(inputs: Jobown_Proposal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} کے لیے پروپوزل`)
};

/**
* | output |
* | --- |
* | "Proposal for {title}" |
*
* @param {Jobown_Proposal_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_for = /** @type {((inputs: Jobown_Proposal_ForInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Proposal_ForInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_proposal_for(inputs)
	return en_jobown_proposal_for(inputs)
});