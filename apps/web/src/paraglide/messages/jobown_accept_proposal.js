/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Accept_ProposalInputs */

const en_jobown_accept_proposal = /** @type {(inputs: Jobown_Accept_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept proposal`)
};

const ur_jobown_accept_proposal = /** @type {(inputs: Jobown_Accept_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل منظور کریں`)
};

/**
* | output |
* | --- |
* | "Accept proposal" |
*
* @param {Jobown_Accept_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept_proposal = /** @type {((inputs?: Jobown_Accept_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Accept_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_accept_proposal(inputs)
	return en_jobown_accept_proposal(inputs)
});